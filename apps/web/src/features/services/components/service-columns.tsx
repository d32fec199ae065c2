import { useTranslation } from 'react-i18next';
import type { Service } from '@lineup/contract/services';
import { useCatalogueStatusColumn } from '#web/components/ui/data-table/catalogue-status.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';

/** Name, price, how many were sold and what they came to, and status. */
export function useServiceColumns(): Column<Service>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const status = useCatalogueStatusColumn<Service>();
  return [
    { key: 'name', label: t('services.columns.name'), sortKey: 'name', primary: true, render: (row) => row.name },
    {
      key: 'price',
      label: t('services.columns.price'),
      sortKey: 'price',
      numeric: true,
      render: (row) => format.money(row.priceCents),
    },
    { key: 'sold', label: t('services.columns.sold'), numeric: true, render: (row) => format.number(row.soldCount) },
    {
      key: 'totalSold',
      label: t('services.columns.totalSold'),
      numeric: true,
      render: (row) => format.money(row.soldTotalCents),
    },
    status,
  ];
}
