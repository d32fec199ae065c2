import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Item } from '@lineup/contract/items';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';

/** Name, SKU, price in the school's currency, stock (marked when none is left), supplier and status. */
export function useItemColumns(): Column<Item>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const active = useActiveColumn<Item>();
  return [
    { key: 'name', label: t('items.columns.name'), sortKey: 'name', primary: true, render: (item) => item.name },
    {
      key: 'sku',
      label: t('items.columns.sku'),
      sortKey: 'sku',
      render: (item) => (
        <Text span size="sm" ff="monospace">
          {item.sku}
        </Text>
      ),
    },
    {
      key: 'price',
      label: t('items.columns.price'),
      sortKey: 'price',
      numeric: true,
      render: (item) => format.money(item.priceCents),
    },
    {
      key: 'stock',
      label: t('items.columns.stock'),
      sortKey: 'stock',
      numeric: true,
      render: (item) =>
        item.stock === 0 ? (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Badge color="orange" variant="light" style={{ minWidth: 'max-content' }}>
              {t('items.outOfStock')}
            </Badge>
          </Group>
        ) : (
          format.number(item.stock)
        ),
    },
    {
      key: 'supplier',
      label: t('items.columns.supplier'),
      sortKey: 'supplier',
      render: (item) =>
        item.supplierName ?? (
          <Text span c="dimmed" size="sm">
            {t('items.noSupplier')}
          </Text>
        ),
    },
    active,
  ];
}
