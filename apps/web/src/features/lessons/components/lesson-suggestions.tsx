import { Button, Input, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@lineup/contract/conditions';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { intlLocale, useFormat } from '#web/lib/format.ts';
import { zonedParts } from '#web/lib/zoned-time.ts';
import { suggestionsQuery, type SuggestionsAsk } from '#web/features/lessons/api/conditions-api.ts';

/** The windows offered at once: the best of the coming week. */
const SHOWN = 6;

interface LessonSuggestionsProps {
  readonly schoolId: string;
  readonly ask: SuggestionsAsk;
  /** The day and time the form holds, so the window it came from shows as chosen. */
  readonly day: string;
  readonly time: string;
  readonly onPick: (window: { day: string; time: string; durationMinutes: number }) => void;
}

/**
 * A new lesson's best windows at its place in the coming week, best first: in daylight, at a tide
 * that suits its type's level there, with room for it at the place (and its room) and no clash.
 * One click puts the window's day, start and length in the form.
 */
export function LessonSuggestions({ schoolId, ask, day, time, onPick }: LessonSuggestionsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(suggestionsQuery(schoolId, ask));
  const weekday = new Intl.DateTimeFormat(intlLocale(format.language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: format.timeZone,
  });
  const states = (suggestion: Suggestion) =>
    suggestion.tideStates.map((state) => t(`lessons.suggestions.states.${state}`, { defaultValue: state })).join(' → ');
  const margin = (minutes: number) =>
    minutes >= 60
      ? t('lessons.suggestions.marginHours', { hours: format.number(Math.floor((minutes / 60) * 10) / 10) })
      : t('lessons.suggestions.marginMinutes', { minutes });
  const data = query.data;
  return (
    <Input.Wrapper
      label={t('lessons.suggestions.title')}
      description={data?.station ? t('lessons.suggestions.hint') : t('lessons.suggestions.hintNoStation')}
      data-testid="lesson-suggestions"
    >
      <Stack gap="xs" mt={6}>
        {query.isError ? (
          <ListError error={query.error} title={t('lessons.suggestions.failed')} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <Skeleton h={52} radius="sm" />
        ) : data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('lessons.suggestions.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6}>
            {data.items.slice(0, SHOWN).map((suggestion) => {
              const start = zonedParts(suggestion.startsAt, format.timeZone);
              const chosen = start.day === day && start.time === time;
              return (
                <Button
                  key={suggestion.startsAt}
                  variant={chosen ? 'filled' : 'light'}
                  aria-pressed={chosen}
                  justify="flex-start"
                  h="auto"
                  py={6}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                  onClick={() => onPick({ ...start, durationMinutes: suggestion.durationMinutes })}
                >
                  <Stack gap={0}>
                    <Text span fz="sm" fw={700}>
                      {weekday.format(new Date(suggestion.startsAt))}
                    </Text>
                    <Text span fz="sm">
                      {t('lessons.suggestions.hours', {
                        from: format.time(suggestion.startsAt),
                        to: format.time(suggestion.endsAt),
                      })}
                    </Text>
                    <Text span fz="xs">
                      {data.station
                        ? t('lessons.suggestions.detail', {
                            states: states(suggestion),
                            margin: margin(suggestion.marginMinutes),
                          })
                        : margin(suggestion.marginMinutes)}
                    </Text>
                  </Stack>
                </Button>
              );
            })}
          </SimpleGrid>
        )}
        {data?.station ? (
          <Text size="xs" c="dimmed">
            {t('lessons.conditions.notice')}
          </Text>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
