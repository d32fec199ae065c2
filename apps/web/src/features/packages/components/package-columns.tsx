import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Package } from '@lineup/contract/packages';
import { useCatalogueStatusColumn } from '#web/components/ui/data-table/catalogue-status.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';

/**
 * Name, lesson type ("Any lesson" when none), credits, validity ("Never expires" when none),
 * price, and what the sales came to: how many were sold, the credits used and the money, then status.
 */
export function usePackageColumns(): Column<Package>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const status = useCatalogueStatusColumn<Package>();
  const dimmed = (text: string) => (
    <Text span c="dimmed" size="sm">
      {text}
    </Text>
  );
  return [
    { key: 'name', label: t('packages.columns.name'), sortKey: 'name', primary: true, render: (row) => row.name },
    {
      key: 'lessonType',
      label: t('packages.columns.lessonType'),
      sortKey: 'lessonType',
      render: (row) => row.lessonTypeName ?? dimmed(t('packages.anyLesson')),
    },
    {
      key: 'credits',
      label: t('packages.columns.credits'),
      sortKey: 'credits',
      numeric: true,
      render: (row) => format.number(row.credits),
    },
    {
      key: 'validity',
      label: t('packages.columns.validity'),
      sortKey: 'validity',
      numeric: true,
      render: (row) =>
        row.validityDays === null
          ? dimmed(t('packages.neverExpires'))
          : t('packages.days', { count: row.validityDays, days: format.number(row.validityDays) }),
    },
    {
      key: 'price',
      label: t('packages.columns.price'),
      sortKey: 'price',
      numeric: true,
      render: (row) => format.money(row.priceCents),
    },
    { key: 'sold', label: t('packages.columns.sold'), numeric: true, render: (row) => format.number(row.soldCount) },
    {
      key: 'consumed',
      label: t('packages.columns.consumed'),
      numeric: true,
      render: (row) => format.number(row.creditsConsumed),
    },
    {
      key: 'totalSold',
      label: t('packages.columns.totalSold'),
      numeric: true,
      render: (row) => format.money(row.soldTotalCents),
    },
    status,
  ];
}
