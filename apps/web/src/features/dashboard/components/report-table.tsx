import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Report } from '@lineup/contract/reports';
import { SimpleTable } from '#web/components/ui/simple-table.tsx';
import type { ReportFormat } from '#web/features/dashboard/use-report-format.ts';

/** Every row of a report with all its figures; a row's name opens the records behind it. */
export function ReportTable({
  report,
  format,
  onOpen,
}: {
  readonly report: Report;
  readonly format: ReportFormat;
  readonly onOpen: (key: string) => void;
}) {
  const { t } = useTranslation();
  const name = report.report;
  return (
    <SimpleTable
      testId={`table-${name}`}
      label={t(`dashboard.reports.${name}.title`)}
      empty={t('dashboard.empty')}
      head={[format.keyColumn(name), ...report.measures.map((measure) => format.measure(name, measure.key))]}
      right={report.measures.map((_, index) => index + 1)}
      rows={report.rows.map((row) => {
        const text = format.keyText(report.keyKind, row);
        return [
          <Anchor
            key="key"
            component="button"
            type="button"
            fz="sm"
            fw={600}
            ta="left"
            aria-label={t('dashboard.openRecords', { name: text })}
            onClick={() => onOpen(row.key)}
          >
            {text}
          </Anchor>,
          ...report.measures.map((measure) => format.value(measure.kind, row.values[measure.key] ?? 0)),
        ];
      })}
    />
  );
}
