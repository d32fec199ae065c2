import { useId } from 'react';
import { Box, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIDE_STATES, type TideState, type TideStates } from '@lineup/contract/conditions';
import classes from './tide-states-field.module.css';

const LEVELS = ['all', 'beginner', 'intermediate', 'advanced'] as const satisfies readonly (keyof TideStates)[];

interface TideStatesFieldProps {
  readonly value: TideStates;
  readonly onChange: (value: TideStates) => void;
}

/**
 * Per level, the tide states that suit: the place itself (every lesson), then each skill level,
 * which narrows it. None chosen is any tide.
 */
export function TideStatesField({ value, onChange }: TideStatesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (level: keyof TideStates, state: TideState) => {
    const on = new Set(value[level]);
    if (on.has(state)) on.delete(state);
    else on.add(state);
    // Kept in the tides' own order, whatever the order of the clicks.
    onChange({ ...value, [level]: TIDE_STATES.filter((one) => on.has(one)) });
  };
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <Text size="sm" fw={500} id={`${id}-title`}>
        {t('places.tides.suits')}
      </Text>
      <Text size="xs" c="dimmed" id={`${id}-hint`} mt={-4}>
        {t('places.tides.suitsHint')}
      </Text>
      <div className={classes.rows}>
        {LEVELS.map((level) => (
          <Box key={level} className={classes.row} role="group" aria-labelledby={`${id}-${level}`}>
            <Text id={`${id}-${level}`} size="sm" lh={1.3} className={classes.level}>
              {t(`places.tides.levels.${level}`)}
              {level === 'all' ? (
                <Text span size="xs" c="dimmed" className={classes.hint}>
                  {t('places.tides.levels.allHint')}
                </Text>
              ) : null}
            </Text>
            {TIDE_STATES.map((state) => {
              const on = value[level].includes(state);
              return (
                <Button
                  key={state}
                  variant={on ? 'filled' : 'default'}
                  aria-pressed={on}
                  size="sm"
                  px={4}
                  mih={{ base: 44, sm: 36 }}
                  fullWidth
                  onClick={() => toggle(level, state)}
                >
                  {t(`places.tides.states.${state}`)}
                </Button>
              );
            })}
          </Box>
        ))}
      </div>
    </Stack>
  );
}
