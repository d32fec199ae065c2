import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_MAX, WEEKDAYS } from '@lineup/contract/staff';
import { useWeekdayNames } from '#web/features/staff/components/staff-words.ts';
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
  const listError = form.errors.availability;
  return (
    <Fieldset legend={t('staff.fields.availability')} variant="filled">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('staff.fields.availabilityHint')}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('staff.fields.noSlots')}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="wrap" data-testid="availability-row">
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
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t('staff.fields.removeSlot', { number: index + 1 })}
              onClick={() => form.removeListItem('availability', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof listError === 'string' ? (
          <Text size="sm" c="red">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= AVAILABILITY_MAX}
            onClick={() => form.insertListItem('availability', newSlot(rows))}
          >
            {t('staff.fields.addSlot')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
