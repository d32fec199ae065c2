/**
 * The one clock of the school's time: what "now" and "today" are for the schedule, the money, the
 * reports, the conditions, the assistant, the seeds and the screens. The server, its seeds and the
 * web app all read it here, never `new Date()` or SQL's `now()`.
 *
 * It runs with the machine's time unless it is set: `clock.set(instant)` makes it read that
 * instant now and run on from there at the machine's pace, so timeouts and durations keep their
 * length while the day is the one chosen. The server sets it from `LINEUP_CLOCK` (tests and
 * demonstrations pick the day they run on); the web app sets it from the server's `Lineup-Clock`
 * answer header, so a screen's "today" is the server's, whatever a device's own clock says.
 *
 * What guards accounts (sessions, tokens, codes, rate limits) keeps the machine's time: a clock
 * set for a demonstration never makes a password-reset link last longer or a session end sooner.
 */

/** The header that carries the server's clock to the web app, an ISO instant. */
export const CLOCK_HEADER = 'Lineup-Clock';

/**
 * Reads a clock setting: an instant with its offset (`2027-02-28T23:30:00Z`,
 * `2027-03-28T09:00:00+01:00`) or a day (`2028-02-29`, that day at 10:00 UTC, mid-morning
 * in Europe and Africa). Null when it is neither.
 */
export function parseClockSetting(value: string): Date | null {
  const text = value.trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  if (!day && !zoned) return null;
  const at = new Date(day ? `${text}T10:00:00Z` : text);
  if (Number.isNaN(at.getTime())) return null;
  // A day that does not exist (2027-02-29) is refused rather than rolled into the next month.
  if (day && at.toISOString().slice(0, 10) !== text) return null;
  return at;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day an instant falls on, on a time zone's clocks, YYYY-MM-DD. */
export function localDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

let offsetMs = 0;

export const clock = {
  /** Now, as an instant. */
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** Now, in milliseconds since the epoch. */
  ms(): number {
    return Date.now() + offsetMs;
  },
  /** Today on a time zone's clocks (the school's), YYYY-MM-DD. */
  today(timeZone: string): string {
    return localDay(clock.now(), timeZone);
  },
  /** Today's date where the day has begun first (UTC+14): no date after it is in the past anywhere. */
  latestToday(): string {
    return new Date(clock.ms() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  },
  /** How far the clock is from the machine's, in milliseconds (0 when it is not set). */
  offset(): number {
    return offsetMs;
  },
  /**
   * Makes the clock read `instant` now and run on from there; null puts it back on the machine's
   * time. A string is read as `parseClockSetting` reads it; one it cannot read throws.
   */
  set(instant: Date | string | number | null): void {
    if (instant === null) {
      offsetMs = 0;
      return;
    }
    const at = typeof instant === 'string' ? parseClockSetting(instant) : new Date(instant);
    if (at === null || Number.isNaN(at.getTime())) throw new RangeError(`Not a clock setting: ${String(instant)}`);
    offsetMs = at.getTime() - Date.now();
  },
  /** Runs the clock `offset` milliseconds from the machine's: how the web app follows the server's. */
  follow(offset: number): void {
    offsetMs = Number.isFinite(offset) ? offset : 0;
  },
};
