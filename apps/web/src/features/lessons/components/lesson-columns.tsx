import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSummary } from '@lineup/contract/events';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';
import { lessonPath } from '#web/features/lessons/api/lessons-api.ts';
import { LessonColor, LessonStatusBadge, SeriesMark } from '#web/features/lessons/components/lesson-badges.tsx';

const dimmed = (text: string) => (
  <Text span c="dimmed" size="sm">
    {text}
  </Text>
);

/** "9:00 – 10:30" on the school's clocks. */
export function useTimeRange(): (event: Pick<EventSummary, 'startsAt' | 'endsAt'>) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (event) => t('lessons.timeRange', { start: format.time(event.startsAt), end: format.time(event.endsAt) });
}

/** Customers booked against capacity ("5 of 8"), or the number alone when there is no limit. */
export function useHeadCount(): (event: Pick<EventSummary, 'customerCount' | 'capacity'>) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (event) =>
    event.capacity === null
      ? format.number(event.customerCount)
      : t('lessons.headCount', { booked: format.number(event.customerCount), capacity: format.number(event.capacity) });
}

/**
 * When (the day and the hours, on the school's clocks), the lesson (its colour, title opening its
 * page, and type), place and room, customers against capacity, instructors and status.
 */
export function useLessonColumns(): Column<EventSummary>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const timeRange = useTimeRange();
  const headCount = useHeadCount();
  return [
    {
      key: 'when',
      label: t('lessons.columns.when'),
      sortKey: 'startsAt',
      render: (event) => (
        <Stack gap={0}>
          <Text span size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {format.date(event.startsAt)}
          </Text>
          <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {timeRange(event)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'title',
      label: t('lessons.columns.title'),
      sortKey: 'title',
      primary: true,
      render: (event) => (
        <Stack gap={2}>
          <Group gap={8} wrap="nowrap">
            <LessonColor color={event.color} />
            <Anchor component={Link} to={lessonPath(event.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {event.title}
            </Anchor>
            <SeriesMark event={event} />
          </Group>
          {event.title === event.eventTypeName ? null : dimmed(event.eventTypeName)}
        </Stack>
      ),
    },
    {
      key: 'place',
      label: t('lessons.columns.place'),
      render: (event) => (event.roomName ? `${event.placeName} · ${event.roomName}` : event.placeName),
    },
    {
      key: 'people',
      label: t('lessons.columns.people'),
      numeric: true,
      render: headCount,
    },
    {
      key: 'instructors',
      label: t('lessons.columns.instructors'),
      render: (event) =>
        event.instructorNames.length > 0 ? event.instructorNames.join(', ') : dimmed(t('lessons.noInstructor')),
    },
    {
      key: 'status',
      label: t('lessons.columns.status'),
      render: (event) => <LessonStatusBadge event={event} />,
    },
  ];
}
