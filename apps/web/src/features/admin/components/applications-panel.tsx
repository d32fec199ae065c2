import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_SORTS, adminListQuerySchema } from '@lineup/contract/admin';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import { ListToolbar } from '#web/components/ui/data-table/list-toolbar.tsx';
import { PageControls } from '#web/components/ui/data-table/page-controls.tsx';
import { useListParams } from '#web/lib/list/use-list-params.ts';
import { applicationsQuery } from '#web/features/admin/api/get-applications.ts';
import { useApplicationColumns } from '#web/features/admin/components/application-columns.tsx';
import { ApplicationFilters } from '#web/features/admin/components/application-filters.tsx';
import { StatusMenu } from '#web/features/admin/components/status-menu.tsx';

/** Every school: search, status filter, sorting and items per page; status changes; a click opens one. */
export function ApplicationsPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { query, update, setPage, setPageSize, setSearch } = useListParams(adminListQuerySchema);
  const list = useQuery(applicationsQuery(query));
  const columns = useApplicationColumns(onOpen);
  const filtered = query.q !== '' || query.status !== undefined;
  return (
    <Stack gap="md">
      <ListToolbar
        q={query.q}
        onSearch={setSearch}
        searchPlaceholder={t('admin.list.searchPlaceholder')}
        filters={<ApplicationFilters query={query} onChange={update} />}
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
        empty={filtered ? t('admin.list.noMatch') : t('admin.list.empty')}
        emptyAction={
          filtered ? (
            <Button variant="default" onClick={() => update({ q: '', status: undefined })}>
              {t('list.clearFilters')}
            </Button>
          ) : undefined
        }
        loading={list.isPending}
        error={list.error}
        errorTitle={t('admin.list.loadFailed')}
        onRetry={() => void list.refetch()}
        cardsBelow={760}
        testId="applications"
      />
      <PageControls
        page={query.page}
        pageSize={query.pageSize}
        total={list.data?.total ?? 0}
        onPage={setPage}
        onPageSize={setPageSize}
        loading={list.isPending}
        hidden={list.isError}
      />
    </Stack>
  );
}
