import { clock } from '@lineup/contract/clock';
/**
 * Wall-clock days and times in a time zone (the school's), to and from instants: a lesson at 09:00
 * in Ericeira is 09:00 there whatever the reader's own clock says, on either side of a change of
 * the clocks.
 */

/** The day (`YYYY-MM-DD`) and time (`HH:MM`) an instant shows on the clocks of `timeZone`. */
export function zonedParts(iso: string, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** How far `timeZone`'s clocks are ahead of UTC at an instant, in minutes. */
function offsetAt(epoch: number, timeZone: string): number {
  const { day, time } = zonedParts(new Date(epoch).toISOString(), timeZone);
  return (Date.parse(`${day}T${time}:00Z`) - Math.floor(epoch / 60_000) * 60_000) / 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The instant a day and time on the clocks of `timeZone` name, as ISO 8601 with its offset
 * (`2026-07-14T09:00:00+01:00`); null when either is missing or malformed. A time the clocks
 * skip (the hour lost in spring) reads as the same time before the change.
 */
export function zonedInstant(day: string, time: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const wall = Date.parse(`${day}T${time}:00Z`);
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC, then at the instant it gives: right on both sides of a change.
  let offset = offsetAt(wall, timeZone);
  offset = offsetAt(wall - offset * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const size = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** Today on the clocks of `timeZone`, as `YYYY-MM-DD`. */
export const zonedToday = (timeZone: string, now = clock.now()): string => zonedParts(now.toISOString(), timeZone).day;
