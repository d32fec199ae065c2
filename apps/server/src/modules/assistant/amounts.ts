import type { PaymentMethod } from '@lineup/contract/money';
import { normalize } from './text-tokens.ts';

/** An amount a text names, in cents, and the currency it names with it (null when none or a generic word). */
export interface Amount {
  readonly cents: number;
  readonly currency: string | null;
}

/** Currency signs and words, in the six languages, by their ISO code; null for a word that names no currency ("元"). */
const CURRENCIES: readonly [string, string | null][] = [
  ['€', 'EUR'],
  ['eur', 'EUR'],
  ['euro', 'EUR'],
  ['euros', 'EUR'],
  ['欧元', 'EUR'],
  ['$', 'USD'],
  ['usd', 'USD'],
  ['dollar', 'USD'],
  ['dollars', 'USD'],
  ['dolar', 'USD'],
  ['dolares', 'USD'],
  ['美元', 'USD'],
  ['£', 'GBP'],
  ['gbp', 'GBP'],
  ['pound', 'GBP'],
  ['pounds', 'GBP'],
  ['libras', 'GBP'],
  ['英镑', 'GBP'],
  ['r$', 'BRL'],
  ['brl', 'BRL'],
  ['reais', 'BRL'],
  ['chf', 'CHF'],
  ['franken', 'CHF'],
  ['元', null],
  ['块', null],
  ['块钱', null],
];

const NUMBER = String.raw`(\d{1,7}(?:[.,]\d{1,2})?)`;
const escape = (word: string) => word.replace(/[$]/g, '\\$');
/** Longest first, so that "euros" is read before "euro" and "块钱" before "块". */
const CURRENCY = [...CURRENCIES]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([word]) => escape(word))
  .join('|');
const BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(${CURRENCY})\s?${NUMBER}(?![\d])`, 'u');
const AFTER = new RegExp(String.raw`(?<![\d.,])${NUMBER}\s?(${CURRENCY})(?![a-z])`, 'u');
/** Days and times, which are numbers that are not amounts. */
const NOT_AMOUNTS =
  /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{4})?\b|\b\d{1,2}[:h]\d{2}\b|\b\d{1,2}\s*(?:h|uhr|am|pm)\b|\d{1,2}\s*[点點]|\b(?:at|to|as|a las|alle|um|vers|ore)\s+\d{1,2}\b(?![.,]\d)/g;

const cents = (number: string) => Math.round(Number(number.replace(',', '.')) * 100);
const currencyOf = (word: string) => CURRENCIES.find(([known]) => known === word)?.[1] ?? null;

/**
 * The amount of money a text names: a number with a currency sign or word before or after it
 * ("€40", "50 euros", "40,50 €", "50欧元"), or else the one number of the text that is not a day
 * or a time ("a payment of 40 from John"). Null when there is none, or more than one bare number.
 */
export function findAmount(text: string): Amount | null {
  const plain = normalize(text);
  const before = BEFORE.exec(plain);
  if (before) return { cents: cents(before[2]!), currency: currencyOf(before[1]!) };
  const after = AFTER.exec(plain);
  if (after) return { cents: cents(after[1]!), currency: currencyOf(after[2]!) };
  const bare = plain.replace(NOT_AMOUNTS, ' ').match(/(?<![\d.,])\d{1,7}(?:[.,]\d{1,2})?(?![\d.,]*\d)/g) ?? [];
  return bare.length === 1 ? { cents: cents(bare[0]!), currency: null } : null;
}

/** How a payment was made, by its words in the six languages (normalised: no accents, lower case). */
const METHODS: readonly [RegExp, PaymentMethod][] = [
  [/\bmb ?way\b/, 'mb_way'],
  [/\b(transfer|transferencia|virement|uberweisung|ueberweisung)\b|转账|汇款/, 'transfer'],
  [/\b(cash|dinheiro|numerario|efectivo|efetivo|especes|liquide|bar|bargeld)\b|现金/, 'cash'],
  [/\b(card|cartao|tarjeta|carte|karte|kreditkarte|ec karte)\b|刷卡|银行卡|信用卡|用卡/, 'card'],
];

/** The payment method a text names, or null. */
export function findMethod(text: string): PaymentMethod | null {
  const plain = normalize(text);
  return METHODS.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}

/** Words that give money back rather than take it, in the six languages (normalised). */
const REFUND =
  /\b(refunds?|refunded|reimburse\w*|give\s+(?:\w+\s+){0,5}back|pay\s+(?:\w+\s+){0,5}back|reembols\w*|devolv\w*|devuelv\w*|rembours\w*|erstatt\w*|zuruckzahl\w*|ruckzahl\w*|zuruckgeben|gib\s+(?:\w+\s+){0,5}zuruck)\b|退款|退还|退钱|退给/;

/** Whether a text gives money back to a customer (a refund) rather than records money taken. */
export function isRefund(text: string): boolean {
  return REFUND.test(normalize(text));
}
