import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from './types.ts';

/** The status column of things that can be deactivated: a green Active or a grey Inactive badge, sortable. */
export function useActiveColumn<Row extends { readonly active: boolean }>(label?: string): Column<Row> {
  const { t } = useTranslation();
  return {
    key: 'active',
    label: label ?? t('list.status'),
    sortKey: 'active',
    render: (row) => (
      <Badge color={row.active ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
        {row.active ? t('list.active') : t('list.inactive')}
      </Badge>
    ),
  };
}
