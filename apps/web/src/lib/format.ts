import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { meQuery } from '#web/lib/me/get-me.ts';

/**
 * How Lineup writes dates, money and numbers: dates and times in the school's time zone (a lesson
 * at 09:00 in Ericeira reads 09:00 wherever the reader is), money in the school's currency from
 * integer cents, and every number with the reader's language's marks.
 */

/** Lineup's Portuguese is Portugal's: its numbers and dates read as in Portugal, not Brazil. */
const INTL_LOCALES: Readonly<Record<string, string>> = { pt: 'pt-PT', zh: 'zh-CN' };
export const intlLocale = (language: string): string => INTL_LOCALES[language] ?? language;

/**
 * Intl's formatters cost far more to build than to use (a list of a hundred dates built a hundred):
 * each is built once per language and options, the few a reader's schools and languages need.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(key: string, build: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  kept(`date ${language} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(language), options));

const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  kept(`number ${language} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(language), options));

/** Byte counts as people read them (1 KB = 1024 bytes), with the language decimal mark. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = numberFormat(language, { maximumFractionDigits: digits }).format(value);
  return `${number} ${units[unit]}`;
}

export function formatDate(iso: string, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

export function formatTime(iso: string, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  return dateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** How many decimals the currency's minor unit has (2 for EUR, 0 for JPY): cents over 10 to this. */
export const currencyDecimals = (currency: string): number =>
  numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** An amount kept as integer cents (minor units), in the currency's own number of decimals. */
export function formatMoney(cents: number, language: string, currency = DEFAULT_CURRENCY): string {
  return numberFormat(language, { style: 'currency', currency }).format(cents / 10 ** currencyDecimals(currency));
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** A country's name from its ISO 3166-1 code, in the reader's language ("PT" → "Portugal"). */
export function formatCountry(code: string, language: string): string {
  const names = kept(`region ${language}`, () => new Intl.DisplayNames([intlLocale(language)], { type: 'region' }));
  return names.of(code) ?? code;
}

export interface Formatters {
  readonly language: string;
  readonly timeZone: string;
  readonly currency: string;
  readonly date: (iso: string) => string;
  readonly dateTime: (iso: string) => string;
  readonly time: (iso: string) => string;
  readonly money: (cents: number) => string;
  readonly number: (value: number) => string;
  readonly bytes: (value: number) => string;
  readonly country: (code: string) => string;
}

/** The formatters bound to the reader's language and the current school's time zone and currency. */
export function formattersOf(language: string, timeZone: string, currency: string): Formatters {
  return {
    language,
    timeZone,
    currency,
    date: (iso) => formatDate(iso, language, timeZone),
    dateTime: (iso) => formatDateTime(iso, language, timeZone),
    time: (iso) => formatTime(iso, language, timeZone),
    money: (cents) => formatMoney(cents, language, currency),
    number: (value) => formatNumber(value, language),
    bytes: (value) => formatBytes(value, language),
    country: (code) => formatCountry(code, language),
  };
}

/** Formatters for the signed-in reader: the school's time zone and currency come from `/api/v1/me`. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const school = useQuery(meQuery).data?.school;
  return formattersOf(i18n.language, school?.timeZone ?? DEFAULT_TIME_ZONE, school?.currency ?? DEFAULT_CURRENCY);
}
