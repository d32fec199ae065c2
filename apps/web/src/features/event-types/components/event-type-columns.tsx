import { ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventType, EventTypeKind } from '@lineup/contract/event-types';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';
import { useDurationText } from '#web/lib/use-duration-text.ts';

/**
 * The type's colour and name, duration in hours and minutes, capacity ("No limit" when empty),
 * students per instructor, level, price per person in the school's currency, credits per
 * attendance (lessons only) and status.
 */
export function useEventTypeColumns(kind: EventTypeKind): Column<EventType>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDurationText();
  const active = useActiveColumn<EventType>();
  const columns: (Column<EventType> | null)[] = [
    {
      key: 'name',
      label: t('eventTypes.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (type) => (
        <Group gap="xs" wrap="nowrap" component="span">
          <ColorSwatch color={type.color} size={14} withShadow={false} aria-hidden style={{ flex: 'none' }} />
          <span>{type.name}</span>
        </Group>
      ),
    },
    {
      key: 'duration',
      label: t('eventTypes.columns.duration'),
      sortKey: 'duration',
      numeric: true,
      render: (type) => duration(type.durationMinutes),
    },
    {
      key: 'capacity',
      label: t('eventTypes.columns.capacity'),
      sortKey: 'capacity',
      numeric: true,
      render: (type) =>
        type.capacity === null ? (
          <Text span c="dimmed" size="sm">
            {t('eventTypes.noLimit')}
          </Text>
        ) : (
          format.number(type.capacity)
        ),
    },
    {
      key: 'studentsPerInstructor',
      label: t('eventTypes.columns.studentsPerInstructor'),
      sortKey: 'studentsPerInstructor',
      numeric: true,
      render: (type) => format.number(type.studentsPerInstructor),
    },
    {
      key: 'level',
      label: t('eventTypes.columns.level'),
      sortKey: 'level',
      render: (type) => t(`eventTypes.levels.${type.level}`),
    },
    {
      key: 'price',
      label: t('eventTypes.columns.price'),
      sortKey: 'price',
      numeric: true,
      render: (type) => format.money(type.priceCents),
    },
    kind === 'lesson'
      ? {
          key: 'credits',
          label: t('eventTypes.columns.credits'),
          sortKey: 'credits',
          numeric: true,
          render: (type) => format.number(type.creditsPerAttendance),
        }
      : null,
    active,
  ];
  return columns.filter((column) => column !== null);
}
