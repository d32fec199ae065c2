import { useEffect, useRef } from 'react';
import { Chip, Group, Input, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventTypeSchema } from '@lineup/contract/event-types';
import { NAME_MAX } from '@lineup/contract/fields';
import {
  EVENT_CAPACITY_MAX,
  EVENT_DURATION_MAX,
  EVENT_DURATION_MIN,
  SERIES_OCCURRENCES_MAX,
  type Event,
  type SeriesScope,
} from '@lineup/contract/events';
import { WEEKDAYS } from '@lineup/contract/staff';
import { ColorField } from '#web/components/ui/color-field.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { useWeekdayNames } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NotesInput } from '#web/lib/forms/record-fields.tsx';
import { get } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { zonedInstant, zonedParts, zonedToday } from '#web/lib/zoned-time.ts';
import { lessonApi } from '#web/features/lessons/api/lessons-api.ts';
import { lessonTexts } from '#web/features/lessons/lessons-texts.ts';
import { LessonSuggestions } from '#web/features/lessons/components/lesson-suggestions.tsx';
import { SeriesScopeField } from '#web/features/lessons/components/series-scope.tsx';
import { isWarning, useWarningConfirm } from '#web/features/lessons/components/warning-confirm.tsx';

const TWO = { base: 1, sm: 2 } as const;
const ACTIVE = { active: 'true' } as const;

/** The form's values: what the fields hold before the contract reads them. */
export interface LessonValues extends Record<string, unknown> {
  eventTypeId: string | null;
  title: string;
  placeId: string | null;
  roomId: string | null;
  /** The day and start on the school's clocks: `YYYY-MM-DD` and `HH:MM`. */
  day: string;
  time: string;
  durationMinutes: number | '';
  /** Empty: the type's colour. */
  color: string;
  /** Empty: the type's capacity. */
  capacity: number | '';
  comments: string;
  notes: string;
  /** A new event repeats weekly on `weekdays` (ISO, as text), until a day or for a number of times. */
  repeats: boolean;
  weekdays: string[];
  ends: 'until' | 'times';
  until: string;
  times: number | '';
  /** Which occurrences of its series a change reaches. */
  scope: SeriesScope;
}

/** The ISO day of the week (Monday 1) of a day. */
const weekdayOf = (day: string): number => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Where a new event starts: today at nine on the school's clocks, unless the calendar says otherwise. */
export interface LessonStart {
  readonly day: string;
  readonly time: string;
}

export function lessonValuesOf(event: Event | null, timeZone: string, start?: LessonStart): LessonValues {
  if (!event) {
    return {
      eventTypeId: null,
      title: '',
      placeId: null,
      roomId: null,
      day: start?.day || zonedToday(timeZone),
      time: start?.time ?? '09:00',
      durationMinutes: '',
      color: '',
      capacity: '',
      comments: '',
      notes: '',
      ...NO_REPEAT,
    };
  }
  const { day, time } = zonedParts(event.startsAt, timeZone);
  return {
    eventTypeId: event.eventTypeId,
    title: event.title,
    placeId: event.placeId,
    roomId: event.roomId,
    day,
    time,
    durationMinutes: event.durationMinutes,
    color: event.ownColor ?? '',
    capacity: event.ownCapacity ?? '',
    comments: event.comments,
    notes: event.notes,
    ...NO_REPEAT,
  };
}

const NO_REPEAT = {
  repeats: false,
  weekdays: [],
  ends: 'times',
  until: '',
  times: 8,
  scope: 'one',
} as const satisfies Partial<LessonValues>;

/** The request: the start as an instant with the school's offset that day, empty boxes as none. */
export function lessonInputOf(values: LessonValues, timeZone: string) {
  const { day, time, repeats, weekdays, ends, until, times, ...rest } = values;
  return {
    ...rest,
    repeat: repeats
      ? {
          weekdays: weekdays.map(Number).sort(),
          until: ends === 'until' ? until : null,
          times: ends === 'times' ? (times === '' ? null : times) : null,
        }
      : null,
    override: false,
    startsAt: zonedInstant(day, time, timeZone),
    durationMinutes: values.durationMinutes === '' ? null : values.durationMinutes,
    color: values.color.trim() === '' ? null : values.color.trim().toLowerCase(),
    capacity: values.capacity === '' ? null : values.capacity,
  };
}

/**
 * Creates or changes a lesson or event: its type (which fills the title and the duration while
 * they are still the last type's), place and room, day and start on the school's clocks, duration,
 * its own colour and capacity if not the type's, comments for everyone and internal notes.
 */
export function LessonFormDialog(props: ResourceFormProps<Event> & { readonly start?: LessonStart }) {
  const { t } = useTranslation();
  const { timeZone } = useFormat();
  const { start, ...formProps } = props;
  const warning = useWarningConfirm();
  const { form, dialog } = useResourceForm(formProps, {
    api: lessonApi,
    texts: lessonTexts,
    valuesOf: (event) => lessonValuesOf(event, timeZone, start),
    toInput: (values) => lessonInputOf(values, timeZone),
    testId: 'lesson-form',
    // Moving a lesson out of an instructor's hours asks first, then goes ahead.
    overrule: {
      applies: isWarning,
      ask: (error, go) => warning.ask(error, go),
      input: (input) => ({ ...input, override: true }),
    },
  });
  const typeId = form.values.eventTypeId;
  const type = useQuery({
    queryKey: schoolKeys('event-types').detail(props.schoolId, typeId ?? ''),
    queryFn: ({ signal }) => get(`/api/v1/event-types/${typeId ?? ''}`, { schema: eventTypeSchema, signal }),
    enabled: props.opened && typeId !== null,
  });
  // A new type fills the title and the duration that are still empty or the last type's.
  const lastType = useRef<{ name: string; durationMinutes: number } | null>(null);
  useEffect(() => {
    const chosen = type.data;
    if (!chosen || chosen.id !== typeId) return;
    const last = lastType.current;
    const { title, durationMinutes } = form.getValues();
    if (title.trim() === '' || title === last?.name) form.setFieldValue('title', chosen.name);
    if (durationMinutes === '' || durationMinutes === last?.durationMinutes) {
      form.setFieldValue('durationMinutes', chosen.durationMinutes);
    }
    lastType.current = chosen;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly read type fills the fields
  }, [type.data, typeId]);
  useEffect(() => {
    if (props.opened) lastType.current = null;
  }, [props.opened]);
  const record = props.record;
  // Windows from the day the form was opened on (the calendar's slot), or from today.
  const today = zonedToday(timeZone);
  const suggestionsFrom = start?.day && start.day > today ? start.day : undefined;
  const color = form.getInputProps('color');
  const startError = form.errors.startsAt;
  return (
    <FormDialog {...dialog}>
      {warning.dialog}
      <ReferenceSelect
        path="/api/v1/event-types"
        domain="event-types"
        label={t('lessons.fields.type')}
        description={t('lessons.fields.typeHint')}
        required
        listFilter={ACTIVE}
        currentName={record?.eventTypeName}
        data-autofocus
        {...form.getInputProps('eventTypeId')}
      />
      <TextInput
        label={t('lessons.fields.title')}
        description={t('lessons.fields.titleHint')}
        required
        maxLength={NAME_MAX}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={TWO} spacing="md">
        <ReferenceSelect
          path="/api/v1/places"
          domain="places"
          label={t('lessons.fields.place')}
          required
          listFilter={ACTIVE}
          currentName={record?.placeName}
          {...form.getInputProps('placeId')}
          onChange={(placeId) => {
            form.setFieldValue('placeId', placeId);
            if (placeId !== form.values.placeId) form.setFieldValue('roomId', null);
          }}
        />
        <ReferenceSelect
          path="/api/v1/rooms"
          domain="rooms"
          label={t('lessons.fields.room')}
          description={t('lessons.fields.roomHint')}
          clearable
          disabled={form.values.placeId === null}
          listFilter={form.values.placeId ? { ...ACTIVE, placeId: form.values.placeId } : ACTIVE}
          currentName={record?.roomName}
          {...form.getInputProps('roomId')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <TextInput
          type="date"
          label={t('lessons.fields.day')}
          required
          {...form.getInputProps('day')}
          error={startError ?? form.errors.day}
        />
        <TextInput type="time" label={t('lessons.fields.time')} required step={300} {...form.getInputProps('time')} />
        <NumberInput
          label={t('lessons.fields.duration')}
          required
          min={EVENT_DURATION_MIN}
          max={EVENT_DURATION_MAX}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('durationMinutes')}
        />
      </SimpleGrid>
      {!record && form.values.placeId && typeId ? (
        <LessonSuggestions
          schoolId={props.schoolId}
          ask={{
            placeId: form.values.placeId,
            eventTypeId: typeId,
            roomId: form.values.roomId,
            from: suggestionsFrom,
            durationMinutes: form.values.durationMinutes === '' ? undefined : form.values.durationMinutes,
          }}
          day={form.values.day}
          time={form.values.time}
          onPick={({ day, time, durationMinutes }) => {
            form.setFieldValue('day', day);
            form.setFieldValue('time', time);
            form.setFieldValue('durationMinutes', durationMinutes);
          }}
        />
      ) : null}
      {record ? (
        <SeriesScopeField
          series={record.series}
          value={form.values.scope}
          onChange={(scope) => form.setFieldValue('scope', scope)}
        />
      ) : (
        <RepeatFields form={form} />
      )}
      <NumberInput
        label={t('lessons.fields.capacity')}
        description={t('lessons.fields.capacityHint')}
        placeholder={type.data?.capacity ? String(type.data.capacity) : undefined}
        min={1}
        max={EVENT_CAPACITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('capacity')}
      />
      <ColorField
        label={t('lessons.fields.color')}
        description={t('lessons.fields.colorHint')}
        placeholder={t('lessons.fields.typeColor')}
        value={form.values.color}
        onChange={(value) => form.setFieldValue('color', value)}
        onBlur={color.onBlur as () => void}
        error={color.error as string | undefined}
      />
      <NotesInput
        label={t('lessons.fields.comments')}
        description={t('lessons.fields.commentsHint')}
        {...form.getInputProps('comments')}
      />
      <NotesInput
        label={t('lessons.fields.notes')}
        description={t('lessons.fields.notesHint')}
        {...form.getInputProps('notes')}
      />
    </FormDialog>
  );
}

/** What the repeat fields use of the lesson form. */
type LessonForm = Pick<
  ReturnType<typeof useForm<LessonValues>>,
  'values' | 'errors' | 'getInputProps' | 'getValues' | 'setFieldValue'
>;

/** How a new lesson repeats: weekly on chosen days (the first day's among them), until a day or for a number of times. */
function RepeatFields({ form }: { readonly form: LessonForm }) {
  const { t } = useTranslation();
  const names = useWeekdayNames('short');
  const { repeats, day, ends } = form.values;
  const repeatError = form.errors['repeat.weekdays'] ?? form.errors.repeat;
  return (
    <Stack gap="sm">
      <Switch
        label={t('lessons.series.repeat')}
        description={t('lessons.series.repeatHint')}
        checked={repeats}
        onChange={(changed) => {
          const on = changed.currentTarget.checked;
          form.setFieldValue('repeats', on);
          if (on && form.getValues().weekdays.length === 0 && day)
            form.setFieldValue('weekdays', [String(weekdayOf(day))]);
        }}
      />
      {repeats ? (
        <>
          <Input.Wrapper label={t('lessons.series.weekdays')} error={repeatError}>
            <Chip.Group multiple value={form.values.weekdays} onChange={(days) => form.setFieldValue('weekdays', days)}>
              <Group gap={6} mt={4}>
                {WEEKDAYS.map((weekday) => (
                  <Chip key={weekday} value={String(weekday)} size="sm">
                    {names[weekday]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          <Input.Wrapper label={t('lessons.series.ends')}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={ends}
              onChange={(value) => form.setFieldValue('ends', value === 'until' ? 'until' : 'times')}
              data={[
                { value: 'times', label: t('lessons.series.endsAfter') },
                { value: 'until', label: t('lessons.series.endsOn') },
              ]}
            />
          </Input.Wrapper>
          {ends === 'until' ? (
            <TextInput
              type="date"
              label={t('lessons.series.until')}
              required
              min={day}
              {...form.getInputProps('until')}
              error={form.errors['repeat.until'] ?? form.errors.until}
            />
          ) : (
            <NumberInput
              label={t('lessons.series.times')}
              required
              min={2}
              max={SERIES_OCCURRENCES_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('times')}
              error={form.errors['repeat.times'] ?? form.errors.times}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}
