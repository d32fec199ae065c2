import { Badge, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_STATUSES, type CatalogueStatus } from '@lineup/contract/catalogue-status';
import type { Column } from './types.ts';

const ALL = 'all';

/** The status column of what is sold (packages, services): a green Active or a grey Archived badge, sortable. */
export function useCatalogueStatusColumn<Row extends { readonly status: CatalogueStatus }>(): Column<Row> {
  const { t } = useTranslation();
  return {
    key: 'status',
    label: t('list.status'),
    sortKey: 'status',
    render: (row) => (
      <Badge color={row.status === 'active' ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
        {t(row.status === 'active' ? 'list.active' : 'list.archived')}
      </Badge>
    ),
  };
}

interface CatalogueStatusFilterProps {
  /** Active or archived only, or both (undefined). */
  readonly value: CatalogueStatus | undefined;
  readonly onChange: (status: CatalogueStatus | undefined) => void;
}

/** The status filter of what is sold: active, archived, or both. */
export function CatalogueStatusFilter({ value, onChange }: CatalogueStatusFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('list.status')}
      data={[
        { value: ALL, label: t('list.activeAndArchived') },
        { value: 'active', label: t('list.active') },
        { value: 'archived', label: t('list.archived') },
      ]}
      value={value ?? ALL}
      allowDeselect={false}
      onChange={(choice) => onChange(CATALOGUE_STATUSES.find((status) => status === choice))}
      style={{ flex: '0 1 230px' }}
    />
  );
}
