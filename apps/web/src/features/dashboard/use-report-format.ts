import { useTranslation } from 'react-i18next';
import type { MeasureKind, Report, ReportKeyKind, AnyReportName } from '@lineup/contract/reports';
import { useDayFormat } from '#web/lib/day-words.ts';
import { intlLocale, useFormat } from '#web/lib/format.ts';

export interface ReportFormat {
  /** What a row stands for, in words: a day, a month, a record's name, a country. */
  readonly keyText: (keyKind: ReportKeyKind, row: { readonly key: string; readonly label: string }) => string;
  /** A figure as its kind reads: a count, money, a share, days. */
  readonly value: (kind: MeasureKind | undefined, value: number) => string;
  /** A measure's name ("Customers"). */
  readonly measure: (report: AnyReportName, key: string) => string;
  /** The name of the report's key column ("Day", "Package"). */
  readonly keyColumn: (report: AnyReportName) => string;
  readonly kindOf: (report: Report, key: string) => MeasureKind | undefined;
}

/** How the dashboard writes a report's keys and figures in the reader's language and the school's currency. */
export function useReportFormat(): ReportFormat {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const locale = intlLocale(format.language);
  const monthOfYear = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const monthAndYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    keyText: (keyKind, row) => {
      switch (keyKind) {
        case 'day':
          return day(row.key);
        case 'month':
          return monthAndYear.format(new Date(`${row.key}-01T00:00:00Z`));
        case 'monthOfYear':
          return monthOfYear.format(new Date(Date.UTC(2026, Number(row.key) - 1, 1)));
        case 'country':
          return row.key === 'none' ? t('dashboard.noCountry') : format.country(row.key);
        case 'record':
          return row.label;
      }
    },
    value: (kind, value) => {
      switch (kind) {
        case 'cents':
          return format.money(value);
        case 'share':
          return percent.format(value);
        case 'days':
          return t('dashboard.days', { count: value, days: format.number(value) });
        default:
          return format.number(value);
      }
    },
    // A measure the server adds before its words do reads as its key, not as nothing.
    measure: (report, key) => t(`dashboard.reports.${report}.measures.${key}`, { defaultValue: key }),
    keyColumn: (report) => t(`dashboard.reports.${report}.key`),
    kindOf: (report, key) => report.measures.find((measure) => measure.key === key)?.kind,
  };
}
