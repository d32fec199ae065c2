import '@mantine/charts/styles.layer.css';
import { AreaChart } from '@mantine/charts';
import { Box, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconRipple, IconSunrise, IconSunset, IconWind } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MarineForecast } from '@lineup/contract/conditions';
import type { EventSummary } from '@lineup/contract/events';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { useFormat } from '#web/lib/format.ts';
import { conditionsQuery } from '#web/features/lessons/api/conditions-api.ts';

interface DayConditionsProps {
  readonly schoolId: string;
  readonly day: string;
  /** The places to choose from: the day's, or the school's when the day has none. */
  readonly places: readonly { readonly id: string; readonly name: string }[];
  readonly placeId: string;
  readonly onPlace: (placeId: string) => void;
  /** The day's events at the chosen place, drawn on its tide. */
  readonly events: readonly EventSummary[];
}

const ms = (iso: string) => Date.parse(iso);

/**
 * The tide of a place through the day (height every quarter of an hour, high and low waters with
 * their times and heights), its night shaded from sunset to sunrise, and the place's events drawn on
 * it; sunrise and sunset; the notice that predictions are astronomical. Without a station within
 * reach, the daylight alone.
 */
export default function DayConditions({ schoolId, day, places, placeId, onPlace, events }: DayConditionsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(conditionsQuery(schoolId, placeId, day));
  const data = query.data;
  // An axis may ask about a tick that is not an instant: it gets no text rather than an error.
  const clock = (value: unknown) =>
    Number.isFinite(Number(value)) ? format.time(new Date(Number(value)).toISOString()) : '';
  const height = (metres: number) =>
    t('lessons.conditions.metres', { metres: format.number(Math.round(metres * 100) / 100) });
  const curve = (data?.tides?.curve ?? []).map((point) => ({ at: ms(point.at), heightM: point.heightM }));
  const first = curve[0]?.at ?? 0;
  const last = curve.at(-1)?.at ?? 0;
  const { sunrise, sunset } = data?.daylight ?? { sunrise: null, sunset: null };
  const night = [
    ...(sunrise && first < ms(sunrise) ? [{ x1: first, x2: ms(sunrise) }] : []),
    ...(sunset && ms(sunset) < last ? [{ x1: ms(sunset), x2: last }] : []),
  ].map((area) => ({ ...area, color: 'gray.5', fillOpacity: 0.25, ifOverflow: 'hidden' as const }));
  const drawn = events.map((event) => ({
    x1: ms(event.startsAt),
    x2: ms(event.endsAt),
    color: 'teal.6',
    fillOpacity: 0.2,
    label: event.title,
    labelPosition: 'insideTop' as const,
    ifOverflow: 'hidden' as const,
  }));
  return (
    <SectionCard
      id="day-conditions-title"
      title={t('lessons.conditions.title')}
      description={t('lessons.conditions.notice')}
      icon={<IconSunrise size={20} aria-hidden />}
    >
      <Stack gap="md" data-testid="day-conditions">
        <Select
          label={t('lessons.conditions.place')}
          allowDeselect={false}
          w={{ base: '100%', sm: 320 }}
          data={places.map((place) => ({ value: place.id, label: place.name }))}
          value={placeId}
          onChange={(chosen) => chosen && onPlace(chosen)}
        />
        {query.isError ? (
          <ListError error={query.error} title={t('lessons.conditions.failed')} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <Skeleton h={240} radius="md" />
        ) : (
          <>
            <Group gap="lg" wrap="wrap">
              <Group gap={6} data-testid="sunrise">
                <IconSunrise size={18} aria-hidden />
                <Text size="sm">{t('lessons.conditions.sunrise', { time: sunrise ? format.time(sunrise) : '—' })}</Text>
              </Group>
              <Group gap={6} data-testid="sunset">
                <IconSunset size={18} aria-hidden />
                <Text size="sm">{t('lessons.conditions.sunset', { time: sunset ? format.time(sunset) : '—' })}</Text>
              </Group>
              {data.tides?.extremes.map((extreme) => (
                <Text key={extreme.at} size="sm" data-testid={`tide-${extreme.kind}`}>
                  {t(`lessons.conditions.${extreme.kind}`, {
                    time: format.time(extreme.at),
                    height: height(extreme.heightM),
                  })}
                </Text>
              ))}
            </Group>
            {data.forecast ? <ForecastLine forecast={data.forecast} /> : null}
            {data.tides && data.station ? (
              <>
                <Box component="figure" m={0} aria-label={t('lessons.conditions.chart', { place: data.station.name })}>
                  <AreaChart
                    h={240}
                    data={curve}
                    dataKey="at"
                    series={[{ name: 'heightM', label: t('lessons.conditions.height'), color: 'ocean.6' }]}
                    curveType="monotone"
                    withDots={false}
                    gridAxis="y"
                    tickLine="none"
                    // The axis and the tooltip in tenths of a metre; the day's waters above in centimetres.
                    valueFormatter={(metres) =>
                      t('lessons.conditions.metres', { metres: format.number(Math.round(metres * 10) / 10) })
                    }
                    xAxisProps={{
                      type: 'number',
                      scale: 'time',
                      domain: [first, last],
                      tickFormatter: clock,
                      minTickGap: 24,
                    }}
                    yAxisProps={{ width: 56 }}
                    referenceAreas={[...night, ...drawn]}
                    tooltipProps={{
                      labelFormatter: clock,
                    }}
                  />
                </Box>
                <Text size="xs" c="dimmed">
                  {t('lessons.conditions.station', {
                    station: data.station.name,
                    distance: format.number(Math.round(data.station.distanceKm * 10) / 10),
                  })}{' '}
                  · {data.station.attribution}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed" data-testid="no-tide-station">
                {t('lessons.conditions.noStation')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** The compass point a direction in degrees comes from, of eight. */
export const compassPoint = (degrees: number): (typeof COMPASS)[number] =>
  COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % COMPASS.length] ?? 'N';

/** Swell and wind from the configured marine forecast, at its hour; each part only when the service gave it. */
function ForecastLine({ forecast }: { readonly forecast: MarineForecast }) {
  const { t } = useTranslation();
  const format = useFormat();
  const from = (degrees: number | null) =>
    degrees === null
      ? '—'
      : t(`lessons.conditions.compass.${compassPoint(degrees)}`, { defaultValue: compassPoint(degrees) });
  const one = (value: number) => format.number(Math.round(value * 10) / 10);
  return (
    <Group gap="lg" wrap="wrap" data-testid="forecast">
      <Text size="sm" c="dimmed">
        {t('lessons.conditions.forecast', { time: format.time(forecast.at) })}
      </Text>
      {forecast.swellHeightM !== null ? (
        <Group gap={6}>
          <IconRipple size={18} aria-hidden />
          <Text size="sm">
            {t('lessons.conditions.swell', {
              height: t('lessons.conditions.metres', { metres: one(forecast.swellHeightM) }),
              period: forecast.swellPeriodS === null ? '—' : one(forecast.swellPeriodS),
              direction: from(forecast.swellDirectionDeg),
            })}
          </Text>
        </Group>
      ) : null}
      {forecast.windSpeedKmh !== null ? (
        <Group gap={6}>
          <IconWind size={18} aria-hidden />
          <Text size="sm">
            {t('lessons.conditions.wind', {
              speed: format.number(Math.round(forecast.windSpeedKmh)),
              direction: from(forecast.windDirectionDeg),
            })}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
