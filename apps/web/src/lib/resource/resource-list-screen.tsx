import type { ComponentType, ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Entity } from '@lineup/contract/access';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import { ExportButton } from '#web/components/ui/data-table/export-button.tsx';
import { ListToolbar } from '#web/components/ui/data-table/list-toolbar.tsx';
import { PageControls } from '#web/components/ui/data-table/page-controls.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useRememberedSearch, type RememberedList } from '#web/lib/list/remembered-search.ts';
import { useListParams } from '#web/lib/list/use-list-params.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import type { ListQuerySchema, ResourceApi, SchoolRecord } from '#web/lib/resource/resource-api.ts';
import { ResourceDeleteDialog } from '#web/lib/resource/resource-delete-dialog.tsx';
import { RowStatusAction } from '#web/lib/resource/row-status-action.tsx';
import type { ResourceTexts } from '#web/lib/resource/resource-texts.ts';
import type { ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { useListView } from '#web/lib/resource/use-list-view.tsx';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';
import { Hint } from '#web/components/ui/hint.tsx';

/** A list's own filters (type, country, status…), changing the query in the address. */
export interface FiltersProps<Query> {
  readonly query: Query;
  readonly onChange: (change: Partial<Query>) => void;
}

interface ResourceListScreenProps<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema> {
  /** Whose access decides whether the add, edit and delete buttons show (`ENTITY_ACCESS`). */
  readonly entity: Entity;
  readonly api: ResourceApi<Item, Input, ListSchema>;
  /** The contract's sort keys (`PLACE_SORTS`). */
  readonly sorts: readonly z.output<ListSchema>['sort'][];
  /** The query's filters the `filters` set: they count as filtering, and "Clear" clears them. */
  readonly filterKeys: readonly (keyof z.output<ListSchema>)[];
  readonly filters?: ComponentType<FiltersProps<z.output<ListSchema>>>;
  readonly columns: readonly Column<Item>[];
  /** The create and edit dialog (`useResourceForm` and the record's fields). */
  readonly form: ComponentType<ResourceFormProps<Item>>;
  readonly texts: ResourceTexts;
  /** Names the table (`places`) and the page (`places-page`) for tests. */
  readonly testId: string;
  /**
   * Archive (or deactivate) and activate on each row, beside edit and delete, for records whose
   * status changes in everyday work (packages and services go on and off sale).
   */
  readonly statusActions?: boolean;
  /** Rows become cards when the list's box is narrower than this (a table of many columns on a tablet). */
  readonly cardsBelow?: number;
  /** More buttons for those who may write, beside Add (Import). */
  readonly writeActions?: ReactNode;
  /** The session remembers the list's search text under this name (spec section 4). */
  readonly rememberSearchAs?: RememberedList;
}

interface RowActionProps {
  readonly tooltip: string;
  readonly label: string;
  readonly icon: ReactNode;
  readonly color?: string;
  readonly onClick: () => void;
}

function RowAction({ tooltip, label, icon, color, onClick }: RowActionProps) {
  return (
    <Hint label={tooltip} withArrow>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Hint>
  );
}

/**
 * A school's list screen (places, rooms, suppliers…): the title with the add button, search,
 * filters and CSV export, the sortable table with edit and delete on each row, the page controls,
 * and the form and delete dialogs. Every member who may read the records sees the list; the
 * buttons that change them show only to those the access table lets write (the server refuses
 * the others anyway).
 */
export function ResourceListScreen<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema>({
  entity,
  api,
  sorts,
  filterKeys,
  filters: Filters,
  columns,
  form: Form,
  texts,
  testId,
  statusActions = false,
  cardsBelow,
  writeActions,
  rememberSearchAs,
}: ResourceListScreenProps<Item, Input, ListSchema>) {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const access = useAccess(entity);
  const params = useListParams(api.schemas.list);
  const { query, update, setSearch } = params;
  useRememberedSearch(rememberSearchAs, query.q, setSearch);
  const list = useQuery({ ...api.listQuery(schoolId ?? '', query), enabled: schoolId !== null });
  // `null` target: a new record.
  const editing = useConfirmTarget<Item | null>();
  const deleting = useConfirmTarget<Item>();
  const addButton = access.write ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => editing.open(null)}>
      {t(texts.add)}
    </Button>
  ) : null;
  const view = useListView(list, params, {
    sorts,
    filters: filterKeys,
    empty: t(texts.empty),
    emptyAction: addButton,
    errorTitle: t(texts.loadFailed),
  });
  return (
    <Stack gap="lg" maw={1280} data-testid={`${testId}-page`}>
      <PageHeader
        title={t(texts.title)}
        description={t(texts.intro)}
        action={
          writeActions && addButton ? (
            <Group gap="sm">
              {writeActions}
              {addButton}
            </Group>
          ) : (
            addButton
          )
        }
      />
      <ListToolbar
        q={query.q}
        onSearch={setSearch}
        searchPlaceholder={t(texts.searchPlaceholder)}
        filters={Filters ? <Filters query={query} onChange={update} /> : null}
        actions={<ExportButton path={api.exportPath} query={query} fileName={t(texts.fileName)} />}
      />
      <DataTable
        {...view.table}
        label={t(texts.title)}
        columns={columns}
        rowKey={(record) => record.id}
        cardsBelow={cardsBelow}
        actions={
          access.write
            ? (record) => (
                <>
                  <RowAction
                    tooltip={t('form.edit')}
                    label={t(texts.editOf, { name: api.nameOf(record) })}
                    icon={<IconPencil size={18} aria-hidden />}
                    onClick={() => editing.open(record)}
                  />
                  {statusActions && schoolId ? (
                    <RowStatusAction api={api} texts={texts} record={record} schoolId={schoolId} />
                  ) : null}
                  <RowAction
                    tooltip={t('form.delete')}
                    label={t(texts.deleteOf, { name: api.nameOf(record) })}
                    icon={<IconTrash size={18} aria-hidden />}
                    color="red"
                    onClick={() => deleting.open(record)}
                  />
                </>
              )
            : undefined
        }
        testId={testId}
      />
      <PageControls {...view.pages} />
      {schoolId && access.write ? (
        <>
          <Form opened={editing.opened} record={editing.target} schoolId={schoolId} onClose={editing.close} />
          <ResourceDeleteDialog
            api={api}
            texts={texts}
            opened={deleting.opened}
            record={deleting.target}
            schoolId={schoolId}
            onClose={deleting.close}
          />
        </>
      ) : null}
    </Stack>
  );
}
