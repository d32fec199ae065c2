import { Box, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type AvailabilitySlot } from '@lineup/contract/staff';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { useWeekdayNames } from '#web/lib/day-words.ts';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

const DAY_MINUTES = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const percent = (minutes: number) => `${(minutes / DAY_MINUTES) * 100}%`;
/** The hours marked above the bars. */
const TICKS = [0, 6, 12, 18, 24];

/** One day's bar: the hours of the day from left to right, the available ones filled. */
function DayBar({ slots }: { readonly slots: readonly AvailabilitySlot[] }) {
  return (
    <Box
      aria-hidden
      pos="relative"
      h={14}
      style={{ borderRadius: 7, background: 'var(--mantine-color-gray-1)', overflow: 'hidden' }}
    >
      {slots.map((slot) => (
        <Box
          key={`${slot.from}-${slot.to}`}
          pos="absolute"
          top={0}
          bottom={0}
          style={{
            left: percent(minutesOf(slot.from)),
            width: percent(minutesOf(slot.to) - minutesOf(slot.from)),
            background: 'var(--mantine-color-ocean-5)',
          }}
        />
      ))}
    </Box>
  );
}

/**
 * The weekly availability as a grid of the seven days, Monday first: each day's hours written
 * out ("08:00–13:00") and drawn on a bar of the day's 24 hours. On a phone the bar goes under the
 * day's name and hours.
 */
export function WeekGrid({ availability }: { readonly availability: readonly AvailabilitySlot[] }) {
  const { t } = useTranslation();
  const names = useWeekdayNames('long');
  const phone = useWindowMatches('(max-width: 36em)');
  const columns = phone ? 'minmax(96px, auto) 1fr' : 'minmax(110px, 150px) minmax(120px, 180px) 1fr';
  return (
    <SectionCard
      id="staff-availability"
      title={t('staff.view.availability.title')}
      icon={<IconCalendarTime size={20} aria-hidden />}
    >
      {availability.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staff.view.availability.empty')}
        </Text>
      ) : (
        <Stack gap={phone ? 'sm' : 6} data-testid="week-grid">
          {phone ? null : (
            <Box style={{ display: 'grid', gridTemplateColumns: columns, columnGap: 12 }} aria-hidden>
              <span />
              <span />
              <Group justify="space-between" gap={0}>
                {TICKS.map((hour) => (
                  <Text key={hour} size="xs" c="dimmed">
                    {String(hour).padStart(2, '0')}
                  </Text>
                ))}
              </Group>
            </Box>
          )}
          {WEEKDAYS.map((weekday) => {
            const slots = availability
              .filter((slot) => slot.weekday === weekday)
              .sort((a, b) => a.from.localeCompare(b.from));
            const hours = slots.map((slot) => `${slot.from}–${slot.to}`).join(', ');
            return (
              <Box
                key={weekday}
                data-testid={`weekday-${weekday}`}
                style={{
                  display: 'grid',
                  gridTemplateColumns: columns,
                  columnGap: 12,
                  rowGap: 4,
                  alignItems: 'center',
                }}
              >
                <Text size="sm" fw={600} tt="capitalize">
                  {names[weekday]}
                </Text>
                <Text size="sm" c={slots.length > 0 ? undefined : 'dimmed'}>
                  {slots.length > 0 ? hours : t('staff.view.availability.free')}
                </Text>
                <Box style={phone ? { gridColumn: '1 / -1' } : undefined}>
                  <DayBar slots={slots} />
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
