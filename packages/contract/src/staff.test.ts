import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MAX,
  CERTIFICATION_WARNING_DAYS,
  certificationStatusOf,
  daysBetween,
  SPOKEN_LANGUAGES,
  staffInputSchema,
  type AvailabilitySlot,
  staffInputOf,
  type StaffInput,
} from './staff.ts';
import { issueOf } from './validation.ts';

const member = (change: Partial<StaffInput> = {}): StaffInput => staffInputOf('Rui Santos', change);

/** The issues of an input by path, each with the code the server and the web word it by. */
function issues(input: unknown): Record<string, string> {
  const result = staffInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueOf(issue).code]));
}

const week = (...slots: [number, string, string][]): AvailabilitySlot[] =>
  slots.map(([weekday, from, to]) => ({ weekday, from, to }));

describe('a staff member as the contract reads it', () => {
  it('keeps each function once in a fixed order, and each language once in the order given', () => {
    const parsed = staffInputSchema.parse(
      member({ functions: ['other', 'driver', 'instructor', 'driver'], languages: ['en', 'pt', 'en'] }),
    );
    expect(parsed.functions).toEqual(['instructor', 'driver', 'other']);
    expect(parsed.languages).toEqual(['en', 'pt']);
  });

  it('keeps a phone in E.164 and refuses one without its country code', () => {
    expect(staffInputSchema.parse(member({ phone: '00351 912 345 678' })).phone).toBe('+351912345678');
    expect(issues(member({ phone: '912 345 678' }))).toEqual({ phone: 'phone_needs_country_code' });
    expect(issues(member({ phone: '+351 12' }))).toEqual({ phone: 'invalid_phone' });
  });

  it('needs a function, and refuses unknown functions and languages on their item', () => {
    expect(issues(member({ functions: [] }))).toEqual({ functions: 'required' });
    expect(issues({ ...member(), functions: ['surfer'], languages: ['pt', 'klingon'] })).toEqual({
      'functions.0': 'invalid_value',
      'languages.1': 'invalid_value',
    });
    expect(new Set(SPOKEN_LANGUAGES).size).toBe(SPOKEN_LANGUAGES.length);
    expect(SPOKEN_LANGUAGES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
  });

  it('takes pay as cents or none (the school’s default)', () => {
    expect(issues(member({ payPerLessonCents: 2500, payPerEventCents: null }))).toEqual({});
    expect(issues(member({ payPerLessonCents: -1, payPerEventCents: 12.5 }))).toEqual({
      payPerLessonCents: 'too_small',
      payPerEventCents: 'invalid_type',
    });
  });

  it('takes certifications with a name and a last day or none', () => {
    expect(issues(member({ certifications: [{ name: 'Nadador-Salvador', expiresOn: '2026-05-31' }] }))).toEqual({});
    expect(
      issues(
        member({
          certifications: [
            { name: '  ', expiresOn: null },
            { name: 'First aid', expiresOn: '2026-02-30' },
          ],
        }),
      ),
    ).toEqual({ 'certifications.0.name': 'too_small', 'certifications.1.expiresOn': 'invalid_format' });
  });

  it('takes slots that end after they start, touch end to start, or run to midnight', () => {
    const slots = week([1, '08:00', '12:00'], [1, '12:00', '16:00'], [1, '16:00', '24:00'], [2, '00:00', '09:30']);
    expect(issues(member({ availability: slots }))).toEqual({});
  });

  it('refuses a slot that ends at or before its start on its end, and one that overlaps an earlier one on its start', () => {
    expect(issues(member({ availability: week([1, '10:00', '10:00'], [2, '18:00', '09:00']) }))).toEqual({
      'availability.0.to': 'availability_order',
      'availability.1.to': 'availability_order',
    });
    expect(
      issues(member({ availability: week([3, '09:00', '13:00'], [4, '09:00', '13:00'], [3, '12:59', '15:00']) })),
    ).toEqual({ 'availability.2.from': 'availability_overlap' });
    expect(issues(member({ availability: week([3, '09:00', '13:00'], [3, '10:00', '11:00']) }))).toEqual({
      'availability.1.from': 'availability_overlap',
    });
  });

  it('refuses malformed slots for their own fields only', () => {
    expect(
      issues(member({ availability: week([0, '09:00', '10:00'], [8, '09:00', '10:00'], [1, '9:00', '24:01']) })),
    ).toEqual({
      'availability.0.weekday': 'too_small',
      'availability.1.weekday': 'too_big',
      'availability.2.from': 'invalid_format',
      'availability.2.to': 'invalid_format',
    });
    const tooMany = Array.from({ length: AVAILABILITY_MAX + 1 }, (_, index) => ({
      weekday: (index % 7) + 1,
      from: `${String(Math.floor(index / 7) * 4).padStart(2, '0')}:00`,
      to: `${String(Math.floor(index / 7) * 4 + 2).padStart(2, '0')}:00`,
    }));
    expect(issues(member({ availability: tooMany }))).toEqual({ availability: 'too_big' });
  });

  it('never takes two overlapping slots on one day', () => {
    const time = fc
      .integer({ min: 0, max: 24 * 4 })
      .map(
        (quarter) =>
          `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`,
      );
    const slot = fc.record({ weekday: fc.integer({ min: 1, max: 2 }), from: time, to: time });
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 6 }), (slots) => {
        const result = staffInputSchema.safeParse(member({ availability: slots }));
        if (!result.success) return;
        const taken = result.data.availability;
        for (const [index, one] of taken.entries()) {
          expect(one.from < one.to).toBe(true);
          for (const other of taken.slice(index + 1)) {
            if (other.weekday === one.weekday) expect(one.to <= other.from || other.to <= one.from).toBe(true);
          }
        }
      }),
    );
  });
});

describe('where a certification stands', () => {
  it('is expired after its last day, expiring within the warning days, ok beyond or without an expiry', () => {
    expect(certificationStatusOf(null)).toBe('ok');
    expect(certificationStatusOf(-1)).toBe('expired');
    expect(certificationStatusOf(0)).toBe('expiring');
    expect(certificationStatusOf(CERTIFICATION_WARNING_DAYS)).toBe('expiring');
    expect(certificationStatusOf(CERTIFICATION_WARNING_DAYS + 1)).toBe('ok');
  });

  it('counts whole calendar days, across months, years and the clock change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});
