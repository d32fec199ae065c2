import type { TFunction } from 'i18next';
import { isRole } from '@lineup/contract/roles';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@lineup/contract/schools';
import type { Resources } from '#web/lib/i18n-resources.ts';

type AuditAction = keyof Resources['schools']['audit']['actions'];
type AuditKey = keyof Resources['schools']['audit']['data'];
type SignInMethod = keyof Resources['schools']['audit']['methods'];
type ScheduleWord = keyof Resources['schools']['audit']['schedule'];
type PaymentWord = keyof Resources['schools']['audit']['payment'];

/** How a sign-in was made, as the server records it (`method` of signin and signin_failed). */
const SIGN_IN_METHODS: readonly string[] = ['password', 'phone', 'google'] satisfies SignInMethod[];
const isSignInMethod = (value: string): value is SignInMethod => SIGN_IN_METHODS.includes(value);

/** Attendance, a staff member's part in an event and the warnings overridden (a catalogue edit's too), as the schedule records them. */
const SCHEDULE_WORDS: readonly string[] = [
  'booked',
  'attended',
  'no_show',
  'cancelled',
  'assistant',
  'driver',
  'unavailable',
  'certification_expired',
  'outside_daylight',
  'outside_tide_window',
  'equipment_below_bookings',
  'seats_below_bookings',
] satisfies ScheduleWord[];
const isScheduleWord = (value: string): value is ScheduleWord => SCHEDULE_WORDS.includes(value);

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/** A role, school status, sign-in method or schedule word in the reader's language; anything else as it came. */
export function valueText(value: string, t: TFunction): string {
  if (isRole(value)) return t(`roles.${value}`);
  if (isStatus(value)) return t(`schools.status.${value}`);
  if (isSignInMethod(value)) return t(`schools.audit.methods.${value}`);
  if (isScheduleWord(value)) return t(`schools.audit.schedule.${value}`);
  if (isPaymentMethod(value)) return t(`schools.audit.payment.${value}`);
  return value;
}

export function actionText(action: string, t: TFunction, actions: Record<string, unknown>): string {
  return action in actions ? t(`schools.audit.actions.${action as AuditAction}`) : action;
}

/** Payment methods, as money is recorded (`method` of payments). */
const PAYMENT_METHODS: readonly string[] = ['cash', 'card', 'mb_way', 'transfer'] satisfies PaymentWord[];
const isPaymentMethod = (value: string): value is PaymentWord => PAYMENT_METHODS.includes(value);

/**
 * An entry's data, worded: "Pending → Approved", "Role: Manager", "Method: SMS code"; amounts
 * (keys in cents) in the school's currency.
 */
export function dataText(
  data: Record<string, string>,
  t: TFunction,
  keys: Record<string, unknown>,
  money: (cents: number) => string = String,
): string {
  const parts: string[] = [];
  const { from, to, ...rest } = data;
  if (from !== undefined && to !== undefined) parts.push(`${valueText(from, t)} → ${valueText(to, t)}`);
  for (const [key, value] of Object.entries(rest)) {
    const label = key in keys ? t(`schools.audit.data.${key as AuditKey}`) : key;
    // Several warnings gone past at once come as one list ("unavailable, outside_daylight").
    const worded =
      key.endsWith('Cents') && /^-?\d+$/.test(value)
        ? money(Number(value))
        : value
            .split(', ')
            .map((part) => valueText(part, t))
            .join(', ');
    parts.push(value === 'true' ? label : `${label}: ${worded}`);
  }
  return parts.join(' · ');
}
