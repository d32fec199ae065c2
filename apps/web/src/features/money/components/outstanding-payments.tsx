import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailForward } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@lineup/contract/constants';
import { PRIORITIES, type Outstanding, type Priority } from '@lineup/contract/money';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import { PageControls } from '#web/components/ui/data-table/page-controls.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { useAccess } from '#web/lib/me/use-access.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { outstandingQuery, sendReminder } from '#web/features/money/api/money-api.ts';

/** The spec's four orders of outstanding payments. */
const ORDERS = {
  amountDesc: { sort: 'amount', order: 'desc' },
  amountAsc: { sort: 'amount', order: 'asc' },
  overdueDesc: { sort: 'overdue', order: 'desc' },
  dateDesc: { sort: 'date', order: 'desc' },
} as const;
type OrderName = keyof typeof ORDERS;

const PRIORITY_COLORS: Readonly<Record<Priority, string>> = { high: 'red', medium: 'orange', low: 'gray' };

export function PriorityBadge({ priority }: { readonly priority: Priority }) {
  const { t } = useTranslation();
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light" style={{ flex: 'none', minWidth: 'max-content' }}>
      {t(`money.outstanding.priorities.${priority}`)}
    </Badge>
  );
}

/**
 * Outstanding payments: every charge not yet paid in full (that fell due in the period, when one is given), with its customer, days overdue and
 * priority; in the spec's four orders, by priority, a page at a time; a reminder e-mail from the row.
 */
export function OutstandingPayments({
  schoolId,
  period = {},
}: {
  readonly schoolId: string;
  /** Only what fell due in this year (and month): the dashboard's period. */
  readonly period?: { readonly year?: number; readonly month?: number };
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const { write } = useAccess('customer');
  const [orderName, setOrderName] = useState<OrderName>('overdueDesc');
  const [priority, setPriority] = useState<Priority | 'all'>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = useQuery({
    ...outstandingQuery(schoolId, {
      ...ORDERS[orderName],
      ...(priority === 'all' ? {} : { priority }),
      ...(period.year === undefined ? {} : { dueYear: period.year }),
      ...(period.month === undefined ? {} : { dueMonth: period.month }),
      page,
      pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const remind = useMutation({ mutationFn: (row: Outstanding) => sendReminder(row.chargeId) });
  const columns: Column<Outstanding>[] = [
    {
      key: 'customer',
      label: t('money.outstanding.customer'),
      primary: true,
      render: (row) => (
        <Anchor component={Link} to={`/student/${row.customerId}`} fw={600}>
          {row.customerName}
        </Anchor>
      ),
    },
    { key: 'item', label: t('money.outstanding.item'), render: (row) => row.description },
    {
      key: 'amount',
      label: t('money.outstanding.amount'),
      numeric: true,
      render: (row) => format.money(row.amountCents),
    },
    {
      key: 'overdue',
      label: t('money.outstanding.daysOverdue'),
      numeric: true,
      render: (row) =>
        row.daysOverdue > 0 ? (
          format.number(row.daysOverdue)
        ) : (
          <Text span size="sm" c="dimmed">
            {t('money.outstanding.dueOn', { date: day(row.dueOn) })}
          </Text>
        ),
    },
    {
      key: 'priority',
      label: t('money.outstanding.priority'),
      render: (row) => <PriorityBadge priority={row.priority} />,
    },
  ];
  const data = query.data;
  return (
    <SectionCard
      id="outstanding-title"
      title={t('money.outstanding.title')}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      description={
        data ? t('money.outstanding.total', { amount: format.money(data.totalCents), count: data.total }) : undefined
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('money.outstanding.sortBy')}
          allowDeselect={false}
          w={{ base: '100%', sm: 320 }}
          data={(Object.keys(ORDERS) as OrderName[]).map((name) => ({
            value: name,
            label: t(`money.outstanding.orders.${name}`),
          }))}
          value={orderName}
          onChange={(name) => {
            setOrderName((name ?? 'overdueDesc') as OrderName);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label={t('money.outstanding.priority')}
          data={[
            { value: 'all', label: t('money.outstanding.allPriorities') },
            ...PRIORITIES.map((value) => ({ value, label: t(`money.outstanding.priorities.${value}`) })),
          ]}
          value={priority}
          onChange={(value) => {
            setPriority(value as Priority | 'all');
            setPage(1);
          }}
        />
      </Group>
      <DataTable
        label={t('money.outstanding.title')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(row) => row.chargeId}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        errorTitle={t('money.outstanding.loadFailed')}
        empty={t('money.outstanding.empty')}
        testId="outstanding"
        actions={
          write
            ? (row) => (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconMailForward size={14} aria-hidden />}
                  disabled={!row.customerEmail}
                  title={row.customerEmail ? undefined : t('money.outstanding.noEmail')}
                  loading={remind.isPending && remind.variables?.chargeId === row.chargeId}
                  aria-label={t('money.outstanding.remindLabel', { name: row.customerName })}
                  onClick={() =>
                    remind.mutate(row, {
                      onSuccess: () => showSuccess(t('money.outstanding.reminded', { name: row.customerName })),
                      onError: (error) => showError(errorText(error, t)),
                    })
                  }
                >
                  {t('money.outstanding.remind')}
                </Button>
              )
            : undefined
        }
      />
      <PageControls
        page={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        hidden={(data?.total ?? 0) <= 10}
        loading={query.isFetching}
      />
    </SectionCard>
  );
}
