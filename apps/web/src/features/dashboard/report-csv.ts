import { CSV_BOM, csvLine } from '@lineup/contract/csv';
import type { Report } from '@lineup/contract/reports';
import type { ReportFormat } from '#web/features/dashboard/use-report-format.ts';

/**
 * A report's table as CSV, as spreadsheets read it: the reader's column names, a row's key in
 * words, and figures as numbers (money in the currency's units, shares as fractions), so they add up
 * in the sheet as on the screen.
 */
export function reportCsv(report: Report, format: ReportFormat, currencyDecimals = 2): string {
  const head = [format.keyColumn(report.report), ...report.measures.map((m) => format.measure(report.report, m.key))];
  const lines = report.rows.map((row) =>
    csvLine([
      format.keyText(report.keyKind, row),
      ...report.measures.map((measure) => {
        const value = row.values[measure.key] ?? 0;
        return measure.kind === 'cents' ? value / 10 ** currencyDecimals : value;
      }),
    ]),
  );
  return CSV_BOM + csvLine(head) + lines.join('');
}

/** The file's name: the report and its period ("daily-usage-2026-07.csv"). */
export function reportFileName(report: Report, period: { year?: number; month?: number }): string {
  const when = [period.year, period.month === undefined ? undefined : String(period.month).padStart(2, '0')]
    .filter((part) => part !== undefined)
    .join('-');
  return `${report.report}${when ? `-${when}` : ''}.csv`;
}
