import { ActionIcon, DataList, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableProps, SortState } from '#web/components/ui/data-table/types.ts';

function SortBar<T>({ columns, sort }: { columns: DataTableProps<T>['columns']; sort: SortState }) {
  const { t } = useTranslation();
  const options = columns.flatMap((column) => (column.sortKey ? [{ value: column.sortKey, label: column.label }] : []));
  if (options.length === 0) return null;
  const descending = sort.order === 'desc';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('list.table.sortBy')}
        data={options}
        value={sort.by}
        allowDeselect={false}
        onChange={(value) => value && sort.onChange(value, sort.order)}
        style={{ flex: 1 }}
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label={descending ? t('list.table.descending') : t('list.table.ascending')}
        aria-pressed={descending}
        onClick={() => sort.onChange(sort.by, descending ? 'asc' : 'desc')}
      >
        {descending ? <IconSortDescending size={18} aria-hidden /> : <IconSortAscending size={18} aria-hidden />}
      </ActionIcon>
    </Group>
  );
}

/** The phone form of a table: one card per row, label beside value, the row's buttons at the foot. */
export function DataCards<T>({ label, columns, rows, rowKey, actions, sort }: DataTableProps<T>) {
  const primary = columns.find((column) => column.primary);
  const others = columns.filter((column) => column !== primary);
  return (
    <Stack gap="sm">
      {sort ? <SortBar columns={columns} sort={sort} /> : null}
      <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md">
            <Stack gap="xs">
              {primary ? (
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {primary.render(row)}
                </Text>
              ) : null}
              <DataList size="sm" gap={6} labelWidth="40%">
                {others.map((column) => (
                  <DataList.Item key={column.key}>
                    <DataList.ItemLabel c="dimmed">{column.label}</DataList.ItemLabel>
                    <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{column.render(row)}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList>
              {actions ? (
                <Group gap="xs" justify="flex-end" wrap="wrap">
                  {actions(row)}
                </Group>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
