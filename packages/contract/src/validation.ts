import type { z } from 'zod';
import { CONTROL_CHARACTERS } from './text.ts';

/** The messages a validation issue can have; server and web app word each in six languages. */
export const VALIDATION_MESSAGES = [
  'too_long',
  'too_short',
  'too_large',
  'too_small',
  'required',
  'invalid_format',
  'invalid_choice',
  CONTROL_CHARACTERS,
  /** An id of another record that the school does not have (gone, or never its own). */
  'missing',
  /** A value another record of the school already has where it must be unique (a label code). */
  'taken',
  /** A field of another kind of record (a board's length on a wetsuit). */
  'not_for_category',
  /** A date outside the range the field allows (a purchase in the future). */
  'date_out_of_range',
  /** A room that is not at the place chosen with it. */
  'room_not_at_place',
  /** A measure with more decimals than it is kept with (litres to one decimal). */
  'one_decimal',
  /** A phone number typed without its country code. */
  'phone_needs_country_code',
  /** A phone number no numbering plan has. */
  'invalid_phone',
  /** A birth date in the future or before 1900. */
  'birth_date_out_of_range',
  /** A minor without a guardian's name or phone. */
  'guardian_required',
  /** A waiver signed in the future or before 2000. */
  'waiver_date_out_of_range',
  /** A country that is no ISO 3166 code or name (an imported row). */
  'unknown_country',
  /** An imported customer with the e-mail or phone of one the school has (`params.name`, `params.field`). */
  'duplicate_customer',
  /** An imported row with the e-mail or phone of an earlier row of the file (`params.row`, `params.field`). */
  'duplicate_row',
  /** A time slot that ends at or before its start. */
  'availability_order',
  /** A time slot that overlaps another on the same day. */
  'availability_overlap',
  /** A work on both equipment and a vehicle. */
  'one_subject',
  /** Units given without the equipment they are of. */
  'quantity_needs_equipment',
  /** Maintenance of more units than are free (`params.available`). */
  'units_unavailable',
  /** A repeating event's last day before its first. */
  'series_until_order',
  /** A repeating event with too many occurrences, or reaching too far (`params.maximum`, `params.days`). */
  'series_too_long',
  /** A type's capacity lowered below the customers of an event still to come that takes it (`params.event`, `start`, `count`). */
  'capacity_below_bookings',
  /** An amount or a number of credits of zero, where only a change means something. */
  'not_zero',
  /** A price other than the catalogue's, with no reason given. */
  'price_reason_required',
  /** A discount larger than the sale (`params.maximum`). */
  'discount_too_large',
  /** A sale whose quantity at its price comes to more than one sale may (`params.maximum`, in cents). */
  'sale_too_large',
  /** A day (or an instant) before 2000 or after 2100: DAY_FIRST and DAY_LAST of days.ts. */
  'day_out_of_range',
  'invalid',
] as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

export type IssueParams = Record<string, string | number>;

/** A validation issue as the problem document carries it: zod's code and its scalar parameters. */
export interface ValidationIssue {
  readonly code: string;
  readonly params: IssueParams;
}

const KEPT = ['origin', 'maximum', 'minimum', 'format', 'expected'] as const;

/** Reads zod's issue (or the `params` a Fastify validation error keeps of it) into code and parameters. */
export function toValidationIssue(code: string, raw: Record<string, unknown>): ValidationIssue {
  const custom = (raw.params as Record<string, unknown> | undefined)?.code;
  if (code === 'custom' && typeof custom === 'string') return { code: custom, params: {} };
  const params: IssueParams = {};
  for (const key of KEPT) {
    const value = raw[key];
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    if (typeof value === 'bigint') params[key] = Number(value);
  }
  return { code, params };
}

export function issueOf(issue: z.core.$ZodIssue): ValidationIssue {
  return toValidationIssue(issue.code, issue as unknown as Record<string, unknown>);
}

/** Which message words an issue: lengths for text, bounds for numbers, the rest by kind. */
export function validationMessage({ code, params }: ValidationIssue): ValidationMessage {
  const isText = params.origin === 'string';
  if (code === 'too_big') return isText ? 'too_long' : 'too_large';
  if (code === 'too_small') {
    if (!isText) return 'too_small';
    return Number(params.minimum) <= 1 ? 'required' : 'too_short';
  }
  if (code === 'invalid_format') return 'invalid_format';
  if (code === 'invalid_value') return 'invalid_choice';
  if (code === CONTROL_CHARACTERS) return CONTROL_CHARACTERS;
  const own = VALIDATION_MESSAGES.find((message) => message === code && message !== 'invalid');
  if (own) return own;
  return 'invalid';
}
