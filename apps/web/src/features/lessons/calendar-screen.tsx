import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useFormat } from '#web/lib/format.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import {
  calendarQuery,
  eventChanges,
  lessonApi,
  lessonPath,
  type CalendarRange,
} from '#web/features/lessons/api/lessons-api.ts';
import {
  rememberConditionsPlace,
  rememberedConditionsPlace,
  type CalendarView,
} from '#web/features/lessons/calendar-memory.ts';
import {
  CalendarConditionsCredit,
  CalendarConditionsLegend,
  useCalendarConditions,
} from '#web/features/lessons/components/calendar-conditions.tsx';
import { ScheduleFilters } from '#web/features/lessons/components/lesson-filters.tsx';
import { LessonFormDialog, type LessonStart } from '#web/features/lessons/components/lesson-form-dialog.tsx';
import { ScheduleCalendar, type ShownDays } from '#web/features/lessons/components/schedule-calendar.tsx';
import { isWarning, useWarningConfirm } from '#web/features/lessons/components/warning-confirm.tsx';
import { useScheduleLive } from '#web/features/lessons/api/schedule-live.ts';
import { lessonLocales } from '#web/features/lessons/lessons-texts.ts';

/** A new event from the plus button starts today when today is on screen, else on the first day shown. */
const firstDayToPlan = (days: ShownDays | null, today: string): string =>
  days && days.from <= today && today <= days.to ? today : (days?.from ?? today);

/**
 * /calendar (`view_calendar`): the schedule in a day, a week or a month, filtered by place, staff
 * and type. Those who plan (`manage_students`) create from the plus button or an empty slot, and
 * move or resize events, each through the conflict engine; everyone opens an event's page.
 */
function Calendar() {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const { timeZone } = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plans = useAccess('event').write;
  useScheduleLive(schoolId);
  const seesStaff = useAccess('staff').read;
  const [days, setDays] = useState<ShownDays | null>(null);
  const [view, setView] = useState<CalendarView | null>(null);
  const [conditionsPlace, setConditionsPlace] = useState(rememberedConditionsPlace);
  const [filters, setFilters] = useState<Omit<CalendarRange, 'from' | 'to'>>({});
  const [creating, setCreating] = useState<LessonStart | null>(null);
  const range: CalendarRange = { ...days, ...filters };
  const events = useQuery({
    ...calendarQuery(schoolId ?? '', range),
    enabled: schoolId !== null && days !== null,
  });
  // The tides and daylight of the chosen place, or of the place the calendar is filtered by.
  const shownPlace = conditionsPlace === undefined ? (filters.placeId ?? null) : conditionsPlace;
  const inGrid = view === 'timeGridDay' || view === 'timeGridWeek';
  const conditions = useCalendarConditions(schoolId, shownPlace, inGrid ? days : null);
  const warning = useWarningConfirm();
  const move = async (eventId: string, startsAt: string, durationMinutes: number, override = false): Promise<void> => {
    try {
      const event = await eventChanges.move(eventId, startsAt, durationMinutes, override);
      showSuccess(t('lessons.calendar.moved', { name: event.title }));
    } catch (error) {
      // Outside an instructor's availability or past a certification: asked, then moved anyway or put back.
      if (!override && isWarning(error)) {
        return new Promise<void>((resolve, reject) =>
          warning.ask(
            error,
            () => void move(eventId, startsAt, durationMinutes, true).then(resolve, reject),
            () => reject(error),
          ),
        );
      }
      showError(errorText(error, t));
      throw error;
    } finally {
      await queryClient.invalidateQueries({ queryKey: lessonApi.keys.all(schoolId ?? '') });
    }
  };
  return (
    <Stack gap="lg" maw={1400} data-testid="calendar-page">
      <PageHeader
        title={t('screens.calendar')}
        description={t('lessons.calendar.intro')}
        action={
          plans ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating({ day: firstDayToPlan(days, zonedToday(timeZone)), time: '09:00' })}
            >
              {t('lessons.add')}
            </Button>
          ) : null
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ScheduleFilters
          query={filters}
          onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
          seesStaff={seesStaff}
        />
        <ReferenceSelect
          path="/api/v1/places"
          domain="places"
          label={t('lessons.calendar.conditionsAt')}
          placeholder={t('lessons.calendar.conditionsNone')}
          clearable
          value={shownPlace}
          onChange={(placeId) => {
            rememberConditionsPlace(placeId);
            setConditionsPlace(placeId);
          }}
          style={{ flex: '1 1 170px', maxWidth: 240 }}
        />
      </Group>
      {shownPlace ? <CalendarConditionsLegend conditions={conditions} inGrid={inGrid} /> : null}
      {events.isError ? (
        <ListError error={events.error} title={t('lessons.loadFailed')} onRetry={() => void events.refetch()} />
      ) : null}
      <div data-testid="calendar" aria-busy={events.isFetching}>
        <ScheduleCalendar
          events={events.data ?? []}
          editable={plans}
          onDays={(shown, shownView) => {
            setDays(shown);
            setView(shownView);
          }}
          background={conditions.marks}
          onOpen={(eventId) => void navigate(lessonPath(eventId))}
          onCreate={setCreating}
          onMove={move}
        />
      </div>
      {shownPlace && inGrid ? <CalendarConditionsCredit conditions={conditions} /> : null}
      {warning.dialog}
      {schoolId && plans ? (
        <LessonFormDialog
          opened={creating !== null}
          record={null}
          schoolId={schoolId}
          start={creating ?? undefined}
          onClose={() => setCreating(null)}
        />
      ) : null}
    </Stack>
  );
}

export default function CalendarScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, lessons: lessonLocales }}>
      <Calendar />
    </ScreenTexts>
  );
}
