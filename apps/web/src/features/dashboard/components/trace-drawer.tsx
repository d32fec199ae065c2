import { Anchor, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Report, ReportQuery, ReportTrace } from '@lineup/contract/reports';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { SimpleTable } from '#web/components/ui/simple-table.tsx';
import { useDayFormat } from '#web/lib/day-words.ts';
import { reportTraceQuery } from '#web/features/dashboard/api/reports-api.ts';
import type { ReportFormat } from '#web/features/dashboard/use-report-format.ts';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

type Item = ReportTrace['items'][number];

/** The screen a record opens on, where it has one. */
function pathOf(item: Item): string | null {
  if (item.kind === 'event') return `/lesson/${item.id}`;
  if (item.kind === 'customer') return `/student/${item.id}`;
  // A sale, a payment or a charge shows on its customer's page.
  return item.customerId ? `/student/${item.customerId}` : null;
}

/**
 * The records behind one row of a report (its events, sales, payments, charges or customers), each
 * with its share of the row's figures, and their sum, which is the row's.
 */
export function TraceDrawer({
  schoolId,
  report,
  period,
  rowKey,
  format,
  onClose,
}: {
  readonly schoolId: string;
  readonly report: Report;
  readonly period: ReportQuery;
  readonly rowKey: string;
  readonly format: ReportFormat;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const phone = useWindowMatches('(max-width: 35.99em)');
  const query = useQuery(reportTraceQuery(schoolId, report.report, period, rowKey));
  const row = report.rows.find((candidate) => candidate.key === rowKey);
  const additive = report.measures.filter((measure) => measure.kind === 'count' || measure.kind === 'cents');
  const items = query.data?.items ?? [];
  const sums = additive.map((measure) => items.reduce((sum, item) => sum + (item.values[measure.key] ?? 0), 0));
  const title = row ? format.keyText(report.keyKind, row) : rowKey;
  // Customers have no day of their own: their list goes without the column.
  const dated = items.some((item) => item.day !== null);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={t('dashboard.trace.title', { report: t(`dashboard.reports.${report.report}.title`), row: title })}
      closeButtonProps={{ 'aria-label': t('dashboard.trace.close') }}
      data-testid="trace-drawer"
    >
      {query.isError ? (
        <ListError error={query.error} title={t('dashboard.trace.failed')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton height={200} radius="md" />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="trace-count">
            {t('dashboard.trace.count', { count: items.length })}
          </Text>
          <SimpleTable
            testId="trace-items"
            label={title}
            empty={t('dashboard.trace.empty')}
            head={[
              t('dashboard.trace.record'),
              ...(dated ? [t('dashboard.trace.day')] : []),
              ...additive.map((measure) => format.measure(report.report, measure.key)),
            ]}
            right={additive.map((_, index) => index + (dated ? 2 : 1))}
            rows={
              items.length === 0
                ? []
                : [
                    ...items.map((item) => {
                      const path = pathOf(item);
                      const label = item.label || t(`dashboard.trace.kinds.${item.kind}`);
                      return [
                        path ? (
                          <Anchor key="label" component={Link} to={path} fz="sm" fw={600}>
                            {label}
                          </Anchor>
                        ) : (
                          label
                        ),
                        ...(dated ? [item.day ? day(item.day) : ''] : []),
                        ...additive.map((measure) => format.value(measure.kind, item.values[measure.key] ?? 0)),
                      ];
                    }),
                    [
                      <Text key="total" span fw={700} size="sm">
                        {t('dashboard.trace.total')}
                      </Text>,
                      ...(dated ? [''] : []),
                      ...additive.map((measure, index) => (
                        <Text key={measure.key} span fw={700} size="sm" data-testid={`trace-total-${measure.key}`}>
                          {format.value(measure.kind, sums[index] ?? 0)}
                        </Text>
                      )),
                    ],
                  ]
            }
          />
        </Stack>
      )}
    </Drawer>
  );
}
