import { useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventPageSchema } from '@lineup/contract/events';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { FigureCard } from '#web/components/ui/figure-card.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { SimpleTable } from '#web/components/ui/simple-table.tsx';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { get } from '#web/lib/http.ts';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';
import { useDurationText } from '#web/lib/use-duration-text.ts';
import { addDays } from '#web/lib/days.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { Hint } from '#web/components/ui/hint.tsx';

/** The Monday of the week of `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Whose week: a staff member's (the events they are on) or a vehicle's (the events it goes to). */
export type WeekOf = { readonly staffId: string } | { readonly transportId: string };

/** The events of one staff member or vehicle between two days (school time), in time order. */
function weekQuery(schoolId: string, of: WeekOf, from: string, to: string) {
  const query = { ...of, from, to, sort: 'startsAt', pageSize: 100 };
  return queryOptions({
    queryKey: schoolKeys('events').list(schoolId, query),
    queryFn: ({ signal }) => get('/api/v1/events', { query, schema: eventPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A week on a staff member's or a vehicle's page: the lessons and events they are on, Monday to
 * Sunday in the school's time zone, with the hours and customers they add up to; earlier and
 * later weeks a click away. Each lesson opens its page.
 */
export function WeekOfEvents({
  of,
  id,
  title,
  icon = <IconCalendarEvent size={20} aria-hidden />,
}: {
  readonly of: WeekOf;
  /** The section's id, which names it for screen readers. */
  readonly id: string;
  readonly title: string;
  /** The section's icon: a calendar unless said. */
  readonly icon?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const duration = useDurationText();
  const schoolId = useSchoolId();
  const thisWeek = mondayOf(zonedToday(format.timeZone));
  const [monday, setMonday] = useState(thisWeek);
  const sunday = addDays(monday, 6);
  const query = useQuery({
    ...weekQuery(schoolId ?? '', of, monday, sunday),
    enabled: schoolId !== null,
  });
  const events = query.data?.items ?? [];
  const taking = events.filter((event) => event.status === 'scheduled');
  const minutes = taking.reduce((sum, event) => sum + event.durationMinutes, 0);
  const customers = taking.reduce((sum, event) => sum + event.customerCount, 0);
  const week = t('week.week', { from: day(monday), to: day(sunday) });
  return (
    <SectionCard id={id} title={title} icon={icon}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} size="sm" data-testid="week-range">
          {week}
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          <Hint label={t('week.previous')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('week.previous')}
              onClick={() => setMonday(addDays(monday, -7))}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Hint>
          <Button variant="default" size="sm" disabled={monday === thisWeek} onClick={() => setMonday(thisWeek)}>
            {t('week.thisWeek')}
          </Button>
          <Hint label={t('week.next')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('week.next')}
              onClick={() => setMonday(addDays(monday, 7))}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Hint>
        </Group>
      </Group>
      {query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton height={160} radius="lg" />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <FigureCard
              label={t('week.events')}
              value={format.number(taking.length)}
              hint={t('week.eventsHint')}
              testId="week-count"
            />
            <FigureCard
              label={t('week.hours')}
              value={minutes === 0 ? format.number(0) : duration(minutes)}
              hint={t('week.hoursHint')}
              testId="week-hours"
            />
            <FigureCard
              label={t('week.customers')}
              value={format.number(customers)}
              hint={t('week.customersHint')}
              testId="week-customers"
            />
          </SimpleGrid>
          <SimpleTable
            testId="week-events"
            primary={1}
            label={week}
            empty={t('week.empty')}
            head={[t('week.when'), t('week.lesson'), t('week.booked')]}
            rows={events.map((event) => [
              format.dateTime(event.startsAt),
              <Stack gap={0} key="lesson">
                <Anchor component={Link} to={`/lesson/${encodeURIComponent(event.id)}`} size="sm" fw={600}>
                  {event.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {event.status === 'cancelled'
                    ? t('week.cancelled')
                    : `${event.eventTypeName} · ${event.placeName} · ${duration(event.durationMinutes)}`}
                </Text>
              </Stack>,
              format.number(event.customerCount),
            ])}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
