import type { CSSProperties } from 'react';
import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENDANCES, type Attendance } from '@lineup/contract/events';

/** Dark enough for white text on the filled button (4.5:1). */
const COLORS: Readonly<Record<Attendance, string>> = {
  booked: 'ocean.7',
  attended: 'teal.9',
  no_show: 'red.9',
  cancelled: 'gray.7',
};

interface AttendanceButtonsProps {
  /** Names the group for screen readers ("Attendance of Ana Costa"). */
  readonly label: string;
  readonly value: Attendance;
  readonly disabled: boolean;
  readonly onChange: (attendance: Attendance) => void;
}

/**
 * One customer's attendance as four large buttons, two by two on a phone so a thumb hits the
 * right one at the beach; the one that holds is filled. A radio group for screen readers.
 */
export function AttendanceButtons({ label, value, disabled, onChange }: AttendanceButtonsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid role="radiogroup" aria-label={label} cols={{ base: 2, sm: 4 }} spacing={8} verticalSpacing={8}>
      {ATTENDANCES.map((attendance) => {
        const checked = attendance === value;
        return (
          <Button
            key={attendance}
            role="radio"
            aria-checked={checked}
            variant={checked ? 'filled' : 'default'}
            color={COLORS[attendance]}
            h={44}
            // The chosen one keeps its colour under the pointer: a lighter hover would fail 4.5:1.
            style={checked ? ({ '--button-hover': 'var(--button-bg)' } as CSSProperties) : undefined}
            disabled={disabled && !checked}
            onClick={() => {
              if (!checked && !disabled) onChange(attendance);
            }}
          >
            {t(`lessons.view.attendance.${attendance}`)}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
