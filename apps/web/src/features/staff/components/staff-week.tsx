import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Staff } from '@lineup/contract/staff';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { FigureCard } from '#web/components/ui/figure-card.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { SimpleTable } from '#web/components/ui/simple-table.tsx';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { useDurationText } from '#web/lib/use-duration-text.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { staffWeekQuery } from '#web/features/staff/api/staff-pay-api.ts';

/** The day `days` after `day`, both YYYY-MM-DD. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week of `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * A staff member's week on their page: the lessons and events they are on, Monday to Sunday in
 * the school's time zone, with the hours and customers they add up to; earlier and later weeks a
 * click away. Each lesson opens its page.
 */
export function StaffWeek({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const duration = useDurationText();
  const schoolId = useSchoolId();
  const thisWeek = mondayOf(zonedToday(format.timeZone));
  const [monday, setMonday] = useState(thisWeek);
  const sunday = addDays(monday, 6);
  const query = useQuery({
    ...staffWeekQuery(schoolId ?? '', member.id, monday, sunday),
    enabled: schoolId !== null,
  });
  const events = query.data?.items ?? [];
  const taking = events.filter((event) => event.status === 'scheduled');
  const minutes = taking.reduce((sum, event) => sum + event.durationMinutes, 0);
  const customers = taking.reduce((sum, event) => sum + event.customerCount, 0);
  const week = t('staff.view.lessons.week', { from: day(monday), to: day(sunday) });
  return (
    <SectionCard
      id="staff-lessons"
      title={t('staff.view.lessons.title')}
      icon={<IconCalendarEvent size={20} aria-hidden />}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} size="sm" data-testid="staff-week-range">
          {week}
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          <Tooltip label={t('staff.view.lessons.previous')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('staff.view.lessons.previous')}
              onClick={() => setMonday(addDays(monday, -7))}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Button variant="default" size="sm" disabled={monday === thisWeek} onClick={() => setMonday(thisWeek)}>
            {t('staff.view.lessons.thisWeek')}
          </Button>
          <Tooltip label={t('staff.view.lessons.next')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('staff.view.lessons.next')}
              onClick={() => setMonday(addDays(monday, 7))}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
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
              label={t('staff.view.lessons.events')}
              value={format.number(taking.length)}
              hint={t('staff.view.lessons.eventsHint')}
              testId="staff-week-events"
            />
            <FigureCard
              label={t('staff.view.lessons.hours')}
              value={minutes === 0 ? format.number(0) : duration(minutes)}
              hint={t('staff.view.lessons.hoursHint')}
              testId="staff-week-hours"
            />
            <FigureCard
              label={t('staff.view.lessons.customers')}
              value={format.number(customers)}
              hint={t('staff.view.lessons.customersHint')}
              testId="staff-week-customers"
            />
          </SimpleGrid>
          <SimpleTable
            testId="staff-week"
            primary={1}
            label={week}
            empty={t('staff.view.lessons.empty')}
            head={[t('staff.view.lessons.when'), t('staff.view.lessons.lesson'), t('staff.view.lessons.booked')]}
            rows={events.map((event) => [
              format.dateTime(event.startsAt),
              <Stack gap={0} key="lesson">
                <Anchor component={Link} to={`/lesson/${encodeURIComponent(event.id)}`} size="sm" fw={600}>
                  {event.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {event.status === 'cancelled'
                    ? t('staff.view.lessons.cancelled')
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
