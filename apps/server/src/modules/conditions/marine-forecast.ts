import type { MarineForecast } from '@lineup/contract/conditions';
import type { Config } from '#src/config.ts';

/**
 * Live conditions from a marine forecast service, when MARINE_FORECAST_URL names one: a URL
 * template with `{latitude}` and `{longitude}` answering hourly values in Open-Meteo's shape
 * (`hourly.time` and any of `swell_wave_height`, `swell_wave_period`, `swell_wave_direction`,
 * `wind_speed_10m`, `wind_direction_10m`; times as Unix seconds, or ISO in UTC). Read on the
 * server and kept a while per point; a service that fails or answers nonsense is asked again
 * later, and meanwhile the tides and daylight show without it.
 */

const FRESH_MS = 30 * 60_000;
const FAILED_MS = 5 * 60_000;
const TIMEOUT_MS = 3_000;
const KEPT_MAX = 256;

interface Hourly {
  readonly times: number[];
  readonly values: Record<(typeof SERIES)[number], (number | null)[]>;
}
const SERIES = [
  'swell_wave_height',
  'swell_wave_period',
  'swell_wave_direction',
  'wind_speed_10m',
  'wind_direction_10m',
] as const;

const kept = new Map<string, { until: number; hourly: Hourly | null }>();

/** Forgets every forecast kept, so that the next call asks the service again. */
export function forgetForecasts(): void {
  kept.clear();
}

const instantOf = (value: unknown): number => {
  if (typeof value === 'number') return value * 1000;
  if (typeof value !== 'string') return Number.NaN;
  return Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
};

const numbers = (value: unknown, length: number): (number | null)[] =>
  Array.from({ length }, (_, i) => {
    const item = Array.isArray(value) ? (value[i] as unknown) : null;
    return typeof item === 'number' && Number.isFinite(item) ? item : null;
  });

/** The service's answer as hours and series, or null when it is not such an answer. */
export function readHourly(body: unknown): Hourly | null {
  const hourly = (body as { hourly?: Record<string, unknown> } | null)?.hourly;
  if (!hourly || !Array.isArray(hourly.time)) return null;
  const times = hourly.time.map(instantOf);
  if (times.length === 0 || times.some((time) => Number.isNaN(time))) return null;
  const values = Object.fromEntries(
    SERIES.map((name) => [name, numbers(hourly[name], times.length)]),
  ) as Hourly['values'];
  return { times, values };
}

async function fetchHourly(url: string): Promise<Hourly | null> {
  try {
    const answer = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!answer.ok) return null;
    return readHourly(await answer.json());
  } catch {
    return null;
  }
}

/** The forecast for a point, kept for half an hour (a failure for five minutes). */
async function hourlyAt(template: string, latitude: number, longitude: number): Promise<Hourly | null> {
  // Two decimals, about a kilometre: the places of one beach share one forecast.
  const url = template.replaceAll('{latitude}', latitude.toFixed(2)).replaceAll('{longitude}', longitude.toFixed(2));
  const known = kept.get(url);
  if (known && known.until > Date.now()) return known.hourly;
  const hourly = await fetchHourly(url);
  kept.delete(url);
  kept.set(url, { until: Date.now() + (hourly ? FRESH_MS : FAILED_MS), hourly });
  while (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
  return hourly;
}

/**
 * The forecast hour for a day: the one nearest now when the day is today, else nearest its middle;
 * null without a configured service, without an answer, or without an hour in the day.
 */
export async function marineForecast(
  config: Pick<Config, 'MARINE_FORECAST_URL'>,
  place: { latitude: number; longitude: number },
  start: Date,
  end: Date,
): Promise<MarineForecast | null> {
  if (!config.MARINE_FORECAST_URL) return null;
  const hourly = await hourlyAt(config.MARINE_FORECAST_URL, place.latitude, place.longitude);
  if (!hourly) return null;
  const now = Date.now();
  const target = now >= start.getTime() && now < end.getTime() ? now : (start.getTime() + end.getTime()) / 2;
  let best = -1;
  hourly.times.forEach((time, i) => {
    if (time < start.getTime() || time >= end.getTime()) return;
    if (best === -1 || Math.abs(time - target) < Math.abs((hourly.times[best] ?? 0) - target)) best = i;
  });
  if (best === -1) return null;
  const value = (name: (typeof SERIES)[number]) => hourly.values[name][best] ?? null;
  return {
    at: new Date(hourly.times[best]!).toISOString(),
    swellHeightM: value('swell_wave_height'),
    swellPeriodS: value('swell_wave_period'),
    swellDirectionDeg: value('swell_wave_direction'),
    windSpeedKmh: value('wind_speed_10m'),
    windDirectionDeg: value('wind_direction_10m'),
  };
}
