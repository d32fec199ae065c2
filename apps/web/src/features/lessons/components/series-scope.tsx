import { Radio, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventSeries, SeriesScope } from '@lineup/contract/events';
import { useDayFormat, useWeekdayNames } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { zonedParts } from '#web/lib/zoned-time.ts';

/**
 * The scopes that reach more than the ones before them: `following` when later occurrences are
 * still to come, `all` when earlier ones are too. Only `one` when nothing else can change.
 */
function scopesOf(series: EventSeries | null): { scope: SeriesScope; count: number }[] {
  const scopes: { scope: SeriesScope; count: number }[] = [{ scope: 'one', count: 1 }];
  if (!series) return scopes;
  if (series.following > 1) scopes.push({ scope: 'following', count: series.following });
  if (series.all > series.following) scopes.push({ scope: 'all', count: series.all });
  return scopes;
}

interface SeriesScopeFieldProps {
  readonly series: EventSeries | null;
  readonly value: SeriesScope;
  readonly onChange: (scope: SeriesScope) => void;
  /** A select for a row of fields; radio buttons in a dialog. */
  readonly compact?: boolean;
}

/**
 * Which occurrences of a repeating lesson a change reaches: this one, this one and the following,
 * or all (those not begun nor cancelled), each with how many. Nothing for a lesson on its own.
 */
export function SeriesScopeField({ series, value, onChange, compact = false }: SeriesScopeFieldProps) {
  const { t } = useTranslation();
  const scopes = scopesOf(series);
  if (scopes.length < 2) return null;
  const data = scopes.map(({ scope, count }) => ({
    value: scope,
    label: t(`lessons.series.scope.${scope}`, { count }),
  }));
  if (compact) {
    return (
      <Select
        label={t('lessons.series.scope.label')}
        data={data}
        value={value}
        onChange={(chosen) => onChange((chosen as SeriesScope | null) ?? 'one')}
        allowDeselect={false}
        style={{ flex: '1 1 200px' }}
        data-testid="series-scope"
      />
    );
  }
  return (
    <Radio.Group
      label={t('lessons.series.scope.label')}
      value={value}
      onChange={(chosen) => onChange(chosen as SeriesScope)}
      data-testid="series-scope"
    >
      <Stack gap="xs" mt={6}>
        {data.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** A series in words: "Weekly on Wed, Sun · 3 of 6 · until 2 May 2027". */
export function useSeriesText(): (series: EventSeries) => string {
  const { t } = useTranslation();
  const { timeZone } = useFormat();
  const names = useWeekdayNames('short');
  const dayFormat = useDayFormat();
  return (series) =>
    t('lessons.series.summary', {
      days: series.weekdays.map((weekday) => names[weekday] ?? String(weekday)).join(', '),
      position: series.position,
      total: series.total,
      last: dayFormat(zonedParts(series.lastStartsAt, timeZone).day),
    });
}
