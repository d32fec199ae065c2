import { queryOptions } from '@tanstack/react-query';
import {
  isAdvancedReport,
  reportSchema,
  reportTraceSchema,
  type AnyReportName,
  type ReportQuery,
} from '@lineup/contract/reports';
import { get } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

/** The dashboard's reports (DOMAIN.md, Reports), each read for the period chosen. */
const reportKeys = schoolKeys('reports');

/** The comparisons `view_advanced_reports` unlocks have routes of their own, behind that permission. */
const reportPath = (name: AnyReportName) =>
  `/api/v1/${isAdvancedReport(name) ? 'advanced-reports' : 'reports'}/${encodeURIComponent(name)}`;

const periodQuery = (period: ReportQuery) => ({
  ...(period.year === undefined ? {} : { year: period.year }),
  ...(period.month === undefined ? {} : { month: period.month }),
});

export function reportQuery(schoolId: string, name: AnyReportName, period: ReportQuery) {
  return queryOptions({
    queryKey: reportKeys.list(schoolId, { name, ...periodQuery(period) }),
    queryFn: ({ signal }) => get(reportPath(name), { query: periodQuery(period), schema: reportSchema, signal }),
  });
}

/** The records behind one row of a report: their figures sum to the row's. */
export function reportTraceQuery(schoolId: string, name: AnyReportName, period: ReportQuery, key: string) {
  return queryOptions({
    queryKey: reportKeys.detail(schoolId, JSON.stringify({ name, key, ...periodQuery(period) })),
    queryFn: ({ signal }) =>
      get(`${reportPath(name)}/rows`, { query: { ...periodQuery(period), key }, schema: reportTraceSchema, signal }),
  });
}
