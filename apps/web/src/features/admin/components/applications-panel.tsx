import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_SORTS, adminListQuerySchema } from '@lineup/contract/admin';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import { ListToolbar } from '#web/components/ui/data-table/list-toolbar.tsx';
import { PageControls } from '#web/components/ui/data-table/page-controls.tsx';
import { useListParams } from '#web/lib/list/use-list-params.ts';
import { useListView } from '#web/lib/resource/use-list-view.tsx';
import { applicationsQuery } from '#web/features/admin/api/get-applications.ts';
import { useApplicationColumns } from '#web/features/admin/components/application-columns.tsx';
import { ApplicationFilters } from '#web/features/admin/components/application-filters.tsx';
import { StatusMenu } from '#web/features/admin/components/status-menu.tsx';

/** Every school: search, status filter, sorting and items per page; status changes; a click opens one. */
export function ApplicationsPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const params = useListParams(adminListQuerySchema);
  const { query, update, setSearch } = params;
  const list = useQuery(applicationsQuery(query));
  const columns = useApplicationColumns(onOpen);
  const view = useListView(list, params, {
    sorts: ADMIN_SORTS,
    filters: ['status'],
    empty: t('admin.list.empty'),
    noMatch: t('admin.list.noMatch'),
    errorTitle: t('admin.list.loadFailed'),
  });
  return (
    <Stack gap="md">
      <ListToolbar
        q={query.q}
        onSearch={setSearch}
        searchPlaceholder={t('admin.list.searchPlaceholder')}
        filters={<ApplicationFilters query={query} onChange={update} />}
      />
      <DataTable
        {...view.table}
        label={t('admin.list.title')}
        columns={columns}
        rowKey={(school) => school.id}
        actions={(school) => <StatusMenu school={school} />}
        cardsBelow={760}
        testId="applications"
      />
      <PageControls {...view.pages} />
    </Stack>
  );
}
