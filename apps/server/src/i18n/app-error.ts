import type { AffectedLesson, ErrorCode, RefusalReason } from '@lineup/contract/problem';
import type { Language } from '@lineup/contract/languages';
import { AppError, type ProblemParams } from '#src/http/app-error.ts';
import { translate, type MessageKey } from './messages.ts';

/** An AppError whose detail is written in the caller's language. */
export function localizedError(
  code: ErrorCode,
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): AppError {
  return new AppError(code, translate(language, key, params));
}

/**
 * Each business refusal: 409 when the data as it stands forbids it, 422 when the request itself
 * cannot be granted; 403 only for a school's operation asked outside any school.
 */
const REFUSALS: Record<RefusalReason, { code: 'conflict' | 'unprocessable' | 'forbidden'; key: MessageKey }> = {
  no_school: { code: 'forbidden', key: 'school.none' },
  role_not_grantable: { code: 'unprocessable', key: 'member.ownerOnly' },
  last_owner: { code: 'conflict', key: 'member.lastOwner' },
  already_member: { code: 'conflict', key: 'invitation.alreadyMember' },
  invitation_pending: { code: 'conflict', key: 'invitation.pendingExists' },
  invitation_used: { code: 'conflict', key: 'invitation.used' },
  invitation_revoked: { code: 'conflict', key: 'invitation.revoked' },
  invitation_expired: { code: 'conflict', key: 'invitation.expired' },
  invitation_other_email: { code: 'conflict', key: 'invitation.otherEmail' },
  school_pending_exists: { code: 'conflict', key: 'school.pendingExists' },
  status_transition: { code: 'conflict', key: 'school.badTransition' },
  phone_taken: { code: 'conflict', key: 'phone.taken' },
  name_taken: { code: 'conflict', key: 'place.nameTaken' },
  in_use: { code: 'conflict', key: 'place.inUse' },
  not_assignee: { code: 'unprocessable', key: 'work.notAssignee' },
  staff_without_email: { code: 'unprocessable', key: 'staff.noEmail' },
  customer_double_booked: { code: 'conflict', key: 'event.customerDoubleBooked' },
  staff_double_booked: { code: 'conflict', key: 'event.staffDoubleBooked' },
  event_full: { code: 'conflict', key: 'event.full' },
  room_full: { code: 'conflict', key: 'event.roomFull' },
  place_full: { code: 'conflict', key: 'event.placeFull' },
  too_few_instructors: { code: 'conflict', key: 'event.tooFewInstructors' },
  equipment_short: { code: 'conflict', key: 'event.equipmentShort' },
  vehicle_double_booked: { code: 'conflict', key: 'event.vehicleDoubleBooked' },
  vehicle_seats: { code: 'conflict', key: 'event.vehicleSeats' },
  event_in_history: { code: 'conflict', key: 'event.inUse' },
  staff_unavailable: { code: 'conflict', key: 'event.staffUnavailable' },
  certification_expired: { code: 'conflict', key: 'event.certificationExpired' },
  outside_daylight: { code: 'conflict', key: 'conditions.outsideDaylight' },
  outside_tide_window: { code: 'conflict', key: 'conditions.outsideTideWindow' },
  event_cancelled: { code: 'conflict', key: 'event.cancelled' },
  staff_function_missing: { code: 'unprocessable', key: 'event.staffFunction' },
  not_event_instructor: { code: 'unprocessable', key: 'event.notInstructorOfEvent' },
  wetsuit_sizes_unknown: { code: 'conflict', key: 'event.wetsuitSizesUnknown' },
  wetsuit_size_missing: { code: 'conflict', key: 'event.wetsuitSizeMissing' },
  out_of_stock: { code: 'conflict', key: 'money.outOfStock' },
  refund_exceeds_credit: { code: 'conflict', key: 'money.refundExceedsCredit' },
  credits_short: { code: 'conflict', key: 'money.creditsShort' },
  charge_paid: { code: 'conflict', key: 'money.chargePaid' },
  customer_without_email: { code: 'conflict', key: 'money.customerWithoutEmail' },
  sale_cancelled: { code: 'conflict', key: 'money.saleCancelled' },
  equipment_below_bookings: { code: 'conflict', key: 'catalogue.equipmentBelowBookings' },
  seats_below_bookings: { code: 'conflict', key: 'catalogue.seatsBelowBookings' },
  room_below_bookings: { code: 'conflict', key: 'catalogue.roomBelowBookings' },
  place_below_bookings: { code: 'conflict', key: 'catalogue.placeBelowBookings' },
};

/**
 * A business refusal (the caller may use the route, the rules say no): a stable `reason` and
 * its parameters in the problem document, the detail in the caller's language. Never 403 but
 * for `no_school`: the web app takes any other 403 for a lost session.
 */
export function refusal(
  language: Language,
  reason: RefusalReason,
  params: ProblemParams = {},
  /** The detail's own wording for this kind of record ("There is already a room named …"). */
  key: MessageKey = REFUSALS[reason].key,
  /** The upcoming lessons a catalogue edit would break. */
  lessons?: readonly AffectedLesson[],
): AppError {
  const { code } = REFUSALS[reason];
  return new AppError(code, translate(language, key, params), undefined, {
    reason,
    params,
    ...(lessons ? { lessons } : {}),
  });
}
