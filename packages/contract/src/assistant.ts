import { z } from 'zod';
import { PAYMENT_METHODS } from './money.ts';
import { text } from './text.ts';

/**
 * SmartBot (`/chatbot`, decision 014): a member asks about the current school in their own
 * language and gets an answer with links to the screens that show its rows; a change is proposed
 * with a preview and the conflict engine's verdict, and happens only on Confirm.
 */

export const ASSISTANT_TEXT_MAX = 500;
/** How long a proposed change can be confirmed. */
export const ASSISTANT_ACTION_TTL_MINUTES = 15;
/** The most messages the history answers (the newest). */
export const ASSISTANT_HISTORY_MAX = 200;

export const ASSISTANT_INTENTS = [
  'greeting',
  'help',
  'lessons_day',
  'customer_balance',
  'top_debtors',
  'revenue_month',
  'staff_pay_due',
  'works_overdue',
  'free_slots',
  'book_customer',
  'assign_instructor',
  'record_payment',
  'sell_package',
  'create_lesson',
  'move_lesson',
  'equipment_free',
  'unknown',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

export const ASSISTANT_ACTION_KINDS = [
  'book_customer',
  'assign_instructor',
  'record_payment',
  'sell_package',
  'create_lesson',
  'move_lesson',
] as const;
export type AssistantActionKind = (typeof ASSISTANT_ACTION_KINDS)[number];

export const ASSISTANT_ACTION_STATUSES = ['proposed', 'confirmed', 'cancelled', 'expired'] as const;
export type AssistantActionStatus = (typeof ASSISTANT_ACTION_STATUSES)[number];

export const assistantMessageInputSchema = z.object({
  text: text().trim().min(1).max(ASSISTANT_TEXT_MAX),
});
export type AssistantMessageInput = z.input<typeof assistantMessageInputSchema>;

/** What was understood besides the intent: a day (school's clocks), a time, and the records named. */
export const assistantEntitiesSchema = z.object({
  day: z.string().nullable(),
  time: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  staff: z.object({ id: z.string(), name: z.string() }).nullable(),
  place: z.object({ id: z.string(), name: z.string() }).nullable(),
  eventType: z.object({ id: z.string(), name: z.string() }).nullable(),
  package: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AssistantEntities = z.infer<typeof assistantEntitiesSchema>;

/** A screen that shows the rows behind an answer. */
export const assistantLinkSchema = z.object({ label: z.string(), path: z.string() });
export type AssistantLink = z.infer<typeof assistantLinkSchema>;

/** One row of an answer's table: a label, a value already worded, and the screen that shows it. */
export const assistantRowSchema = z.object({
  label: z.string(),
  value: z.string(),
  path: z.string().nullable(),
});
export type AssistantRow = z.infer<typeof assistantRowSchema>;

/** A choice when a name matches more than one record: sending `text` asks again with it. */
export const assistantChoiceSchema = z.object({ label: z.string(), text: z.string() });
export type AssistantChoice = z.infer<typeof assistantChoiceSchema>;

/** The conflict engine's word on a proposed change, before anything is written. */
export const assistantVerdictSchema = z.object({
  status: z.enum(['ok', 'warning', 'refused']),
  /** The engine's reason (`event_full`, `staff_unavailable`, …), null when it is ok. */
  reason: z.string().nullable(),
  /** The engine's own words, in the caller's language. */
  message: z.string(),
});
export type AssistantVerdict = z.infer<typeof assistantVerdictSchema>;

/** A payment as the money service takes it: what it pays, by the ledger's rules, and what stays on account. */
export const assistantPaymentPreviewSchema = z.object({
  customerId: z.string(),
  amountCents: z.number().int(),
  /** The school's currency (ISO 4217). */
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: z.string(),
  /** The charges it pays, oldest due first unless chosen, with what it pays of each. */
  settles: z.array(z.object({ chargeId: z.string(), description: z.string(), amountCents: z.number().int() })),
  /** What of it is left on account for later charges. */
  onAccountCents: z.number().int(),
  owedBeforeCents: z.number().int(),
  owedAfterCents: z.number().int(),
});
export type AssistantPaymentPreview = z.infer<typeof assistantPaymentPreviewSchema>;

/** A package sold as the money service sells it: its price, the credits it grants and the account after. */
export const assistantSalePreviewSchema = z.object({
  customerId: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  soldOn: z.string(),
  creditsGranted: z.number().int(),
  /** The last day its credits can be used; null when they never expire. */
  expiresOn: z.string().nullable(),
  creditsBefore: z.number().int(),
  creditsAfter: z.number().int(),
  /** Charges less payments: what the customer owes (negative: in credit). */
  balanceBeforeCents: z.number().int(),
  balanceAfterCents: z.number().int(),
});
export type AssistantSalePreview = z.infer<typeof assistantSalePreviewSchema>;

/** A lesson planned or moved as the events service makes it. */
export const assistantPlanPreviewSchema = z.object({
  eventTypeId: z.string(),
  title: z.string(),
  placeId: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  /** The start it is moved from; null for a new lesson. */
  startsBefore: z.string().nullable(),
});
export type AssistantPlanPreview = z.infer<typeof assistantPlanPreviewSchema>;

/**
 * The change as it would stand, in the same shape after Confirm: for a lesson's people, the
 * customers and instructors before and after; for money, the payment or the sale; for the
 * schedule, the lesson planned or moved. What a kind does not touch is empty or null.
 */
export const assistantPreviewSchema = z.object({
  summary: z.string(),
  /** The lesson changed; null for money, and for a lesson not yet made (its preview). */
  eventId: z.string().nullable(),
  /** The customer booked, paying or buying, or the staff member assigned; null for the schedule. */
  subjectId: z.string().nullable(),
  /** The customers booked (not cancelled) and the instructors, by id, before and after. */
  customersBefore: z.array(z.string()),
  customersAfter: z.array(z.string()),
  instructorsBefore: z.array(z.string()),
  instructorsAfter: z.array(z.string()),
  /** The names of the customers and staff above, by id, as the school has them. */
  names: z.record(z.string(), z.string()).optional(),
  payment: assistantPaymentPreviewSchema.nullable(),
  sale: assistantSalePreviewSchema.nullable(),
  plan: assistantPlanPreviewSchema.nullable(),
});
export type AssistantPreview = z.infer<typeof assistantPreviewSchema>;

export const assistantActionSchema = z.object({
  /** Null when the engine refuses: nothing can be confirmed. */
  id: z.string().nullable(),
  kind: z.enum(ASSISTANT_ACTION_KINDS),
  preview: assistantPreviewSchema,
  verdict: assistantVerdictSchema,
  expiresAt: z.string().nullable(),
  /**
   * Where the proposal stands when the history is read: `proposed` (Confirm still open),
   * `confirmed`, `cancelled` or `expired`. Absent on a refusal, which proposed nothing.
   */
  status: z.enum(ASSISTANT_ACTION_STATUSES).optional(),
});
export type AssistantAction = z.infer<typeof assistantActionSchema>;

export const assistantAnswerSchema = z.object({
  intent: z.enum(ASSISTANT_INTENTS),
  /** How sure the classifier was, 0–1. */
  confidence: z.number(),
  entities: assistantEntitiesSchema,
  reply: z.string(),
  links: z.array(assistantLinkSchema),
  rows: z.array(assistantRowSchema),
  choices: z.array(assistantChoiceSchema),
  action: assistantActionSchema.nullable(),
  /** The language model that answered, when one is configured and answered; absent when SmartBot's own engine did. */
  model: z.string().optional(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

export const assistantMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['user', 'assistant']),
  text: z.string(),
  answer: assistantAnswerSchema.nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantHistorySchema = z.object({ messages: z.array(assistantMessageSchema) });
export type AssistantHistory = z.infer<typeof assistantHistorySchema>;

/** What Confirm did: the change as made, in the same shape as its preview. */
export const assistantConfirmationSchema = z.object({
  id: z.string(),
  kind: z.enum(ASSISTANT_ACTION_KINDS),
  reply: z.string(),
  result: assistantPreviewSchema,
  links: z.array(assistantLinkSchema),
});
export type AssistantConfirmation = z.infer<typeof assistantConfirmationSchema>;
