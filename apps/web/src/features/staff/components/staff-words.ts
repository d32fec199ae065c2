import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPOKEN_LANGUAGES, WEEKDAYS } from '@lineup/contract/staff';
import { intlLocale } from '#web/lib/format.ts';

/** 2024-01-01 was a Monday: ISO weekday n falls on 2024-01-0n. */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

/** A language's name from its ISO 639-1 code, in the reader's language ("de" → "alemão" in Portuguese). */
export function useLanguageNames(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.language)], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
}

/** The languages staff can speak, named and sorted in the reader's language. */
export function useLanguageOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const nameOf = useLanguageNames();
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocale(i18n.language));
    return SPOKEN_LANGUAGES.map((value) => ({ value, label: nameOf(value) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [i18n.language, nameOf]);
}

/** The days of the week from Monday, named in the reader's language, long ("segunda-feira") or short. */
export function useWeekdayNames(style: 'long' | 'short' = 'long'): Record<number, string> {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { weekday: style, timeZone: 'UTC' });
    return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, format.format(weekdayDate(weekday))]));
  }, [i18n.language, style]);
}

/** A calendar day (YYYY-MM-DD) in the reader's notation; a day has no time zone. */
export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [i18n.language]);
}
