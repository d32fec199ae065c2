import type { Language } from '@lineup/contract/languages';
import { translate, type MessageKey } from '#src/i18n/messages.ts';

/** What the CSV writer of a list needs to word a row in the reader's language. */
export interface CsvContext {
  readonly language: Language;
  readonly timeZone: string;
  readonly t: (key: MessageKey, params?: Record<string, string | number>) => string;
  readonly yesNo: (value: boolean) => string;
  readonly date: (value: Date) => string;
  /** A calendar day (YYYY-MM-DD) in the reader's short notation; a day has no time zone. */
  readonly day: (value: string) => string;
  readonly country: (code: string) => string;
  /** Cents as a plain decimal in the reader's notation (12,50), which spreadsheets read as a number. */
  readonly money: (cents: number) => string;
}

/** The CSV helpers in one language and time zone. */
export function csvContext(language: Language, timeZone: string): CsvContext {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const countries = new Intl.DisplayNames([language], { type: 'region' });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  const days = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' });
  const amounts = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return {
    language,
    timeZone,
    t,
    yesNo: (value) => t(value ? 'list.yes' : 'list.no'),
    date: (value) => dates.format(value),
    day: (value) => days.format(new Date(`${value}T00:00:00Z`)),
    country: (code) => countries.of(code) ?? code,
    money: (cents) => amounts.format(cents / 100),
  };
}

/** An export's file name, dated in the school's time zone: `places-YYYY-MM-DD.csv`. */
export function csvFileName(tag: string, now: Date, timeZone: string): string {
  return `${tag}-${new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)}.csv`;
}
