import type { Language } from '@lineup/contract/languages';
import { tokens } from './text-tokens.ts';

/**
 * Words that say which of the six languages a question is written in, as `tokens()` gives them
 * (lower case, without accents). Only words no other of the languages uses in a question to
 * SmartBot: "que", "para", "de", "no" or "die" say nothing. Chinese is told by its script.
 */
const MARKERS: Readonly<Record<Exclude<Language, 'zh'>, readonly string[]>> = {
  en: [
    ...['the', 'what', 'whats', 'who', 'whos', 'how', 'many', 'much', 'which', 'are', 'does', 'did', 'have', 'has'],
    ...['today', 'tomorrow', 'yesterday', 'lessons', 'lesson', 'classes', 'owes', 'owe', 'most', 'with', 'and'],
    ...['there', 'show', 'book', 'move', 'sell', 'free', 'our', 'we', 'you', 'can', 'of', 'week', 'month'],
    ...['revenue', 'overdue', 'equipment', 'boards', 'wetsuits', 'please', 'hello', 'hi', 'teaches', 'teaching'],
    ...['customer', 'customers', 'credits', 'balance', 'schedule', 'is', 'at', 'for', 'to', 'pay', 'due'],
  ],
  pt: [
    ...['quem', 'quanto', 'quantos', 'quantas', 'aulas', 'aula', 'hoje', 'amanha', 'ontem', 'temos', 'sao', 'nao'],
    ...['deve', 'devem', 'com', 'uma', 'qual', 'quais', 'marcado', 'marcadas', 'voce'],
    ...['obrigado', 'obrigada', 'pagamento', 'receita', 'fatos', 'pranchas', 'alunos', 'aluno', 'sexta', 'segunda'],
    ...['terca', 'quarta', 'quinta', 'ajuda', 'podes', 'fazer', 'estao', 'nas'],
    ...['livre', 'faturacao', 'dividas', 'divida', 'atrasadas'],
  ],
  es: [
    ...['quien', 'quienes', 'cuanto', 'cuantos', 'cuantas', 'cual', 'cuales', 'clases', 'clase', 'hoy', 'manana'],
    ...['ayer', 'hay', 'tenemos', 'debe', 'deben', 'con', 'el', 'los', 'las', 'del', 'una', 'hola'],
    ...['gracias', 'ayuda', 'puedes', 'ingresos', 'tablas', 'neoprenos', 'alumnos', 'viernes'],
    ...['lunes', 'martes', 'miercoles', 'jueves', 'horario', 'deudas', 'y'],
    ...['estan', 'son', 'nosotros', 'muestrame', 'dame', 'cuanta', 'debo'],
  ],
  fr: [
    ...['quels', 'quelles', 'quel', 'quelle', 'qui', 'cours', 'aujourd', 'hui', 'demain', 'hier', 'combien'],
    ...['nous', 'vous', 'est', 'sont', 'le', 'les', 'des', 'du', 'avec', 'pour', 'dans', 'doit', 'doivent'],
    ...['bonjour', 'salut', 'merci', 'aide', 'peux', 'faire', 'semaine', 'mois', 'paiement', 'chiffre', 'planches'],
    ...['combinaisons', 'eleves', 'moniteur', 'vendredi', 'lundi', 'mardi', 'mercredi', 'jeudi', 'au', 'aux'],
    ...['et', 'il', 'qu', 'retard', 'solde', 'dettes', 'affaires'],
  ],
  de: [
    ...['welche', 'welcher', 'welches', 'wer', 'wie', 'viele', 'viel', 'gibt', 'heute', 'morgen', 'gestern'],
    ...['kurse', 'kurs', 'kunde', 'kunden', 'schuldet', 'schulden', 'mit', 'fur', 'und', 'der'],
    ...['den', 'dem', 'ist', 'sind', 'haben', 'wir', 'hallo', 'danke', 'hilfe', 'kannst', 'machen', 'woche'],
    ...['monat', 'zahlung', 'umsatz', 'bretter', 'neoprenanzuge', 'schuler', 'lehrer', 'freitag', 'montag'],
    ...['dienstag', 'mittwoch', 'donnerstag', 'samstag', 'sonntag', 'frei', 'uns', 'mir', 'nicht', 'noch', 'offen'],
    ...['meisten', 'wem', 'zeig', 'guthaben', 'uberfallig'],
  ],
};

/** Letters only one of the languages writes. */
const LETTERS: Readonly<Partial<Record<Language, RegExp>>> = {
  es: /[ñ¿¡]/giu,
  pt: /[ãõ]/giu,
  de: /[ßäöü]/giu,
  fr: /[œèùëïû]/giu,
};

const HAN = /\p{Script=Han}/gu;

/** How much a question says for each language: a marker word counts one, a letter of its own two. */
function scores(text: string): Map<Language, number> {
  const words = tokens(text);
  const score = new Map<Language, number>();
  for (const [language, markers] of Object.entries(MARKERS) as [Language, readonly string[]][]) {
    const known = new Set(markers);
    score.set(language, words.filter((word) => known.has(word)).length);
  }
  for (const [language, letters] of Object.entries(LETTERS) as [Language, RegExp][]) {
    score.set(language, (score.get(language) ?? 0) + 2 * (text.match(letters)?.length ?? 0));
  }
  score.set('zh', 2 * (text.match(HAN)?.length ?? 0));
  return score;
}

/**
 * The language SmartBot answers in: the interface's, unless the question is clearly written in
 * another of the six, that is, that language alone says the most (at least two marker words, or a
 * letter or a script of its own) and more than the interface's language does.
 */
export function questionLanguage(text: string, interfaceLanguage: Language): Language {
  const ranked = [...scores(text)].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[0] === interfaceLanguage || best[1] < 2) return interfaceLanguage;
  if (second && second[1] === best[1]) return interfaceLanguage;
  return best[0];
}
