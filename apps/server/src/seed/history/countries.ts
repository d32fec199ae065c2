import { splitPhone, toE164 } from '@lineup/contract/phones';
import type { Language } from './names.ts';
import type { Random } from './random.ts';

/**
 * Where a Lisbon-coast school's customers come from: the regulars mostly from Portugal, the
 * holiday-makers from all over Europe and beyond. `phone` is a mobile number's shape ("#" a
 * digit, "[…]" one of the characters); where a regulator sets numbers aside for fiction (North
 * America's 555-01XX, France's 06 39 98) the shape stays inside them.
 */
interface Country {
  readonly code: string;
  readonly language: Language;
  /** Shares among the regulars and among the visitors. */
  readonly regulars: number;
  readonly visitors: number;
  readonly phone: string;
  readonly domain: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'PT', language: 'pt', regulars: 70, visitors: 9, phone: '+3519[1236]#######', domain: 'example.pt' },
  { code: 'ES', language: 'es', regulars: 3, visitors: 9, phone: '+346########', domain: 'example.es' },
  { code: 'FR', language: 'fr', regulars: 3, visitors: 11, phone: '+3363998####', domain: 'example.fr' },
  { code: 'DE', language: 'de', regulars: 3, visitors: 12, phone: '+4915[12]########', domain: 'example.de' },
  { code: 'GB', language: 'en', regulars: 3, visitors: 10, phone: '+447[4-9]########', domain: 'example.co.uk' },
  { code: 'NL', language: 'nl', regulars: 1, visitors: 6, phone: '+316########', domain: 'example.nl' },
  { code: 'IT', language: 'it', regulars: 1, visitors: 4, phone: '+393[2-4]########', domain: 'example.it' },
  { code: 'US', language: 'en', regulars: 1, visitors: 6, phone: '+1[2-8]1255501##', domain: 'example.com' },
  { code: 'CA', language: 'en', regulars: 0.5, visitors: 2, phone: '+141655501##', domain: 'example.ca' },
  { code: 'BR', language: 'br', regulars: 5, visitors: 5, phone: '+55[1-4]19########', domain: 'example.com.br' },
  { code: 'SE', language: 'nordic', regulars: 0.5, visitors: 4, phone: '+4670#######', domain: 'example.se' },
  { code: 'NO', language: 'nordic', regulars: 0.3, visitors: 2, phone: '+47[49]#######', domain: 'example.no' },
  { code: 'DK', language: 'nordic', regulars: 0.3, visitors: 2, phone: '+452#######', domain: 'example.dk' },
  { code: 'CH', language: 'de', regulars: 0.5, visitors: 4, phone: '+417[6-9]#######', domain: 'example.ch' },
  { code: 'AT', language: 'de', regulars: 0.3, visitors: 2, phone: '+43664#######', domain: 'example.at' },
  { code: 'BE', language: 'fr', regulars: 0.5, visitors: 3, phone: '+324[7-9]#######', domain: 'example.be' },
  { code: 'IE', language: 'ie', regulars: 1, visitors: 4, phone: '+3538[35-7]#######', domain: 'example.ie' },
  { code: 'PL', language: 'pl', regulars: 0.5, visitors: 3, phone: '+48[5-8]########', domain: 'example.pl' },
  { code: 'AU', language: 'en', regulars: 0.5, visitors: 2, phone: '+614########', domain: 'example.com.au' },
];

const REGULARS = COUNTRIES.map((country) => [country, country.regulars] as const);
const VISITORS = COUNTRIES.map((country) => [country, country.visitors] as const);

/** The country of a regular or of a visitor. */
export const countryOf = (random: Random, regular: boolean): Country => random.weighted(regular ? REGULARS : VISITORS);

/** Expands a shape's "[…]" (single characters and ranges) into the characters it allows. */
function choices(set: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < set.length; i += 1) {
    if (set[i + 1] === '-' && set[i + 2] !== undefined) {
      for (let code = set.charCodeAt(i); code <= set.charCodeAt(i + 2); code += 1) out.push(String.fromCharCode(code));
      i += 2;
    } else out.push(set[i]!);
  }
  return out;
}

function fill(random: Random, shape: string): string {
  return shape.replace(/\[([^\]]+)\]|#/g, (_match, set: string | undefined) =>
    set ? random.pick(choices(set)) : String(random.int(0, 9)),
  );
}

/**
 * A mobile number of the country in E.164, checked against the numbering plans the app
 * validates with; empty if no draw passes (none of the shapes above needs more than a few).
 */
export function phoneOf(random: Random, country: Country): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const number = toE164(fill(random, country.phone));
    // Some ranges of a calling code belong to a neighbour (+44 7624 is the Isle of Man's).
    if (number && splitPhone(number).country === country.code) return number;
  }
  return '';
}
