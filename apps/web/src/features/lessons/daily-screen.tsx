import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placePageSchema } from '@lineup/contract/places';
import type { EventSummary } from '@lineup/contract/events';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useFormat } from '#web/lib/format.ts';
import { get } from '#web/lib/http.ts';
import { ownStaffQuery } from '#web/lib/me/own-staff.ts';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { addDays } from '#web/lib/days.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { calendarQuery, lessonPath } from '#web/features/lessons/api/lessons-api.ts';
import { useScheduleLive } from '#web/features/lessons/api/schedule-live.ts';
import type { DayPlace } from '#web/features/lessons/components/day-map.tsx';
import { LessonColor, LessonStatusBadge } from '#web/features/lessons/components/lesson-badges.tsx';
import { useHeadCount, useTimeRange } from '#web/features/lessons/components/lesson-columns.tsx';
import { lessonLocales } from '#web/features/lessons/lessons-texts.ts';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

// Leaflet comes with the map, after the day's list; the tide's chart after both.
const DayMap = lazy(() => import('#web/features/lessons/components/day-map.tsx'));
const DayConditions = lazy(() => import('#web/features/lessons/components/day-conditions.tsx'));

/** One event of the day: hours, title (its page), place, progress, customers and instructors. */
function DayRow({ event, chosen, onChoose }: { event: EventSummary; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const timeRange = useTimeRange();
  const headCount = useHeadCount();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bd={chosen ? '2px solid var(--mantine-color-ocean-7)' : undefined}
      data-testid="day-event"
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {timeRange(event)}
          </Text>
          <LessonStatusBadge event={event} />
        </Group>
        <Group gap={8} wrap="nowrap">
          <LessonColor color={event.color} />
          <Anchor component={Link} to={lessonPath(event.id)} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Anchor>
        </Group>
        <Text size="sm" c="gray.7">
          <Anchor component="button" type="button" size="sm" onClick={onChoose} aria-pressed={chosen}>
            {event.placeName}
          </Anchor>
          {event.roomName ? ` · ${event.roomName}` : ''} · {t('lessons.daily.customers', { people: headCount(event) })}
        </Text>
        <Text size="sm" c="gray.7">
          {event.instructorNames.length > 0 ? event.instructorNames.join(', ') : t('lessons.noInstructor')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /daily, the Home of the side bar (`view_dashboard`): the school's day on a map and in a list.
 * A marker per place with that day's events (its count, in its first event's colour), the events
 * in time order with their progress, customers and instructors, and a day to choose (today on the
 * school's clocks by default). Choosing a place on either side shows it on the other; a member
 * linked to a staff record sees their own events first. It follows changes made elsewhere.
 */
function Daily() {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const format = useFormat();
  const wide = useWindowMatches('(min-width: 62em)');
  const [day, setDay] = useState(() => zonedToday(format.timeZone));
  const [chosen, setChosen] = useState<string | null>(null);
  useScheduleLive(schoolId);
  const school = schoolId ?? '';
  const events = useQuery({ ...calendarQuery(school, { from: day, to: day }), enabled: schoolId !== null });
  const own = useQuery({ ...ownStaffQuery(school), enabled: schoolId !== null });
  const ownId = own.data?.staff?.id;
  const mine = useQuery({
    ...calendarQuery(school, { from: day, to: day, staffId: ownId }),
    enabled: schoolId !== null && ownId !== undefined,
  });
  const places = useQuery({
    queryKey: [...schoolKeys('places').all(school), 'map'] as const,
    queryFn: ({ signal }) => get('/api/v1/places', { query: { pageSize: 100 }, schema: placePageSchema, signal }),
    enabled: schoolId !== null,
  });
  const ownIds = new Set((mine.data ?? []).map((event) => event.id));
  const list = [...(events.data ?? [])].sort((a, b) => Number(ownIds.has(b.id)) - Number(ownIds.has(a.id)));
  const shown = chosen ? list.filter((event) => event.placeId === chosen) : list;
  // One marker per place of the day: how many events, in the colour of its first.
  const byPlace = new Map<string, DayPlace>();
  for (const event of events.data ?? []) {
    const known = byPlace.get(event.placeId);
    const place = known ?? places.data?.items.find((candidate) => candidate.id === event.placeId);
    if (place)
      byPlace.set(
        event.placeId,
        known ? { ...known, count: known.count + 1 } : { ...place, count: 1, color: event.color },
      );
  }
  const dayPlaces = [...byPlace.values()];
  const choose = (placeId: string) => setChosen((current) => (current === placeId ? null : placeId));
  // The tide and daylight of the place chosen, else of the day's first place, else the school's first.
  const tidePlaces = dayPlaces.length > 0 ? dayPlaces : (places.data?.items ?? []);
  const tidePlace = chosen ?? tidePlaces[0]?.id ?? null;
  return (
    <Stack gap="lg" maw={1400} data-testid="daily-page">
      <PageHeader
        title={t('screens.daily')}
        description={t('lessons.daily.intro')}
        action={
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('lessons.daily.previous')}
              onClick={() => setDay(addDays(day, -1))}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <TextInput
              type="date"
              label={t('lessons.daily.day')}
              value={day}
              onChange={(changed) => {
                if (changed.currentTarget.value) setDay(changed.currentTarget.value);
              }}
            />
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('lessons.daily.next')}
              onClick={() => setDay(addDays(day, 1))}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        }
      />
      {events.isError ? (
        <ListError error={events.error} title={t('lessons.loadFailed')} onRetry={() => void events.refetch()} />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Suspense fallback={<Skeleton h={wide ? 520 : 260} radius="md" />}>
          <DayMap places={dayPlaces} selected={chosen} onSelect={choose} height={wide ? 520 : 260} />
        </Suspense>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{format.date(`${day}T12:00:00Z`)}</Text>
            {chosen ? (
              <Badge variant="light" color="ocean" component="button" onClick={() => setChosen(null)}>
                {t('lessons.daily.allPlaces')}
              </Badge>
            ) : null}
          </Group>
          {events.isPending ? (
            <Skeleton h={120} radius="md" />
          ) : shown.length === 0 ? (
            <Text c="gray.7" data-testid="day-empty">
              {t('lessons.daily.empty')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap="sm"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('lessons.daily.list')}
            >
              {shown.map((event) => (
                <DayRow
                  key={event.id}
                  event={event}
                  chosen={chosen === event.placeId}
                  onChoose={() => choose(event.placeId)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
      {schoolId && tidePlace ? (
        <Suspense fallback={<Skeleton h={320} radius="lg" />}>
          <DayConditions
            schoolId={schoolId}
            day={day}
            places={tidePlaces}
            placeId={tidePlace}
            onPlace={setChosen}
            events={list.filter((event) => event.placeId === tidePlace)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export default function DailyScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, lessons: lessonLocales }}>
      <Daily />
    </ScreenTexts>
  );
}
