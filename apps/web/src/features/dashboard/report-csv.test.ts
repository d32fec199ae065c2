import { describe, expect, it } from 'vitest';
import type { Report } from '@lineup/contract/reports';
import { reportCsv, reportFileName } from '#web/features/dashboard/report-csv.ts';
import type { ReportFormat } from '#web/features/dashboard/use-report-format.ts';

const format: ReportFormat = {
  keyText: (_, row) => row.label || row.key,
  value: (_, value) => String(value),
  measure: (_, key) => ({ sold: 'Sold', totalCents: 'Total sold' })[key] ?? key,
  keyColumn: () => 'Package',
  kindOf: () => undefined,
};

const report: Report = {
  report: 'package-distribution',
  keyKind: 'record',
  measures: [
    { key: 'sold', kind: 'count' },
    { key: 'totalCents', kind: 'cents' },
  ],
  rows: [
    { key: 'p1', label: '=5-lesson pack, "kids"', values: { sold: 3, totalCents: 45050 } },
    { key: 'p2', label: 'Photos', values: { sold: 1, totalCents: 2000 } },
  ],
  totals: { sold: 4, totalCents: 47050 },
};

describe('a report as CSV', () => {
  it('writes the reader’s column names, money in units, and guards text a spreadsheet would run', () => {
    expect(reportCsv(report, format)).toBe(
      '\uFEFFPackage,Sold,Total sold\r\n"\'=5-lesson pack, ""kids""",3,450.5\r\nPhotos,1,20\r\n',
    );
  });

  it('names the file after the report and its period', () => {
    expect(reportFileName(report, {})).toBe('package-distribution.csv');
    expect(reportFileName(report, { year: 2025, month: 3 })).toBe('package-distribution-2025-03.csv');
    expect(reportFileName(report, { year: 2025 })).toBe('package-distribution-2025.csv');
  });
});
