import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday, slotsIn, slotsReached, zonedClock } from './calendar.ts';

describe('the history’s calendar', () => {
  it('turns a time on Lisbon’s clocks into its instant, in winter, in summer and on the days the clocks change', () => {
    const at = zonedClock('Europe/Lisbon');
    expect(at('2026-01-15', 8 * 60 + 30)).toBe('2026-01-15T08:30:00.000Z');
    expect(at('2026-07-15', 8 * 60 + 30)).toBe('2026-07-15T07:30:00.000Z');
    expect(at('2026-03-29', 9 * 60)).toBe('2026-03-29T08:00:00.000Z');
    expect(at('2026-10-25', 9 * 60)).toBe('2026-10-25T09:00:00.000Z');
  });

  it('counts days and weekdays across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2021-11-25', '2026-11-25')).toBe(1826);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-30')).toBe(1);
  });

  it('keeps lessons inside their slots, and a day-long trip in the slots it reaches', () => {
    expect(slotsReached(8 * 60 + 30, 120)).toEqual([0]);
    expect(slotsReached(11 * 60 + 30, 90)).toEqual([1]);
    expect(slotsReached(8 * 60 + 30, 480)).toEqual([0, 1, 2]);
    expect(slotsIn(1)).toBe(3);
    expect(slotsIn(7)).toBe(4);
  });
});
