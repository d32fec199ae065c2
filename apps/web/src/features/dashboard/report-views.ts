import type { MeasureKind, AnyReportName } from '@lineup/contract/reports';

/** How a report is drawn: bars by key (up or across), or a donut of shares. */
export type ChartKind = 'columns' | 'bars' | 'donut';

export interface ReportView {
  readonly chart: ChartKind;
  /** The measures the chart draws (the table shows them all). */
  readonly drawn: readonly string[];
  /** The most rows the chart draws, largest first; the table lists every one. */
  readonly top?: number;
  /** The spec's own message when this report fails to load; otherwise the general one. */
  readonly failure?: 'staffPerformanceFailed';
}

/** Each report's chart (DOMAIN.md, Reports): where people look; the table beside it is where they read. */
export const REPORT_VIEWS: Readonly<Record<AnyReportName, ReportView>> = {
  'daily-usage': { chart: 'columns', drawn: ['events', 'customers'] },
  'package-utilisation': { chart: 'bars', drawn: ['creditsGranted', 'creditsUsed'], top: 10 },
  'staff-performance': { chart: 'bars', drawn: ['lessons', 'attended'], top: 10, failure: 'staffPerformanceFailed' },
  'staff-payments': { chart: 'bars', drawn: ['earnedCents', 'paidCents'], top: 10 },
  'outstanding-payments': { chart: 'bars', drawn: ['amountCents'], top: 8 },
  'revenue-trends': { chart: 'columns', drawn: ['thisYearCents', 'lastYearCents'] },
  'package-distribution': { chart: 'donut', drawn: ['totalCents'], top: 8 },
  'monthly-performance': { chart: 'columns', drawn: ['events', 'customers'] },
  countries: { chart: 'bars', drawn: ['customers'], top: 10 },
  'services-distribution': { chart: 'donut', drawn: ['totalCents'], top: 8 },
  'place-comparison': { chart: 'bars', drawn: ['customers', 'customersBefore'], top: 10 },
  'type-comparison': { chart: 'bars', drawn: ['customers', 'customersBefore'], top: 10 },
};

/** The colours of a chart's measures, in order; readable on white, told apart without colour by the legend. */
export const SERIES_COLORS = ['ocean.6', 'sand.6', 'teal.6', 'grape.6'] as const;

/** The donut's slices. */
export const SLICE_COLORS = [
  'ocean.6',
  'sand.6',
  'teal.6',
  'grape.6',
  'indigo.5',
  'orange.6',
  'cyan.7',
  'pink.6',
] as const;

/** Money is kept in cents; charts and files show it in the currency's units. */
export const isMoney = (kind: MeasureKind | undefined) => kind === 'cents';
