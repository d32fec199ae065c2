import { useState, type ReactNode } from 'react';
import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnyReportName, ReportQuery } from '@lineup/contract/reports';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { saveFile } from '#web/lib/download.ts';
import { currencyDecimals, useFormat } from '#web/lib/format.ts';
import { reportQuery } from '#web/features/dashboard/api/reports-api.ts';
import { ReportChart } from '#web/features/dashboard/components/report-chart.tsx';
import { ReportTable } from '#web/features/dashboard/components/report-table.tsx';
import { TraceDrawer } from '#web/features/dashboard/components/trace-drawer.tsx';
import { reportCsv, reportFileName } from '#web/features/dashboard/report-csv.ts';
import { REPORT_VIEWS } from '#web/features/dashboard/report-views.ts';
import { useReportFormat } from '#web/features/dashboard/use-report-format.ts';

/**
 * One report of the dashboard: its totals, its chart or its table, a CSV of the table, and the
 * records behind any row a click away. A report that fails says so, with Retry; the others stand.
 */
export function ReportCard({
  schoolId,
  name,
  period,
  icon,
}: {
  readonly schoolId: string;
  readonly name: AnyReportName;
  readonly period: ReportQuery;
  readonly icon: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useFormat();
  const format = useReportFormat();
  const [shown, setShown] = useState<'chart' | 'table'>('chart');
  const [opened, setOpened] = useState<string | null>(null);
  const query = useQuery(reportQuery(schoolId, name, period));
  const report = query.data;
  const failure = REPORT_VIEWS[name].failure ?? 'reportFailed';
  const titleId = `report-${name}-title`;
  const totals = report
    ? report.measures.filter((measure) => measure.key in report.totals && measure.kind !== 'days')
    : [];
  return (
    <SectionCard
      id={titleId}
      title={t(`dashboard.reports.${name}.title`)}
      description={t(`dashboard.reports.${name}.about`)}
      icon={icon}
    >
      <Stack gap="md" data-testid={`report-${name}`}>
        {query.isError ? (
          <ListError
            error={query.error}
            title={t(`dashboard.${failure}`, { report: t(`dashboard.reports.${name}.title`) })}
            onRetry={() => void query.refetch()}
          />
        ) : !report ? (
          <Skeleton height={220} radius="md" />
        ) : report.rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid={`report-${name}-empty`}>
            {t('dashboard.empty')}
          </Text>
        ) : (
          <>
            <Group gap="lg" wrap="wrap" data-testid={`report-${name}-totals`}>
              {totals.map((measure) => (
                <Stack key={measure.key} gap={0}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {format.measure(name, measure.key)}
                  </Text>
                  <Text fw={750} fz="lg" c="ocean.9" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.value(measure.kind, report.totals[measure.key] ?? 0)}
                  </Text>
                </Stack>
              ))}
            </Group>
            <Group justify="space-between" gap="sm">
              <SegmentedControl
                size="xs"
                aria-label={t('dashboard.showAs')}
                data={[
                  { value: 'chart', label: t('dashboard.chart') },
                  { value: 'table', label: t('dashboard.table') },
                ]}
                value={shown}
                onChange={(value) => setShown(value as 'chart' | 'table')}
              />
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={t('dashboard.exportOf', { report: t(`dashboard.reports.${name}.title`) })}
                onClick={() =>
                  saveFile(
                    new Blob([reportCsv(report, format, currencyDecimals(money.currency))], {
                      type: 'text/csv;charset=utf-8',
                    }),
                    reportFileName(report, period),
                  )
                }
              >
                {t('list.export')}
              </Button>
            </Group>
            {shown === 'chart' ? (
              <ReportChart report={report} format={format} onOpen={setOpened} />
            ) : (
              <ReportTable report={report} format={format} onOpen={setOpened} />
            )}
          </>
        )}
      </Stack>
      {opened !== null && report ? (
        <TraceDrawer
          schoolId={schoolId}
          report={report}
          period={period}
          rowKey={opened}
          format={format}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </SectionCard>
  );
}
