import { z } from 'zod';

/** Stable error codes of the API; the web app translates them (`errors.<code>`). */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'rate_limited',
  'payload_too_large',
  'internal',
  'not_activated',
  /** 503: the database cannot be reached; `Retry-After` says when to ask again. */
  'database_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why a request was refused although the caller may use the route (409 or 422), or why a
 * signed-in caller may not use it now (403 `no_school`); the web app words it from the code and
 * its `params` (`reasons.<reason>`).
 */
export const REFUSAL_REASONS = [
  /** A school's operation asked by an account working in no school (403): a Master who chose none, or a User. */
  'no_school',
  'role_not_grantable',
  'last_owner',
  'already_member',
  'invitation_pending',
  'invitation_used',
  'invitation_revoked',
  'invitation_expired',
  'invitation_other_email',
  'school_pending_exists',
  'status_transition',
  'phone_taken',
  /** Another record of the school already has this name (`params.name`). */
  'name_taken',
  /** The record is used elsewhere and cannot be deleted; `params.offer` names what to do instead (`deactivate`, `archive`). */
  'in_use',
  /** Only a work's assignee (or `manage_settings`) may change its status. */
  'not_assignee',
  'staff_without_email',
  /** The conflict engine (DOMAIN.md, Schedule): the first rule a schedule write would break. */
  'customer_double_booked',
  'staff_double_booked',
  'event_full',
  'room_full',
  'place_full',
  'too_few_instructors',
  'equipment_short',
  'vehicle_double_booked',
  'vehicle_seats',
  'event_in_history',
  'staff_unavailable',
  'certification_expired',
  /** A lesson outside daylight at its place (`params.sunrise`, `sunset`, `day`, `place`): a warning, gone past with `override`. */
  'outside_daylight',
  /** A lesson at a tide its place does not suit for its level (`params.suits`, `found`, `level`, `place`): a warning too. */
  'outside_tide_window',
  /** A cancelled event is kept as it was. */
  'event_cancelled',
  /** A staff member booked in a role their record does not list among their functions. */
  'staff_function_missing',
  /** Attendance is recorded by those who manage customers and by the event's instructors. */
  'not_event_instructor',
  /** No customer booked in the event has a wetsuit size on their record. */
  'wetsuit_sizes_unknown',
  /** The school has no active wetsuit of a size a customer needs (`params.size`). */
  'wetsuit_size_missing',
  /** An item sold beyond its stock (`params.name`, `params.stock`). */
  'out_of_stock',
  /** A refund of more than the customer has on account (`params.available`, worded). */
  'refund_exceeds_credit',
  /** Credits taken back beyond what a grant has left (`params.remaining`). */
  'credits_short',
  /** A reminder of a charge nothing is owed on. */
  'charge_paid',
  /** A reminder or receipt to a customer with no e-mail (`params.name`). */
  'customer_without_email',
  /** A sale undone already. */
  'sale_cancelled',
  /**
   * A catalogue edit that upcoming lessons would break (DOMAIN.md, Schedule, rule 4's note), the
   * lessons in `lessons`: fewer usable units of an item (`params.item`, `usable`) or seats in a
   * vehicle (`params.vehicle`, `seats`) than they book, which the school may record anyway with
   * `override` (a board broke, a van lost a row of seats), and a room's or a place's capacity
   * (`params.room` or `place`, `capacity`) lowered under them, refused. `params.lessons` counts them.
   */
  'equipment_below_bookings',
  'seats_below_bookings',
  'room_below_bookings',
  'place_below_bookings',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * One invalid field: `code` is zod's issue code (`too_big`, `too_small`, `invalid_format`...) or
 * `control_characters`, with its parameters (`maximum`, `minimum`, `format`...), so a client can
 * word it in its own language; `message` is already in the request's language.
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: paramsSchema.optional(),
});

/** A lesson a refused change would break: its start as an instant, and what it books (units, people). */
export const affectedLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  count: z.number().int(),
});
export type AffectedLesson = z.infer<typeof affectedLessonSchema>;

/** RFC 9457 problem document. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.string(),
    detail: z.string(),
    instance: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
    /** Set on business refusals: one of REFUSAL_REASONS (a newer server may send others). */
    reason: z.string().optional(),
    params: paramsSchema.optional(),
    /** Set on a refusal of a catalogue edit: the upcoming lessons it would break, soonest first. */
    lessons: z.array(affectedLessonSchema).optional(),
  })
  // Named, so that the OpenAPI document holds it once and every problem answer refers to it.
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
