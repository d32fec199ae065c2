import type { EventDisplayInfo, EventInput } from '@fullcalendar/react';
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Conditions, TideExtreme } from '@lineup/contract/conditions';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { useFormat } from '#web/lib/format.ts';
import { addDays } from '#web/lib/days.ts';
import { zonedInstant } from '#web/lib/zoned-time.ts';
import { conditionsDaysKey, conditionsQuery } from '#web/features/lessons/api/conditions-api.ts';
import type { ShownDays } from '#web/features/lessons/components/schedule-calendar.tsx';
import classes from './calendar-conditions.module.css';

/** The shades behind the grid: night (the sun more than 6° down), then civil twilight. */
export const NIGHT_COLOR = 'rgba(30, 41, 59, 0.20)';
export const TWILIGHT_COLOR = 'rgba(30, 41, 59, 0.09)';
const TIDE_COLOR = 'rgba(8, 145, 178, 0.22)';
/**
 * The calendar's background marks in the colours above as they are, their words fully opaque
 * (FullCalendar's own background events are a faint tint with faded words).
 */
export const CONDITIONS_STYLE = {
  '--fc-classic-background-event-opacity': '100%',
  '--fc-classic-background-event-foreground-opacity': '100%',
} as const;
/** A high or low water is marked for ten minutes either side of it. */
const TIDE_MARK_MS = 10 * 60_000;
/** Conditions are drawn in the day and week views only: a week is seven days asked at most. */
const DAYS_MAX = 7;

/** What marks a background event as the calendar's conditions rather than a lesson. */
export const CONDITIONS_MARK = 'conditions';

interface Span {
  readonly from: string | null;
  readonly to: string | null;
}

const span = (id: string, { from, to }: Span, color: string, className: string, title = ''): EventInput[] =>
  from && to && Date.parse(from) < Date.parse(to)
    ? [
        {
          id,
          start: from,
          end: to,
          display: 'background',
          color,
          title,
          className,
          extendedProps: { mark: CONDITIONS_MARK },
        },
      ]
    : [];

/**
 * One day's conditions as the calendar's background: the night from the day's start to dawn and
 * from dusk to its end, twilight between dawn and sunrise and between sunset and dusk, and each
 * high and low water. Where the sun never sets nothing is shaded; where it never rises, the whole
 * day; where it never sinks 6° below the horizon, the night is twilight.
 */
export function dayMarks(conditions: Conditions, tideTitle: (extreme: TideExtreme) => string): EventInput[] {
  const { day, timeZone, daylight } = conditions;
  const start = zonedInstant(day, '00:00', timeZone);
  const end = zonedInstant(addDays(day, 1), '00:00', timeZone);
  const key = `${CONDITIONS_MARK}:${conditions.placeId}:${day}`;
  const marks: EventInput[] = [];
  if (daylight.polar === 'night') {
    marks.push(...span(`${key}:night`, { from: start, to: end }, NIGHT_COLOR, 'lineup-night'));
  } else if (daylight.polar !== 'day') {
    const { dawn, sunrise, sunset, dusk } = daylight;
    marks.push(
      ...span(`${key}:night-am`, { from: start, to: dawn }, NIGHT_COLOR, 'lineup-night'),
      ...span(`${key}:twilight-am`, { from: dawn ?? start, to: sunrise }, TWILIGHT_COLOR, 'lineup-twilight'),
      ...span(`${key}:twilight-pm`, { from: sunset, to: dusk ?? end }, TWILIGHT_COLOR, 'lineup-twilight'),
      ...span(`${key}:night-pm`, { from: dusk, to: end }, NIGHT_COLOR, 'lineup-night'),
    );
  }
  for (const extreme of conditions.tides?.extremes ?? []) {
    const at = Date.parse(extreme.at);
    const around = {
      from: new Date(at - TIDE_MARK_MS).toISOString(),
      to: new Date(at + TIDE_MARK_MS).toISOString(),
    };
    marks.push(
      ...span(
        `${key}:${extreme.kind}:${extreme.at}`,
        around,
        TIDE_COLOR,
        `lineup-tide-${extreme.kind}`,
        tideTitle(extreme),
      ).map((mark) => ({ ...mark, extendedProps: { mark: CONDITIONS_MARK, extreme } })),
    );
  }
  return marks;
}

/** The days of a range, both ends included, at most a week's. */
export function shownDays({ from, to }: ShownDays): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < DAYS_MAX; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The chosen place's conditions for the days on screen, as background marks, with the station
 * they come from; nothing without a place or outside the day and week views.
 */
export function useCalendarConditions(schoolId: string | null, placeId: string | null, days: ShownDays | null) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const asked = schoolId && placeId && days ? shownDays(days) : [];
  // Each day from the cache /daily shares, the days on screen asked together.
  const answers = useQuery({
    queryKey: conditionsDaysKey(schoolId ?? '', placeId ?? '', asked),
    queryFn: () =>
      Promise.all(asked.map((day) => queryClient.fetchQuery(conditionsQuery(schoolId ?? '', placeId ?? '', day)))),
    enabled: asked.length > 0,
    staleTime: 60 * 60_000,
  });
  const tideTitle = (extreme: TideExtreme) =>
    t(`lessons.conditions.${extreme.kind}`, {
      time: format.time(extreme.at),
      height: t('lessons.conditions.metres', { metres: format.number(Math.round(extreme.heightM * 10) / 10) }),
    });
  const loaded = answers.data ?? [];
  return {
    marks: loaded.flatMap((conditions) => dayMarks(conditions, tideTitle)),
    station: loaded[0]?.station ?? null,
    shown: loaded.length > 0,
    error: answers.error,
    retry: () => void answers.refetch(),
  };
}

/** A high or low water in the grid: an arrow and its height; the whole of it is the mark's title. */
export function ConditionsMarkContent({ info }: { readonly info: EventDisplayInfo }) {
  const extreme = info.event.extendedProps.extreme as TideExtreme | undefined;
  const { t } = useTranslation();
  const format = useFormat();
  if (!extreme) return null;
  const Arrow = extreme.kind === 'high' ? IconArrowUp : IconArrowDown;
  return (
    <div className={classes.mark}>
      <Group gap={2} wrap="nowrap" px={4} title={info.event.title} data-testid={`calendar-tide-${extreme.kind}`}>
        <Arrow size={11} aria-hidden style={{ flex: 'none' }} />
        <VisuallyHidden>{info.event.title}</VisuallyHidden>
        <Text span fz={11} fw={600} lh={1.1} className={classes.height} style={{ whiteSpace: 'nowrap' }} aria-hidden>
          {t('lessons.conditions.metres', { metres: format.number(Math.round(extreme.heightM * 10) / 10) })}
        </Text>
      </Group>
    </div>
  );
}

const Swatch = ({ color }: { readonly color: string }) => (
  <Box w={14} h={14} bg={color} style={{ borderRadius: 3, border: '1px solid var(--mantine-color-gray-4)' }} />
);

/** What the shades and marks mean, above the calendar. */
export function CalendarConditionsLegend({
  conditions,
  inGrid,
}: {
  readonly conditions: ReturnType<typeof useCalendarConditions>;
  /** False in the month and list views, where conditions are not drawn. */
  readonly inGrid: boolean;
}) {
  const { t } = useTranslation();
  if (!inGrid) {
    return (
      <Text size="sm" c="dimmed">
        {t('lessons.calendar.conditionsInGrid')}
      </Text>
    );
  }
  if (conditions.error) {
    return <ListError error={conditions.error} title={t('lessons.conditions.failed')} onRetry={conditions.retry} />;
  }
  if (!conditions.shown) return null;
  const { station } = conditions;
  return (
    <Group gap="md" wrap="wrap" data-testid="calendar-conditions-legend">
      <Group gap={6} wrap="nowrap">
        <Swatch color={NIGHT_COLOR} />
        <Text size="xs">{t('lessons.calendar.night')}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Swatch color={TWILIGHT_COLOR} />
        <Text size="xs">{t('lessons.calendar.twilight')}</Text>
      </Group>
      {station ? (
        <>
          <Group gap={4} wrap="nowrap">
            <IconArrowUp size={14} aria-hidden />
            <Text size="xs">{t('lessons.calendar.highWater')}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconArrowDown size={14} aria-hidden />
            <Text size="xs">{t('lessons.calendar.lowWater')}</Text>
          </Group>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          {t('lessons.conditions.noStation')}
        </Text>
      )}
    </Group>
  );
}

/** Under the calendar: the station the tides come from, its credit, and the notice that tides are predictions. */
export function CalendarConditionsCredit({
  conditions,
}: {
  readonly conditions: ReturnType<typeof useCalendarConditions>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { station } = conditions;
  if (!station) return null;
  return (
    <Stack gap={4} data-testid="calendar-conditions-credit">
      <Text size="xs" c="dimmed">
        {t('lessons.conditions.notice')}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('lessons.conditions.station', {
          station: station.name,
          distance: format.number(Math.round(station.distanceKm * 10) / 10),
        })}{' '}
        · {station.attribution}
      </Text>
    </Stack>
  );
}
