import { useMemo } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEquipmentSize, usableUnits, type Equipment, type EquipmentCondition } from '@lineup/contract/equipment';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { intlLocale, useFormat } from '#web/lib/format.ts';

const CONDITION_COLORS: Readonly<Record<EquipmentCondition, string>> = {
  new: 'teal',
  good: 'blue',
  fair: 'orange',
  worn: 'red',
};

/** A size in one line in the reader's language: 7'6" · 60,5 L · Softboard, or M · 4/3 mm. */
export function useSizeText(): (equipment: Equipment) => string {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const litres = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 1 });
    const wording = {
      number: (value: number) => litres.format(value),
      construction: (value: NonNullable<Equipment['boardConstruction']>) => t(`equipment.constructions.${value}`),
    };
    return (equipment: Equipment) => formatEquipmentSize(equipment, wording);
  }, [t, i18n.language]);
}

const dimmed = (text: string) => (
  <Text span c="dimmed" size="sm">
    {text}
  </Text>
);

/**
 * Name (with brand and model under it), category, size, usable of owned units (and how many are
 * out of use and under maintenance), condition, where it is kept, supplier and status.
 */
export function useEquipmentColumns(): Column<Equipment>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const sizeText = useSizeText();
  const active = useActiveColumn<Equipment>();
  return [
    {
      key: 'name',
      label: t('equipment.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (item) => {
        const label = [item.brand, item.model].filter(Boolean).join(' ');
        return (
          <Stack gap={0}>
            <span>{item.name}</span>
            {label ? (
              <Text span c="dimmed" size="xs" fw={400}>
                {label}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'category',
      label: t('equipment.columns.category'),
      sortKey: 'category',
      render: (item) => t(`equipment.categories.${item.category}`),
    },
    {
      key: 'size',
      label: t('equipment.columns.size'),
      render: (item) => {
        const size = sizeText(item);
        return size ? (
          <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {size}
          </Text>
        ) : (
          dimmed('—')
        );
      },
    },
    {
      key: 'quantity',
      label: t('equipment.columns.quantity'),
      sortKey: 'quantity',
      numeric: true,
      render: (item) => (
        <Stack gap={4} align="flex-end">
          <span>{`${format.number(usableUnits(item))} / ${format.number(item.quantity)}`}</span>
          {item.outOfUse > 0 ? (
            <Badge color="orange" variant="light" size="sm" style={{ minWidth: 'max-content' }}>
              {t('equipment.outOfUse', { count: item.outOfUse })}
            </Badge>
          ) : null}
          {item.underMaintenance > 0 ? (
            <Badge color="blue" variant="light" size="sm" style={{ minWidth: 'max-content' }}>
              {t('equipment.underMaintenance', { count: item.underMaintenance })}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'condition',
      label: t('equipment.columns.condition'),
      sortKey: 'condition',
      render: (item) => (
        <Badge color={CONDITION_COLORS[item.condition]} variant="light" style={{ minWidth: 'max-content' }}>
          {t(`equipment.conditions.${item.condition}`)}
        </Badge>
      ),
    },
    {
      key: 'storage',
      label: t('equipment.columns.storage'),
      sortKey: 'storage',
      render: (item) =>
        item.storagePlaceName
          ? [item.storagePlaceName, item.storageRoomName].filter(Boolean).join(' · ')
          : dimmed(t('equipment.none')),
    },
    {
      key: 'supplier',
      label: t('equipment.columns.supplier'),
      sortKey: 'supplier',
      render: (item) => item.supplierName ?? dimmed(t('equipment.none')),
    },
    active,
  ];
}
