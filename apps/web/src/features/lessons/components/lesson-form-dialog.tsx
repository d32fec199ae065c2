import { useEffect, useRef } from 'react';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventTypeSchema } from '@lineup/contract/event-types';
import { NAME_MAX } from '@lineup/contract/fields';
import { EVENT_CAPACITY_MAX, EVENT_DURATION_MAX, EVENT_DURATION_MIN, type Event } from '@lineup/contract/events';
import { ColorField } from '#web/components/ui/color-field.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { useFormat } from '#web/lib/format.ts';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NotesInput } from '#web/lib/forms/record-fields.tsx';
import { get } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { zonedInstant, zonedParts, zonedToday } from '#web/lib/zoned-time.ts';
import { lessonApi } from '#web/features/lessons/api/lessons-api.ts';
import { lessonTexts } from '#web/features/lessons/lessons-texts.ts';

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
}

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
  };
}

/** The request: the start as an instant with the school's offset that day, empty boxes as none. */
export function lessonInputOf(values: LessonValues, timeZone: string) {
  const { day, time, ...rest } = values;
  return {
    ...rest,
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
  const { form, dialog } = useResourceForm(formProps, {
    api: lessonApi,
    texts: lessonTexts,
    valuesOf: (event) => lessonValuesOf(event, timeZone, start),
    toInput: (values) => lessonInputOf(values, timeZone),
    testId: 'lesson-form',
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
  const color = form.getInputProps('color');
  const startError = form.errors.startsAt;
  return (
    <FormDialog {...dialog}>
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
