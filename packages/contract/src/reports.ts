import { z } from 'zod';
import { text } from './text.ts';

/**
 * The reports of /dashboard (DOMAIN.md, Reports): each a table of rows, one figure per measure,
 * for a year (all years when absent) and a month (every month when absent), in the school's time
 * zone. Every row can be traced to the records behind it, whose additive figures sum to the row's.
 */
export const REPORTS = [
  'daily-usage',
  'package-utilisation',
  'staff-performance',
  'staff-payments',
  'outstanding-payments',
  'revenue-trends',
  'package-distribution',
  'monthly-performance',
  'countries',
  'services-distribution',
] as const;
export type ReportName = (typeof REPORTS)[number];

/**
 * The comparisons `view_advanced_reports` unlocks: the period against the one before it, per place
 * and per lesson or event type.
 */
export const ADVANCED_REPORTS = ['place-comparison', 'type-comparison'] as const;
export type AdvancedReportName = (typeof ADVANCED_REPORTS)[number];

export const ALL_REPORTS = [...REPORTS, ...ADVANCED_REPORTS] as const;
export type AnyReportName = (typeof ALL_REPORTS)[number];

export const isAdvancedReport = (name: AnyReportName): name is AdvancedReportName =>
  (ADVANCED_REPORTS as readonly string[]).includes(name);

/** The chart-type filter of the dashboard: which reports each choice shows. */
export const REPORT_GROUPS = ['revenue', 'performance', 'distribution'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_GROUP: Readonly<Record<AnyReportName, ReportGroup>> = {
  'daily-usage': 'performance',
  'package-utilisation': 'performance',
  'staff-performance': 'performance',
  'staff-payments': 'revenue',
  'outstanding-payments': 'revenue',
  'revenue-trends': 'revenue',
  'package-distribution': 'distribution',
  'monthly-performance': 'performance',
  countries: 'distribution',
  'services-distribution': 'distribution',
  'place-comparison': 'performance',
  'type-comparison': 'performance',
};

/** The first year the year filter offers (spec section 3): None, then this year down to it. */
export const REPORTS_FIRST_YEAR = 2015;

/** What a row stands for: a day, a month (YYYY-MM), a month of the year (1–12), a record or a country. */
export const REPORT_KEY_KINDS = ['day', 'month', 'monthOfYear', 'record', 'country'] as const;
export type ReportKeyKind = (typeof REPORT_KEY_KINDS)[number];

/** How a measure reads: a count, cents, a share (0–1, not summed) or days (not summed). */
export const MEASURE_KINDS = ['count', 'cents', 'share', 'days'] as const;
export type MeasureKind = (typeof MEASURE_KINDS)[number];

export const reportQuerySchema = z.object({
  year: z.coerce.number().int().min(REPORTS_FIRST_YEAR).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportParamsSchema = z.object({ report: z.enum(REPORTS) });
export const advancedReportParamsSchema = z.object({ report: z.enum(ADVANCED_REPORTS) });

export const reportMeasureSchema = z.object({ key: z.string(), kind: z.enum(MEASURE_KINDS) });
export type ReportMeasure = z.infer<typeof reportMeasureSchema>;

export const reportRowSchema = z.object({
  key: z.string(),
  /** A record's name; empty where the key says it (a day, a month, a country code). */
  label: z.string(),
  values: z.record(z.string(), z.number()),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z.object({
  report: z.enum(ALL_REPORTS),
  keyKind: z.enum(REPORT_KEY_KINDS),
  measures: z.array(reportMeasureSchema),
  rows: z.array(reportRowSchema),
  /** The sum of the rows, for the measures that add up. */
  totals: z.record(z.string(), z.number()),
});
export type Report = z.infer<typeof reportSchema>;

/** The records behind a figure. */
export const TRACE_KINDS = ['event', 'sale', 'payment', 'staffPayment', 'charge', 'customer'] as const;
export type TraceKind = (typeof TRACE_KINDS)[number];

export const reportTraceQuerySchema = reportQuerySchema.extend({ key: text().min(1).max(100) });
export type ReportTraceQuery = z.infer<typeof reportTraceQuerySchema>;

export const reportTraceSchema = z.object({
  report: z.enum(ALL_REPORTS),
  key: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(TRACE_KINDS),
      id: z.string(),
      /** The record's day (an event's, a sale's, a payment's), when it has one. */
      day: z.string().nullable(),
      label: z.string(),
      /** The customer a sale, payment or charge is theirs, whose page shows it; null for other records. */
      customerId: z.string().nullable(),
      /** The row's additive measures this record adds to. */
      values: z.record(z.string(), z.number()),
    }),
  ),
});
export type ReportTrace = z.infer<typeof reportTraceSchema>;
