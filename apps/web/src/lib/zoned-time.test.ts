import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedParts, zonedToday } from './zoned-time.ts';

describe('wall-clock days and times in a time zone', () => {
  it("reads an instant on the school's clocks, summer and winter", () => {
    expect(zonedParts('2026-07-14T08:00:00.000Z', 'Europe/Lisbon')).toEqual({ day: '2026-07-14', time: '09:00' });
    expect(zonedParts('2026-01-14T23:30:00.000Z', 'Europe/Lisbon')).toEqual({ day: '2026-01-14', time: '23:30' });
    expect(zonedParts('2026-01-14T23:30:00.000Z', 'Asia/Shanghai')).toEqual({ day: '2026-01-15', time: '07:30' });
  });

  it('names the instant of a day and time with the offset of that day', () => {
    expect(zonedInstant('2026-07-14', '09:00', 'Europe/Lisbon')).toBe('2026-07-14T09:00:00+01:00');
    expect(zonedInstant('2026-01-14', '09:00', 'Europe/Lisbon')).toBe('2026-01-14T09:00:00+00:00');
    expect(zonedInstant('2026-07-14', '09:00', 'America/Los_Angeles')).toBe('2026-07-14T09:00:00-07:00');
    expect(zonedInstant('2026-07-14', '09:00', 'Asia/Kolkata')).toBe('2026-07-14T09:00:00+05:30');
  });

  it('is right on both days the clocks change, and round-trips', () => {
    // Lisbon: 01:00 becomes 02:00 on 29 March 2026 and 02:00 becomes 01:00 on 25 October 2026.
    expect(zonedInstant('2026-03-29', '00:30', 'Europe/Lisbon')).toBe('2026-03-29T00:30:00+00:00');
    expect(zonedInstant('2026-03-29', '09:00', 'Europe/Lisbon')).toBe('2026-03-29T09:00:00+01:00');
    expect(zonedInstant('2026-10-25', '09:00', 'Europe/Lisbon')).toBe('2026-10-25T09:00:00+00:00');
    for (const iso of ['2026-03-29T09:00:00+01:00', '2026-10-25T23:15:00+00:00', '2026-07-01T06:45:00+01:00']) {
      const { day, time } = zonedParts(iso, 'Europe/Lisbon');
      expect(Date.parse(zonedInstant(day, time, 'Europe/Lisbon') ?? '')).toBe(Date.parse(iso));
    }
  });

  it('answers null for a missing or malformed day or time', () => {
    expect(zonedInstant('', '09:00', 'Europe/Lisbon')).toBeNull();
    expect(zonedInstant('2026-07-14', '', 'Europe/Lisbon')).toBeNull();
    expect(zonedInstant('2026-13-45', '09:00', 'Europe/Lisbon')).toBeNull();
  });

  it("gives today's date on the school's clocks", () => {
    expect(zonedToday('Asia/Shanghai', new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
    expect(zonedToday('Europe/Lisbon', new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-14');
  });
});
