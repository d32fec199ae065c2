/**
 * Days, seasons and the day's lesson slots of a generated history. Days are YYYY-MM-DD on the
 * school's clocks; instants are ISO strings in UTC, made from a day and a time on those clocks.
 */

const DAY_MS = 86_400_000;

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function monthOf(day: string): number {
  return Number(day.slice(5, 7));
}

/**
 * How busy a month is on a European Atlantic beach, the busiest as 1: summer holidays fill the
 * water, winter leaves the regulars and the schools' clubs.
 */
export const SEASON: readonly number[] = [0.22, 0.25, 0.38, 0.55, 0.7, 0.88, 1, 1, 0.82, 0.55, 0.3, 0.25];

/** The month's weight in SEASON (1–12). */
export const seasonOf = (month: number): number => SEASON[month - 1] ?? 0;

/** Summer months, when the holiday-makers come and the trips and sunset yoga run. */
export const isSummer = (month: number): boolean => month >= 6 && month <= 9;

/**
 * The day's lesson slots on the school's clocks, two hours each with a break between: an
 * instructor teaches at most one lesson per slot, a lesson starts at its slot's start and ends
 * within it, so lessons in different slots never overlap. Winter afternoons are too short for
 * the last one.
 */
export const SLOTS: readonly { readonly start: number; readonly minutes: number }[] = [
  { start: 8 * 60 + 30, minutes: 120 },
  { start: 11 * 60, minutes: 120 },
  { start: 14 * 60, minutes: 120 },
  { start: 16 * 60 + 30, minutes: 120 },
];

/** How many of SLOTS a day of the month has. */
export const slotsIn = (month: number): number => (month >= 4 && month <= 10 ? 4 : 3);

/** The slots a time on the day (minutes from midnight, end exclusive) reaches into. */
export function slotsReached(startMinute: number, minutes: number): number[] {
  const end = startMinute + minutes;
  return SLOTS.flatMap((slot, index) => (startMinute < slot.start + slot.minutes && end > slot.start ? [index] : []));
}

/** "08:30" for 510 minutes. */
export function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Turns days and times on a time zone's clocks into instants. The offset is read at the day's
 * noon: the clocks change in the small hours, before any lesson.
 */
export function zonedClock(timeZone: string): (day: string, minutes: number) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsets = new Map<string, number>();
  const offsetOf = (day: string) => {
    let offset = offsets.get(day);
    if (offset === undefined) {
      const name = format.formatToParts(new Date(`${day}T12:00:00Z`)).find((part) => part.type === 'timeZoneName');
      const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
      offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
      offsets.set(day, offset);
    }
    return offset;
  };
  return (day, minutes) => new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - offsetOf(day)) * 60_000).toISOString();
}
