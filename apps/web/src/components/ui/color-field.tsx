import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ColorInput, ColorSwatch, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVENT_COLOR_NAMES, EVENT_COLORS, textColorOn } from '@lineup/contract/event-types';

interface ColorFieldProps {
  readonly label: string;
  readonly description: string;
  /** A colour must be given; otherwise empty is none (a lesson showing its type's colour). */
  readonly required?: boolean;
  /** What an empty box means. */
  readonly placeholder?: string;
  /** `#rrggbb`, or what is being typed; empty for none. */
  readonly value: string;
  readonly onChange: (color: string) => void;
  readonly onBlur?: () => void;
  readonly error?: ReactNode;
}

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A colour on the calendar: typed or picked in the colour box, or chosen from its palette. The
 * palette is a radio group (one tab stop, arrows move and choose, each colour named), with swatches
 * of touch size.
 */
export function ColorField({
  label,
  description,
  required = false,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
}: ColorFieldProps) {
  const { t } = useTranslation();
  const swatches = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = EVENT_COLOR_NAMES.findIndex((name) => EVENT_COLORS[name] === value.trim().toLowerCase());
  const count = EVENT_COLOR_NAMES.length;
  const choose = (index: number) => {
    const at = (index + count) % count;
    const name = EVENT_COLOR_NAMES[at];
    if (!name) return;
    onChange(EVENT_COLORS[name]);
    swatches.current[at]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    const target =
      step !== undefined ? index + step : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : null;
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };
  return (
    <Stack gap={8}>
      <ColorInput
        label={label}
        description={description}
        required={required}
        placeholder={placeholder}
        format="hex"
        withEyeDropper={false}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
      <SimpleGrid
        role="radiogroup"
        aria-label={t('form.palette')}
        cols={{ base: 6, sm: 12 }}
        spacing={4}
        verticalSpacing={6}
        maw={{ base: 300, sm: 'none' }}
      >
        {EVENT_COLOR_NAMES.map((name, index) => {
          const color = EVENT_COLORS[name];
          const checked = index === chosen;
          return (
            <ColorSwatch
              key={name}
              ref={(element: HTMLButtonElement | null) => {
                swatches.current[index] = element;
              }}
              component="button"
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t(`form.colors.${name}`)}
              title={t(`form.colors.${name}`)}
              tabIndex={index === Math.max(chosen, 0) ? 0 : -1}
              color={color}
              size={44}
              radius="md"
              withShadow={false}
              style={{ cursor: 'pointer' }}
              onClick={() => onChange(color)}
              onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}
            >
              {checked ? <IconCheck size={22} stroke={3} color={textColorOn(color)} aria-hidden /> : null}
            </ColorSwatch>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
