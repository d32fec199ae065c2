import { getTimes } from 'suncalc';
import { zonedInstant } from '#src/lib/zoned-day.ts';

/** A day's sun times at a place; null where the sun does not reach that height that day. */
export interface DaylightTimes {
  readonly dawn: Date | null;
  readonly sunrise: Date | null;
  readonly sunset: Date | null;
  readonly dusk: Date | null;
  /** `day` when the sun never sets, `night` when it never rises. */
  readonly polar: 'day' | 'night' | null;
}

const valid = (value: Date | null | undefined): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/** The sun times of a day on the school's clocks at a place: the solar day around its noon. */
export function daylightOn(day: string, timeZone: string, latitude: number, longitude: number): DaylightTimes {
  const times = getTimes(zonedInstant(day, 12 * 60, timeZone), latitude, longitude);
  const polar = times.alwaysUp ? 'day' : times.alwaysDown ? 'night' : null;
  return {
    dawn: valid(times.dawn),
    sunrise: valid(times.sunrise),
    sunset: valid(times.sunset),
    dusk: valid(times.dusk),
    polar,
  };
}

/**
 * Whether a time lies in daylight, sunrise to sunset (decision 013): all day when the sun never
 * sets, never when it never rises.
 */
export function inDaylight(daylight: DaylightTimes, from: Date, to: Date): boolean {
  if (daylight.polar === 'day') return true;
  if (!daylight.sunrise || !daylight.sunset) return false;
  return from >= daylight.sunrise && to <= daylight.sunset;
}
