import type { Random } from './random.ts';

/** First and last names as people of a language write them. */
interface NamePool {
  readonly first: readonly string[];
  readonly last: readonly string[];
}

const words = (text: string) => text.trim().split(/\s+/);

const POOLS = {
  pt: {
    first: words(`Ana Beatriz Carolina Catarina Inês Joana Leonor Mariana Marta Matilde Rita Sofia Teresa Alice Clara
      Afonso André Diogo Duarte Francisco Gonçalo Guilherme João Lucas Miguel Pedro Rafael Rodrigo Salvador Tiago Tomás`),
    last: words(`Almeida Alves Antunes Barbosa Cardoso Carvalho Correia Costa Cunha Fernandes Ferreira Gomes Lopes
      Marques Martins Mendes Monteiro Moreira Nunes Oliveira Pereira Pinto Ribeiro Rocha Rodrigues Santos Silva Sousa Teixeira Vieira`),
  },
  br: {
    first: words(`Bruna Camila Fernanda Gabriela Juliana Larissa Letícia Luana Vitória Yasmin
      Bruno Caio Davi Enzo Felipe Gustavo Heitor Luiz Murilo Otávio Thiago Vinícius`),
    last: words(`Araújo Azevedo Barros Campos Castro Dias Freitas Lima Machado Melo Moura Nascimento Ramos Souza`),
  },
  es: {
    first: words(`Alba Carmen Claudia Elena Irene Laura Lucía Marta Noelia Paula Sara
      Álvaro Alejandro Daniel Diego Hugo Iker Javier Jorge Mario Pablo Sergio`),
    last: words(`García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández
      Díaz Moreno Álvarez Romero Navarro Torres Domínguez`),
  },
  fr: {
    first: words(`Camille Chloé Emma Inès Jeanne Léa Louise Manon Margaux Zoé
      Antoine Arthur Baptiste Hugo Jules Louis Mathis Nathan Raphaël Théo`),
    last: words(`Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel
      Garcia David Bertrand Roux Vincent Fournier`),
  },
  de: {
    first: words(`Anna Emilia Hannah Johanna Lena Lea Marie Mia Sophie Clara
      Ben Elias Felix Finn Jonas Leon Lukas Maximilian Noah Paul`),
    last: words(`Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Bauer Richter Klein
      Wolf Schröder Neumann Schwarz Zimmermann Braun`),
  },
  en: {
    first: words(`Amelia Charlotte Chloe Emily Grace Hannah Isla Lily Olivia Sophie
      Alfie Charlie Daniel George Harry Jack James Oliver Samuel Thomas`),
    last: words(`Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas Johnson Roberts Walker Wright Robinson
      Thompson White Hughes Edwards Green Hall`),
  },
  ie: {
    first: words(`Aoife Ciara Niamh Saoirse Siobhán Róisín Caoimhe Cian Conor Darragh Eoin Oisín Seán Fionn`),
    last: words(`Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy Gallagher`),
  },
  nl: {
    first: words(`Anouk Emma Fenna Julia Lotte Noor Sanne Tess Bram Daan Jesse Lars Luuk Milan Ruben Sem Thijs`),
    last: words(`de Jong Jansen de Vries van den Berg van Dijk Bakker Visser Smit Meijer de Boer Mulder de Groot Bos`),
  },
  it: {
    first: words(
      `Alessia Aurora Chiara Francesca Giulia Martina Sofia Alessandro Andrea Francesco Leonardo Lorenzo Matteo`,
    ),
    last: words(`Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti`),
  },
  nordic: {
    first: words(`Astrid Elsa Freja Ingrid Maja Nora Saga Sigrid Alva Axel Emil Erik Filip Magnus Oscar Sander Viktor`),
    last: words(`Johansson Andersson Karlsson Nilsson Eriksson Larsson Hansen Jensen Nielsen Olsen Berg Lindberg Dahl`),
  },
  pl: {
    first: words(`Zuzanna Julia Maja Hanna Zofia Antoni Jan Jakub Szymon Filip Kacper`),
    last: words(`Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański`),
  },
} as const satisfies Record<string, NamePool>;

export type Language = keyof typeof POOLS;

/** The surnames that keep their particle whole ("de Jong"): the pools split on spaces, so they are joined back. */
const PARTICLES = new Set(['de', 'van', 'den']);

function lastNames(pool: NamePool): string[] {
  const names: string[] = [];
  for (const word of pool.last) {
    const previous = names[names.length - 1];
    if (previous !== undefined && PARTICLES.has(previous.split(' ').at(-1) ?? ''))
      names[names.length - 1] += ` ${word}`;
    else names.push(word);
  }
  return names;
}

const LAST = Object.fromEntries(Object.entries(POOLS).map(([language, pool]) => [language, lastNames(pool)])) as Record<
  Language,
  string[]
>;

/** A first name of the language. */
export const firstName = (random: Random, language: Language): string => random.pick(POOLS[language].first);

/** A family name of the language; Portuguese and Brazilian people often carry two. */
export function lastName(random: Random, language: Language): string {
  const one = random.pick(LAST[language]);
  if ((language === 'pt' || language === 'br') && random.chance(0.5)) return `${random.pick(LAST[language])} ${one}`;
  return one;
}

/** "joana.ferreira" for "Joana Ferreira Santos": letters only, as mailbox names are usually made. */
export function mailboxOf(first: string, last: string): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return `${plain(first)}.${plain(last.split(' ').at(-1) ?? last)}`;
}
