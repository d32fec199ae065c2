import { z } from 'zod';

/**
 * The days a school's records may fall on: its sales, payments, lessons, works, certifications
 * and the calendar it asks for. From 2000, before any school kept its books here, to the end of
 * 2100, the last year the reports read; a day outside is a slip of the keyboard, refused with
 * `day_out_of_range` rather than carried into the schedule, the ledger and the reports.
 * Dates of a person's life (a birth, a purchase, a signed waiver) keep ranges of their own.
 */
export const DAY_FIRST = '2000-01-01';
export const DAY_LAST = '2100-12-31';
export const DAY_OUT_OF_RANGE = 'day_out_of_range';

// A school's clocks are up to 14 hours before or behind UTC: its first day begins, and its last
// day ends, that much either side of UTC's.
const ZONE_MS = 14 * 3_600_000;
const FIRST_MS = Date.parse(`${DAY_FIRST}T00:00:00Z`) - ZONE_MS;
const LAST_MS = Date.parse(`${DAY_LAST}T23:59:59.999Z`) + ZONE_MS;

/** Whether a YYYY-MM-DD day is one a school's record may fall on. */
export const isSchoolDay = (day: string): boolean => day >= DAY_FIRST && day <= DAY_LAST;

// A value that is no day or no instant at all is the format's to refuse, once: the range says nothing of it.
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

const outOfRange = { params: { code: DAY_OUT_OF_RANGE } };

/** A day of the school's calendar (YYYY-MM-DD), from DAY_FIRST to DAY_LAST. */
export const schoolDay = () =>
  z.iso
    .date()
    .refine((day) => !DAY_SHAPE.test(day) || isSchoolDay(day), outOfRange)
    .meta({ examples: ['2026-07-14'], description: `A day from ${DAY_FIRST} to ${DAY_LAST}.` });

/** An instant with its offset, on a day from DAY_FIRST to DAY_LAST. */
export const schoolInstant = () =>
  z.iso
    .datetime({ offset: true })
    .refine((at) => {
      const ms = Date.parse(at);
      return Number.isNaN(ms) || (ms >= FIRST_MS && ms <= LAST_MS);
    }, outOfRange)
    .meta({
      examples: ['2026-07-14T09:00:00+01:00'],
      description: `An instant with its offset, from ${DAY_FIRST} to ${DAY_LAST}.`,
    });
