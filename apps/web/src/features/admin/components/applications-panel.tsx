import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_SORTS } from '@lineup/contract/schools';
import { applicationsQuery } from '#web/features/admin/api/get-applications.ts';
import { ApplicationsToolbar } from '#web/features/admin/components/applications-toolbar.tsx';
import { StatusMenu } from '#web/features/admin/components/status-menu.tsx';
import { useListParams } from '#web/features/admin/hooks/use-list-params.ts';
import { StatusBadge } from '#web/features/schools/components/badges.tsx';
import { DataTable } from '#web/features/schools/components/data-table.tsx';
import type { Column } from '#web/features/schools/components/data-table-types.ts';
import { EmailText } from '#web/features/schools/components/email-text.tsx';
import { PageControls } from '#web/features/schools/components/page-controls.tsx';
import { formatBytes, formatDate } from '#web/features/schools/format.ts';
import type { AdminApplication } from '#web/features/schools/types.ts';

/** Every school: search, status filter, sorting and items per page; status changes; a click opens one. */
export function ApplicationsPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const [query, update] = useListParams();
  const list = useQuery(applicationsQuery(query));
  const columns: Column<AdminApplication>[] = [
    {
      key: 'name',
      label: t('admin.list.name'),
      sortKey: 'name',
      primary: true,
      render: (school) => (
        <Anchor component="button" type="button" fw={600} onClick={() => onOpen(school.id)} ta="start">
          {school.name}
        </Anchor>
      ),
    },
    {
      key: 'owner',
      label: t('admin.list.owner'),
      render: (school) => school.owner.name || <EmailText email={school.owner.email} />,
    },
    {
      key: 'status',
      label: t('admin.list.status'),
      sortKey: 'status',
      render: (school) => <StatusBadge status={school.status} />,
    },
    {
      key: 'databaseSize',
      label: t('admin.list.databaseSize'),
      sortKey: 'databaseSize',
      numeric: true,
      render: (school) => formatBytes(school.databaseSize, i18n.language),
    },
    {
      key: 'invitedUsers',
      label: t('admin.list.invitedUsers'),
      sortKey: 'invitedUsers',
      numeric: true,
      render: (school) => school.invitedUsers,
    },
    {
      key: 'createdAt',
      label: t('admin.list.createdAt'),
      sortKey: 'createdAt',
      render: (school) => formatDate(school.createdAt, i18n.language),
    },
  ];
  return (
    <Stack gap="md">
      <ApplicationsToolbar
        q={query.q}
        status={query.status}
        onSearch={(q) => update({ q })}
        onStatus={(status) => update({ status })}
      />
      <DataTable
        label={t('admin.list.title')}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(school) => school.id}
        actions={(school) => <StatusMenu school={school} />}
        sort={{
          by: query.sort,
          order: query.order,
          onChange: (by, order) => update({ sort: ADMIN_SORTS.find((key) => key === by) ?? query.sort, order }),
        }}
        empty={query.q || query.status ? t('admin.list.noMatch') : t('admin.list.empty')}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        cardsBelow={760}
        testId="applications"
      />
      <PageControls
        page={query.page}
        pageSize={query.pageSize}
        total={list.data?.total ?? 0}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
        hidden={list.isError}
      />
    </Stack>
  );
}
