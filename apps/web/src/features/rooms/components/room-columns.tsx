import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Room } from '@lineup/contract/rooms';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';

/** Name, place, capacity ("Not set" when empty) and status. */
export function useRoomColumns(): Column<Room>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const active = useActiveColumn<Room>();
  return [
    { key: 'name', label: t('rooms.columns.name'), sortKey: 'name', primary: true, render: (room) => room.name },
    { key: 'place', label: t('rooms.columns.place'), sortKey: 'place', render: (room) => room.placeName },
    {
      key: 'capacity',
      label: t('rooms.columns.capacity'),
      sortKey: 'capacity',
      numeric: true,
      render: (room) =>
        room.capacity === null ? (
          <Text span c="dimmed" size="sm">
            {t('rooms.notSet')}
          </Text>
        ) : (
          format.number(room.capacity)
        ),
    },
    active,
  ];
}
