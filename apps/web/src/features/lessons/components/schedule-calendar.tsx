import { useEffect, useState } from 'react';
import FullCalendar, {
  useCalendarController,
  type EventDisplayInfo,
  type EventInput,
  type LocaleInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { textColorOn } from '@lineup/contract/event-types';
import type { EventSummary } from '@lineup/contract/events';
import { useFormat } from '#web/lib/format.ts';
import { zonedParts } from '#web/lib/zoned-time.ts';
import {
  CALENDAR_VIEWS,
  rememberCalendar,
  rememberedCalendar,
  type CalendarView,
} from '#web/features/lessons/calendar-memory.ts';
import { CONDITIONS_STYLE, ConditionsMarkContent } from '#web/features/lessons/components/calendar-conditions.tsx';
import { SeriesMark } from '#web/features/lessons/components/lesson-badges.tsx';
import { useHeadCount } from '#web/features/lessons/components/lesson-columns.tsx';
import type { LessonStart } from '#web/features/lessons/components/lesson-form-dialog.tsx';
import { useWindowMatches } from '#web/lib/layout-queries.ts';
import { clock } from '@lineup/contract/clock';

/** The days on screen, on the school's clocks, both included. */
export interface ShownDays {
  readonly from: string;
  readonly to: string;
}

interface ScheduleCalendarProps {
  readonly events: readonly EventSummary[];
  /** Those who plan drag, resize and click an empty slot to create. */
  readonly editable: boolean;
  /** The days on screen and the view that shows them, each time either changes. */
  readonly onDays: (days: ShownDays, view: CalendarView) => void;
  /** Drawn behind the events in the day and week views: night, twilight, high and low water. */
  readonly background?: readonly EventInput[];
  readonly onOpen: (eventId: string) => void;
  readonly onCreate: (start: LessonStart) => void;
  /** A drag or a resize: resolves once the conflict engine said yes, rejects (and the event goes back) when it said no. */
  readonly onMove: (eventId: string, startsAt: string, durationMinutes: number) => Promise<void>;
}

const PHONE = '(max-width: 36em)';

/** FullCalendar's own words and week rules per language (English is built in), loaded with the calendar. */
const LOCALES: Readonly<Record<string, () => Promise<{ default: LocaleInput }>>> = {
  pt: () => import('@fullcalendar/react/locales/pt'),
  es: () => import('@fullcalendar/react/locales/es'),
  fr: () => import('@fullcalendar/react/locales/fr'),
  de: () => import('@fullcalendar/react/locales/de'),
  zh: () => import('@fullcalendar/react/locales/zh-cn'),
};

/** The reader's language for the calendar, once loaded; English until then. */
function useCalendarLocale(language: string): LocaleInput | undefined {
  const [loaded, setLoaded] = useState<{ language: string; locale: LocaleInput } | null>(null);
  useEffect(() => {
    let current = true;
    void LOCALES[language]?.().then((module) => {
      if (current) setLoaded({ language, locale: module.default });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : undefined;
}

/** One event in the grid: its hours, title, place and head-count, in its type's colour. */
function EventBox({ info }: { readonly info: EventDisplayInfo }) {
  const event = info.event.extendedProps.summary as EventSummary;
  const headCount = useHeadCount();
  return (
    <Stack gap={0} px={4} py={2} style={{ overflow: 'hidden', lineHeight: 1.25 }}>
      <Text span fz={12} fw={600} style={{ whiteSpace: 'nowrap' }}>
        {info.timeText}
      </Text>
      <Text
        span
        fz={13}
        fw={700}
        style={{ overflowWrap: 'anywhere' }}
        td={event.status === 'cancelled' ? 'line-through' : undefined}
      >
        {event.title} <SeriesMark event={event} size={12} />
      </Text>
      {info.isShort ? null : (
        <Text span fz={12} style={{ overflowWrap: 'anywhere' }}>
          {event.placeName} · {headCount(event)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The school's schedule in a day, a week (the default) or a month, or a week's list on a phone,
 * on the school's clocks and in the reader's language. Those who plan drag an event to move it and
 * its end to change its length, each through the conflict engine (a refusal puts it back), and
 * click an empty slot to plan one there.
 */
export function ScheduleCalendar({
  events,
  editable,
  onDays,
  background = [],
  onOpen,
  onCreate,
  onMove,
}: ScheduleCalendarProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useFormat();
  const phone = useWindowMatches(PHONE);
  const remembered = rememberedCalendar();
  const [view, setView] = useState<CalendarView>(remembered?.view ?? (phone ? 'timeGridDay' : 'timeGridWeek'));
  const controller = useCalendarController();
  const locale = useCalendarLocale(i18n.language);
  useEffect(() => {
    if (controller.view && controller.view.type !== view) controller.changeView(view);
  }, [controller, view]);
  const items: EventInput[] = events.map((event) => ({
    id: event.id,
    title: event.title,
    start: event.startsAt,
    end: event.endsAt,
    color: event.color,
    contrastColor: textColorOn(event.color),
    editable: editable && event.status === 'scheduled',
    extendedProps: { summary: event },
  }));
  const inGrid = view === 'timeGridDay' || view === 'timeGridWeek';
  const views = CALENDAR_VIEWS.map((value) => ({ value, label: t(`lessons.calendar.views.${value}`) }));
  return (
    <Stack gap="sm" style={CONDITIONS_STYLE}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('lessons.calendar.previous')}
            onClick={() => controller.prev()}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" style={{ flex: 'none' }} onClick={() => controller.today()}>
            {t('lessons.calendar.today')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('lessons.calendar.next')}
            onClick={() => controller.next()}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} fz={{ base: 'md', sm: 'h4' }} c="ocean.9" aria-live="polite" data-testid="calendar-title">
            {controller.view?.title}
          </Title>
        </Group>
        <SegmentedControl
          aria-label={t('lessons.calendar.view')}
          data={views}
          value={view}
          onChange={(value) => setView(CALENDAR_VIEWS.find((known) => known === value) ?? 'timeGridWeek')}
        />
      </Group>
      <FullCalendar
        controller={controller}
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={view}
        initialDate={remembered?.day}
        headerToolbar={false}
        timeZone={timeZone}
        locale={locale ?? 'en'}
        firstDay={1}
        height="auto"
        allDaySlot={false}
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        nowIndicator
        now={() => clock.now()}
        eventShortHeight={60}
        noEventsText={t('lessons.calendar.noEvents')}
        dayMaxEvents
        events={inGrid ? [...items, ...background] : items}
        editable={editable}
        selectable={editable}
        eventContent={(info: EventDisplayInfo) => <EventBox info={info} />}
        backgroundEventContent={(info: EventDisplayInfo) => <ConditionsMarkContent info={info} />}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          if (info.event.display === 'background') return;
          onOpen(info.event.id);
        }}
        dateClick={(info) => {
          if (!editable) return;
          const { day, time } = zonedParts(info.date.toISOString(), timeZone);
          onCreate({ day, time: info.allDay ? '09:00' : time });
        }}
        eventDrop={(info) => moved(info, onMove)}
        eventResize={(info) => moved(info, onMove)}
        datesSet={(info) => {
          const from = zonedParts(info.start.toISOString(), timeZone).day;
          const to = zonedParts(new Date(info.end.getTime() - 1).toISOString(), timeZone).day;
          const shown = info.view.type as CalendarView;
          rememberCalendar({ view: shown, day: from });
          setView(shown);
          onDays({ from, to }, shown);
        }}
      />
    </Stack>
  );
}

/** Asks for the new time; the event goes back where it was when the engine refuses it. */
function moved(
  info: { event: { id: string; start: Date | null; end: Date | null }; revert: () => void },
  onMove: ScheduleCalendarProps['onMove'],
) {
  const { start, end } = info.event;
  if (!start || !end) {
    info.revert();
    return;
  }
  onMove(info.event.id, start.toISOString(), Math.round((end.getTime() - start.getTime()) / 60_000)).catch(() =>
    info.revert(),
  );
}
