import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Place } from '@lineup/contract/places';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';

/** Name, type, country (in the reader's language), capacity ("No limit" when empty) and active. */
export function usePlaceColumns(): Column<Place>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const active = useActiveColumn<Place>();
  return [
    { key: 'name', label: t('places.columns.name'), sortKey: 'name', primary: true, render: (place) => place.name },
    {
      key: 'type',
      label: t('places.columns.type'),
      sortKey: 'type',
      render: (place) => t(`places.types.${place.type}`),
    },
    {
      key: 'country',
      label: t('places.columns.country'),
      sortKey: 'country',
      render: (place) => format.country(place.country),
    },
    {
      key: 'capacity',
      label: t('places.columns.capacity'),
      sortKey: 'capacity',
      numeric: true,
      render: (place) =>
        place.capacity === null ? (
          <Text span c="dimmed" size="sm">
            {t('places.noLimit')}
          </Text>
        ) : (
          format.number(place.capacity)
        ),
    },
    active,
  ];
}
