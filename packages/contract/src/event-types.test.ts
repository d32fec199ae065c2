import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  EVENT_COLORS,
  eventTypeInputSchema,
  HEX_COLOR,
  textColorOn,
  type EventTypeInput,
} from './event-types.ts';

const group: EventTypeInput = {
  kind: 'lesson',
  name: 'Group lesson',
  color: '#1d4ed8',
  durationMinutes: 120,
  capacity: 24,
  studentsPerInstructor: 6,
  level: 'beginner',
  priceCents: 3500,
  creditsPerAttendance: 1,
  active: true,
};

describe('the calendar palette', () => {
  it('has twelve distinct stored-form colours, each readable with white text (WCAG AA)', () => {
    const colors = Object.values(EVENT_COLORS);
    expect(colors).toHaveLength(12);
    expect(new Set(colors).size).toBe(12);
    for (const color of colors) {
      expect(color).toMatch(HEX_COLOR);
      expect(contrastRatio(color, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
      expect(textColorOn(color)).toBe('#ffffff');
    }
  });

  it('picks dark text on a light colour chosen outside the palette', () => {
    expect(textColorOn('#fde68a')).toBe('#111827');
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });
});

describe('a type as given', () => {
  it('keeps its colour in lower case and refuses a colour that is not #rrggbb', () => {
    expect(eventTypeInputSchema.parse({ ...group, color: ' #1D4ED8 ' }).color).toBe('#1d4ed8');
    for (const color of ['#fff', 'blue', '#1d4ed8ff', '']) {
      expect(eventTypeInputSchema.safeParse({ ...group, color }).success, color).toBe(false);
    }
  });

  it('takes durations in steps of five minutes up to a day', () => {
    for (const durationMinutes of [5, 45, 1440]) {
      expect(eventTypeInputSchema.safeParse({ ...group, durationMinutes }).success).toBe(true);
    }
    for (const durationMinutes of [0, 7, 1445, 90.5]) {
      expect(eventTypeInputSchema.safeParse({ ...group, durationMinutes }).success).toBe(false);
    }
  });

  it('gives an event no credits', () => {
    const event = { ...group, kind: 'event' as const };
    expect(eventTypeInputSchema.safeParse({ ...event, creditsPerAttendance: 0 }).success).toBe(true);
    const refused = eventTypeInputSchema.safeParse(event);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['creditsPerAttendance', 'too_big'],
    ]);
  });
});
