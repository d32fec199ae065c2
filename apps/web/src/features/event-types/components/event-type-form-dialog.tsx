import type { ComponentType } from 'react';
import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CREDITS_PER_ATTENDANCE_MAX,
  DEFAULT_CREDITS_PER_ATTENDANCE,
  DEFAULT_EVENT_COLOR,
  DEFAULT_STUDENTS_PER_INSTRUCTOR,
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  DURATION_STEP_MINUTES,
  EVENT_TYPE_CAPACITY_MAX,
  LEVELS,
  STUDENTS_PER_INSTRUCTOR_MAX,
  type EventType,
  type EventTypeKind,
  type Level,
} from '@lineup/contract/event-types';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { ColorField } from '#web/components/ui/color-field.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { eventTypesApis } from '#web/features/event-types/api/event-types-api.ts';
import { eventTypeTexts } from '#web/features/event-types/event-type-texts.ts';
import { useDurationText } from '#web/lib/use-duration-text.ts';

/** The form's values: what the fields hold before the contract reads them. */
interface EventTypeValues extends Record<string, unknown> {
  /** Fixed by the list the dialog opens from; not a field. */
  kind: EventTypeKind;
  name: string;
  color: string;
  durationMinutes: number | '';
  /** Empty for no limit. */
  capacity: number | '';
  studentsPerInstructor: number | '';
  level: Level;
  /** Cents; empty until typed. */
  priceCents: number | '';
  creditsPerAttendance: number | '';
  active: boolean;
}

/** A new type starts as most are: a lesson of an hour and a half, an event of two hours. */
const blank = (kind: EventTypeKind): EventTypeValues => ({
  kind,
  name: '',
  color: DEFAULT_EVENT_COLOR,
  durationMinutes: kind === 'lesson' ? 90 : 120,
  capacity: '',
  studentsPerInstructor: DEFAULT_STUDENTS_PER_INSTRUCTOR,
  level: 'all',
  priceCents: '',
  creditsPerAttendance: kind === 'lesson' ? DEFAULT_CREDITS_PER_ATTENDANCE : 0,
  active: true,
});

function valuesOf(kind: EventTypeKind, type: EventType | null): EventTypeValues {
  if (!type) return blank(kind);
  const { name, color, durationMinutes, capacity, studentsPerInstructor, level, priceCents } = type;
  const { creditsPerAttendance, active } = type;
  return {
    kind: type.kind,
    name,
    color,
    durationMinutes,
    capacity: capacity ?? '',
    studentsPerInstructor,
    level,
    priceCents,
    creditsPerAttendance,
    active,
  };
}

const emptyToMissing = (value: number | '') => (value === '' ? undefined : value);

// An empty box is left for the contract to refuse as missing; an empty capacity means no limit.
const toInput = (values: EventTypeValues) => ({
  ...values,
  durationMinutes: emptyToMissing(values.durationMinutes),
  capacity: values.capacity === '' ? null : values.capacity,
  studentsPerInstructor: emptyToMissing(values.studentsPerInstructor),
  priceCents: emptyToMissing(values.priceCents),
  creditsPerAttendance: emptyToMissing(values.creditsPerAttendance),
});

interface EventTypeFormDialogProps extends ResourceFormProps<EventType> {
  readonly kind: EventTypeKind;
}

/**
 * Creates or changes a type of its list: name, colour, duration, capacity, students per
 * instructor, level, price per person, credits per attendance (lessons only) and active.
 */
function EventTypeFormDialog({ kind, ...props }: EventTypeFormDialogProps) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const { form, dialog } = useResourceForm(props, {
    api: eventTypesApis[kind],
    texts: eventTypeTexts[kind],
    valuesOf: (type) => valuesOf(kind, type),
    toInput,
    testId: `${kind}-type-form`,
  });
  const color = form.getInputProps('color');
  const price = form.getInputProps('priceCents');
  const minutes = form.values.durationMinutes;
  const lasting =
    typeof minutes === 'number' &&
    minutes >= DURATION_MIN_MINUTES &&
    minutes <= DURATION_MAX_MINUTES &&
    minutes % DURATION_STEP_MINUTES === 0
      ? t('eventTypes.fields.durationIs', { duration: durationText(minutes) })
      : t('eventTypes.fields.durationHint');
  const levels = LEVELS.map((value) => ({ value, label: t(`eventTypes.levels.${value}`) }));
  return (
    <FormDialog {...dialog}>
      <NameInput label={t('eventTypes.fields.name')} {...form.getInputProps('name')} />
      <ColorField
        label={t('eventTypes.fields.color')}
        description={t('eventTypes.fields.colorHint')}
        required
        value={form.values.color}
        onChange={(value) => form.setFieldValue('color', value)}
        onBlur={color.onBlur as () => void}
        error={color.error as string | undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('eventTypes.fields.duration')}
          description={lasting}
          required
          min={DURATION_MIN_MINUTES}
          max={DURATION_MAX_MINUTES}
          step={DURATION_STEP_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('durationMinutes')}
        />
        <Select
          label={t('eventTypes.fields.level')}
          required
          data={levels}
          allowDeselect={false}
          {...form.getInputProps('level')}
        />
        <NumberInput
          label={t('eventTypes.fields.capacity')}
          description={t('eventTypes.fields.capacityHint')}
          placeholder={t('eventTypes.noLimit')}
          min={1}
          max={EVENT_TYPE_CAPACITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('capacity')}
        />
        <NumberInput
          label={t('eventTypes.fields.studentsPerInstructor')}
          description={t('eventTypes.fields.studentsPerInstructorHint')}
          required
          min={1}
          max={STUDENTS_PER_INSTRUCTOR_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('studentsPerInstructor')}
        />
        <MoneyInput
          label={t('eventTypes.fields.price')}
          required
          value={form.values.priceCents}
          onChange={(cents) => form.setFieldValue('priceCents', cents)}
          error={price.error as string | undefined}
          onBlur={price.onBlur as () => void}
        />
        {kind === 'lesson' ? (
          <NumberInput
            label={t('eventTypes.fields.credits')}
            description={t('eventTypes.fields.creditsHint')}
            required
            min={0}
            max={CREDITS_PER_ATTENDANCE_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('creditsPerAttendance')}
          />
        ) : null}
      </SimpleGrid>
      <Switch
        label={t('eventTypes.fields.active')}
        description={t('eventTypes.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}

/** The dialog of each list, as the list screen takes it. */
export const eventTypeForms: Readonly<Record<EventTypeKind, ComponentType<ResourceFormProps<EventType>>>> = {
  lesson: (props) => <EventTypeFormDialog kind="lesson" {...props} />,
  event: (props) => <EventTypeFormDialog kind="event" {...props} />,
};
