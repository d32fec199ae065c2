import { z } from 'zod';
import { schoolDay } from './days.ts';
import { MONEY_MAX_CENTS, moneyCents } from './fields.ts';
import { listQuery, pageOf } from './list.ts';
import { text } from './text.ts';

/**
 * Money (DOMAIN.md): sales, charges, the credits ledger, payments and staff pay. Amounts are
 * integer cents in the school's currency; days are YYYY-MM-DD in the school's time zone.
 */

export const SALE_KINDS = ['package', 'service', 'item'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'mb_way', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** grant: credits given (a package sold, or by hand); the others draw from one grant. */
export const CREDIT_ENTRY_KINDS = ['grant', 'use', 'return', 'expiry', 'correction'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const SALE_QUANTITY_MAX = 1000;
/**
 * The most one sale can come to, its quantity at its price before a discount: a million in the
 * school's currency, as one price or one payment may. A larger order is several sales.
 */
export const SALE_TOTAL_MAX_CENTS = MONEY_MAX_CENTS;
export const CREDIT_CORRECTION_MAX = 1000;
export const MONEY_REASON_MAX = 200;
export const PAYMENT_REFERENCE_MAX = 120;
/** The most charges a payment is given to by choice. */
export const PAYMENT_CHARGES_MAX = 100;

const day = schoolDay;
const signedCents = () =>
  z
    .number()
    .int()
    .min(-MONEY_MAX_CENTS)
    .max(MONEY_MAX_CENTS)
    .refine((cents) => cents !== 0, { params: { code: 'not_zero' } });
const reason = () => text().trim().max(MONEY_REASON_MAX);

/** A sale to a customer: the price is the catalogue's unless given, and then with a reason. */
export const saleInputSchema = z.object({
  kind: z.enum(SALE_KINDS),
  /** The package, service or item sold, by the kind. */
  productId: z.uuid(),
  quantity: z.number().int().min(1).max(SALE_QUANTITY_MAX).default(1),
  /** The price of one; absent or null takes the catalogue's. */
  unitPriceCents: moneyCents().nullable().default(null),
  /** Why the price is not the catalogue's: needed when it is not. */
  priceReason: reason().default(''),
  /** Off the whole sale, at most its price. */
  discountCents: moneyCents().default(0),
  soldOn: day(),
  /** When the charge falls due; the day of the sale when absent. */
  dueOn: day().nullable().default(null),
  /** The lesson it is sold from, if any. */
  eventId: z.uuid().nullable().default(null),
});
export type SaleInput = z.input<typeof saleInputSchema>;

/** A payment taken from a customer; a negative amount gives money back (a refund). */
export const paymentInputSchema = z.object({
  amountCents: signedCents(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: day(),
  reference: text().trim().max(PAYMENT_REFERENCE_MAX).default(''),
  /** Charges to pay first, in this order; the rest goes to the oldest. */
  chargeIds: z.array(z.uuid()).max(PAYMENT_CHARGES_MAX).default([]),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/**
 * Credits given or taken back by hand, with a reason. Taking back draws from a grant (`grantId`);
 * giving makes a grant of its own, for a lesson type (or any) and until a day (or for good).
 */
export const creditCorrectionSchema = z.object({
  credits: z
    .number()
    .int()
    .min(-CREDIT_CORRECTION_MAX)
    .max(CREDIT_CORRECTION_MAX)
    .refine((credits) => credits !== 0, { params: { code: 'not_zero' } }),
  reason: reason().min(1),
  grantId: z.uuid().nullable().default(null),
  eventTypeId: z.uuid().nullable().default(null),
  expiresOn: day().nullable().default(null),
});
export type CreditCorrection = z.input<typeof creditCorrectionSchema>;

/** Undoing a sale made by mistake: why, in the school's words. */
export const saleCancellationSchema = z.object({
  reason: reason().min(1),
});
export type SaleCancellation = z.input<typeof saleCancellationSchema>;

export const saleSchema = z.object({
  id: z.string(),
  kind: z.enum(SALE_KINDS),
  productId: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  listPriceCents: z.number().int(),
  unitPriceCents: z.number().int(),
  priceReason: z.string(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  soldOn: z.string(),
  eventId: z.string().nullable(),
  /** Undone as a mistake: when and why; null while it stands. */
  cancellation: z.object({ reason: z.string(), cancelledOn: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

export const CHARGE_STATUSES = ['open', 'paid', 'reversed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** A charge with what was paid of it and taken back; reversals show on the charge they take back. */
export const chargeSchema = z.object({
  id: z.string(),
  description: z.string(),
  saleId: z.string().nullable(),
  eventId: z.string().nullable(),
  amountCents: z.number().int(),
  reversedCents: z.number().int(),
  paidCents: z.number().int(),
  /** What is still owed: amount − reversed − paid. */
  openCents: z.number().int(),
  dueOn: z.string(),
  status: z.enum(CHARGE_STATUSES),
  createdAt: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const allocationSchema = z.object({
  chargeId: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
});

export const paymentSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: z.string(),
  reference: z.string(),
  /** The charges it paid, net of money given back to it. */
  allocations: z.array(allocationSchema),
  /** What of it pays no charge yet. */
  unallocatedCents: z.number().int(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A source of credits and what is left of it. */
export const creditGrantSchema = z.object({
  id: z.string(),
  /** The package sold, or the reason credits were given by hand. */
  description: z.string(),
  saleId: z.string().nullable(),
  eventTypeId: z.string().nullable(),
  eventTypeName: z.string().nullable(),
  credits: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  corrected: z.number().int(),
  remaining: z.number().int(),
  grantedOn: z.string(),
  expiresOn: z.string().nullable(),
});
export type CreditGrant = z.infer<typeof creditGrantSchema>;

export const creditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  credits: z.number().int(),
  grantId: z.string().nullable(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  effectiveOn: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** How a lesson a customer took part in was paid. */
export const LESSON_PAYMENTS = ['credits', 'charge', 'free', 'none'] as const;
export type LessonPayment = (typeof LESSON_PAYMENTS)[number];

export const customerLessonSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  eventTypeName: z.string(),
  startsAt: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  attendance: z.enum(['booked', 'attended', 'no_show', 'cancelled']),
  /** credits: used credits; charge: charged at the type's price; free: attended at no cost; none: not (yet) counted. */
  paidWith: z.enum(LESSON_PAYMENTS),
  credits: z.number().int(),
  chargeId: z.string().nullable(),
});
export type CustomerLesson = z.infer<typeof customerLessonSchema>;

/** A customer's money on View Student: every figure is a sum of the rows listed with it. */
export const customerAccountSchema = z.object({
  customerId: z.string(),
  /** Charges − payments: positive is owed by the customer, negative is theirs on account. */
  balanceCents: z.number().int(),
  owedCents: z.number().int(),
  onAccountCents: z.number().int(),
  /** Credits that can still be used, per grant. */
  credits: z.number().int(),
  grants: z.array(creditGrantSchema),
  entries: z.array(creditEntrySchema),
  sales: z.array(saleSchema),
  charges: z.array(chargeSchema),
  payments: z.array(paymentSchema),
  lessons: z.array(customerLessonSchema),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

export const customerIdParamsSchema = z.object({ id: z.uuid() });

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Outstanding payments sort by amount (either way), days overdue, or the newest charge first. */
export const OUTSTANDING_SORTS = ['amount', 'overdue', 'date', 'customer'] as const;

export const outstandingQuerySchema = listQuery({
  sorts: OUTSTANDING_SORTS,
  defaultSort: 'overdue',
  defaultOrder: 'desc',
  filters: {
    priority: z.enum(PRIORITIES).optional(),
    /** Charges that fell due in this year (and month), as the dashboard's period asks. */
    dueYear: z.coerce.number().int().min(2000).max(2100).optional(),
    dueMonth: z.coerce.number().int().min(1).max(12).optional(),
  },
});
export type OutstandingQuery = z.infer<typeof outstandingQuerySchema>;

/** A charge not yet paid in full. */
export const outstandingSchema = z.object({
  chargeId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  dueOn: z.string(),
  /** Days since it fell due; 0 or less when not yet due. */
  daysOverdue: z.number().int(),
  priority: z.enum(PRIORITIES),
  createdAt: z.string(),
});
export type Outstanding = z.infer<typeof outstandingSchema>;

export const outstandingPageSchema = pageOf(outstandingSchema).extend({
  /** What the whole list comes to. */
  totalCents: z.number().int(),
});
export type OutstandingPage = z.infer<typeof outstandingPageSchema>;

/** The priority of an amount owed so many days after it fell due, by the school's thresholds (DOMAIN.md). */
export function priorityOf(
  amountCents: number,
  daysOverdue: number,
  thresholds: { mediumDays: number; highDays: number; mediumCents: number; highCents: number },
): Priority {
  if (daysOverdue > thresholds.highDays || amountCents > thresholds.highCents) return 'high';
  if (daysOverdue > thresholds.mediumDays || amountCents > thresholds.mediumCents) return 'medium';
  return 'low';
}

export const staffPaymentInputSchema = z.object({
  amountCents: signedCents(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: day(),
  note: reason().default(''),
});
export type StaffPaymentInput = z.input<typeof staffPaymentInputSchema>;

export const staffPaymentSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

/** A month of a staff member's pay: what their completed events earned, what they were paid. */
export const staffPayMonthSchema = z.object({
  /** YYYY-MM in the school's time zone. */
  month: z.string(),
  events: z.number().int(),
  earnedCents: z.number().int(),
  paidCents: z.number().int(),
});

export const staffPaySchema = z.object({
  staffId: z.string(),
  earnedCents: z.number().int(),
  paidCents: z.number().int(),
  /** earned − paid. */
  dueCents: z.number().int(),
  /** Newest first, every month with events or payments. */
  months: z.array(staffPayMonthSchema),
  payments: z.array(staffPaymentSchema),
});
export type StaffPay = z.infer<typeof staffPaySchema>;
