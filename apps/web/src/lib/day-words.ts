import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@lineup/contract/staff';
import { intlLocale } from '#web/lib/format.ts';

/** 2024-01-01 was a Monday: ISO weekday n falls on 2024-01-0n. */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

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
