import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemListQuery } from '@lineup/contract/items';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';

const ANY = 'any';

interface ItemFiltersProps {
  readonly query: ItemListQuery;
  readonly onChange: (change: Pick<Partial<ItemListQuery>, 'supplierId' | 'outOfStock' | 'active'>) => void;
}

/** Supplier, stock (out of stock or in stock) and status: the filters of the shop items list. */
export function ItemFilters({ query, onChange }: ItemFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <ReferenceSelect
        path="/api/v1/suppliers"
        domain="suppliers"
        label={t('items.columns.supplier')}
        placeholder={t('items.filters.allSuppliers')}
        clearable
        value={query.supplierId ?? null}
        onChange={(supplierId) => onChange({ supplierId: supplierId ?? undefined })}
        style={{ flex: '0 1 220px' }}
      />
      <Select
        label={t('items.filters.stock')}
        data={[
          { value: ANY, label: t('items.filters.anyStock') },
          { value: 'true', label: t('items.outOfStock') },
          { value: 'false', label: t('items.filters.inStock') },
        ]}
        value={query.outOfStock === undefined ? ANY : String(query.outOfStock)}
        allowDeselect={false}
        onChange={(value) => onChange({ outOfStock: value === ANY || value === null ? undefined : value === 'true' })}
        style={{ flex: '0 1 180px' }}
      />
      <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />
    </>
  );
}
