/**
 * Days on a school's clocks, as instants: a day starts at its local midnight, and lasts 23 or 25
 * hours when the clocks change in it. Intl knows each zone's offsets; nothing else is needed.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (Lisbon in summer: 60). */
export function offsetMinutes(at: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a local wall time (`YYYY-MM-DD`, minutes after midnight) happens in the zone. */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  // The offset at the guess, then at the corrected guess: right on both sides of a change.
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The day `days` after a `YYYY-MM-DD` day. */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Where a day starts and ends on the zone's clocks. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedInstant(day, 0, timeZone), end: zonedInstant(dayAfter(day, 1), 0, timeZone) };
}

/** The day an instant falls on, on the zone's clocks: the clock's own. */
export { localDay } from '@lineup/contract/clock';
