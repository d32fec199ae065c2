import { describe, expect, it } from 'vitest';
import { dayBounds, localDay, offsetMinutes, zonedInstant } from '#src/lib/zoned-day.ts';

const hours = ({ start, end }: { start: Date; end: Date }) => (end.getTime() - start.getTime()) / 3_600_000;

describe("days on a school's clocks", () => {
  it('starts a day at its local midnight, 23 or 25 hours long when the clocks change in it', () => {
    expect(dayBounds('2026-07-14', 'Europe/Lisbon').start.toISOString()).toBe('2026-07-13T23:00:00.000Z');
    expect(hours(dayBounds('2026-03-29', 'Europe/Lisbon'))).toBe(23);
    expect(hours(dayBounds('2026-10-25', 'Europe/Lisbon'))).toBe(25);
    expect(hours(dayBounds('2026-03-08', 'America/New_York'))).toBe(23);
    // Auckland leaves summer time at 03:00 on 5 April 2026: midnight before it is still UTC+13.
    expect(dayBounds('2026-04-05', 'Pacific/Auckland').start.toISOString()).toBe('2026-04-04T11:00:00.000Z');
    expect(hours(dayBounds('2026-04-05', 'Pacific/Auckland'))).toBe(25);
  });

  it('turns wall times into instants and back, on both sides of a change', () => {
    expect(zonedInstant('2026-03-29', 0, 'Europe/Lisbon').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zonedInstant('2026-03-29', 12 * 60, 'Europe/Lisbon').toISOString()).toBe('2026-03-29T11:00:00.000Z');
    // A time the change skips is read after it: 01:30 is 02:30 summer time.
    expect(zonedInstant('2026-03-29', 90, 'Europe/Lisbon').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(offsetMinutes(new Date('2026-07-14T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(localDay(new Date('2026-07-13T23:30:00Z'), 'Europe/Lisbon')).toBe('2026-07-14');
    expect(localDay(new Date('2026-07-13T23:30:00Z'), 'UTC')).toBe('2026-07-13');
  });
});
