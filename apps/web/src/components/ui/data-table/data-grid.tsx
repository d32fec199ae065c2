import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Column, DataTableProps, SortState } from '#web/components/ui/data-table/types.ts';

function SortHeader<T>({ column, sort }: { column: Column<T>; sort: SortState }) {
  const active = sort.by === column.sortKey;
  const Icon = !active ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
  const next = active && sort.order === 'asc' ? 'desc' : 'asc';
  return (
    <UnstyledButton
      onClick={() => sort.onChange(column.sortKey ?? column.key, next)}
      fw={700}
      fz="sm"
      ta={column.numeric ? 'right' : undefined}
    >
      {/* A long label may wrap (the table must fit its box); the icon stays beside it. */}
      <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'}>
        <span>{column.label}</span>
        <Icon size={14} aria-hidden style={{ flex: 'none', opacity: active ? 1 : 0.45 }} />
      </Group>
    </UnstyledButton>
  );
}

function ariaSort<T>(column: Column<T>, sort: SortState | undefined): 'ascending' | 'descending' | undefined {
  if (!sort || !column.sortKey || sort.by !== column.sortKey) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

export function DataGrid<T>({ label, columns, rows, rowKey, actions, sort }: DataTableProps<T>) {
  const { t } = useTranslation();
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} aria-sort={ariaSort(column, sort)} ta={column.numeric ? 'right' : undefined}>
              {sort && column.sortKey ? <SortHeader column={column} sort={sort} /> : column.label}
            </Table.Th>
          ))}
          {actions ? (
            <Table.Th>
              <VisuallyHidden>{t('list.table.actions')}</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td
                key={column.key}
                ta={column.numeric ? 'right' : undefined}
                fw={column.primary ? 600 : undefined}
                style={
                  column.numeric
                    ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }
                    : // Long words (e-mails) break rather than push the table out of its box.
                      { overflowWrap: 'anywhere' }
                }
              >
                {column.render(row)}
              </Table.Td>
            ))}
            {actions ? (
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {actions(row)}
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
