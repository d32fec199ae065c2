import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_MAX, WEEKDAYS } from '@lineup/contract/staff';
import { ListField } from '#web/lib/forms/list-field.tsx';
import { useWeekdayNames } from '#web/lib/day-words.ts';
import { newSlot, type StaffForm } from '#web/features/staff/staff-form-values.ts';

/** Times a slot starts or ends at, every quarter of an hour, from 00:00 to 24:00. */
const QUARTERS = Array.from({ length: 24 * 4 + 1 }, (_, quarter) => {
  const hours = String(Math.floor(quarter / 4)).padStart(2, '0');
  return `${hours}:${String((quarter % 4) * 15).padStart(2, '0')}`;
});
const STARTS = QUARTERS.slice(0, -1);
const ENDS = QUARTERS.slice(1);

/** The times offered, with a stored time off the quarter hours kept among them. */
const timesWith = (times: readonly string[], value: string) =>
  value && !times.includes(value) ? [...times, value].sort() : [...times];

interface AvailabilityFieldProps {
  readonly form: StaffForm;
}

/** The weekly availability as rows of a day and its hours, added and removed in place. */
export function AvailabilityField({ form }: AvailabilityFieldProps) {
  const { t } = useTranslation();
  const names = useWeekdayNames('long');
  const weekdays = useMemo(
    () => WEEKDAYS.map((weekday) => ({ value: String(weekday), label: names[weekday] ?? String(weekday) })),
    [names],
  );
  const rows = form.values.availability;
  return (
    <ListField
      legend={t('staff.fields.availability')}
      hint={t('staff.fields.availabilityHint')}
      empty={t('staff.fields.noSlots')}
      rows={rows}
      error={form.errors.availability}
      addLabel={t('staff.fields.addSlot')}
      canAdd={rows.length < AVAILABILITY_MAX}
      onAdd={() => form.insertListItem('availability', newSlot(rows))}
      removeLabel={(index) => t('staff.fields.removeSlot', { number: index + 1 })}
      onRemove={(index) => form.removeListItem('availability', index)}
      rowTestId="availability-row"
    >
      {(row, index) => (
        <>
          <Select
            label={t('staff.fields.weekday')}
            data={weekdays}
            allowDeselect={false}
            // On a phone the day takes its own line, and the hours share the next.
            flex={{ base: '1 1 100%', xs: '2 1 150px' }}
            {...form.getInputProps(`availability.${index}.weekday`)}
          />
          <Select
            label={t('staff.fields.from')}
            data={timesWith(STARTS, row.from)}
            searchable
            allowDeselect={false}
            style={{ flex: '1 1 88px' }}
            {...form.getInputProps(`availability.${index}.from`)}
          />
          <Select
            label={t('staff.fields.to')}
            data={timesWith(ENDS, row.to)}
            searchable
            allowDeselect={false}
            style={{ flex: '1 1 88px' }}
            {...form.getInputProps(`availability.${index}.to`)}
          />
        </>
      )}
    </ListField>
  );
}
