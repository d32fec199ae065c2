import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CREDIT_ENTRY_KINDS, PAYMENT_METHODS, SALE_KINDS } from '@lineup/contract/money';
import { customers } from './customers.ts';
import { eventTypes } from './event-types.ts';
import { events } from './events.ts';
import { items } from './items.ts';
import { packages, services } from './packages.ts';
import { schoolIdColumn, schoolKey, writtenAt } from './school-owned.ts';
import { staff } from './staff.ts';

// Money (DOMAIN.md): integer cents in the school's currency; a balance is a sum of rows, never a
// stored number. Every table is school-owned and append-only, as the database holds (0037).

export const saleKind = pgEnum('sale_kind', SALE_KINDS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const creditEntryKind = pgEnum('credit_entry_kind', CREDIT_ENTRY_KINDS);

/** A package, service or item sold to a customer: its price as sold, kept whatever the catalogue says later. */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    customerId: uuid('customer_id').notNull(),
    kind: saleKind('kind').notNull(),
    packageId: uuid('package_id'),
    serviceId: uuid('service_id'),
    itemId: uuid('item_id'),
    /** The product's name when sold. */
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** The catalogue's price for one when sold, and the price it was sold at. */
    listPriceCents: integer('list_price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Why the price differs from the catalogue's; empty when it does not. */
    priceReason: text('price_reason').notNull().default(''),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    /** The lesson it was sold from, if any. */
    eventId: uuid('event_id'),
    createdAt: writtenAt(),
  },
  (table) => [
    schoolKey(table),
    index('sales_customer_idx').on(table.applicationId, table.customerId, table.soldOn),
    index('sales_package_idx').on(table.applicationId, table.packageId),
    index('sales_service_idx').on(table.applicationId, table.serviceId),
    index('sales_day_idx').on(table.applicationId, table.soldOn),
    check(
      'sales_product_of_kind',
      sql`(${table.kind} = 'package') = (${table.packageId} is not null)
        and (${table.kind} = 'service') = (${table.serviceId} is not null)
        and (${table.kind} = 'item') = (${table.itemId} is not null)`,
    ),
    check('sales_quantity_positive', sql`${table.quantity} >= 1`),
    check('sales_prices_not_negative', sql`${table.listPriceCents} >= 0 and ${table.unitPriceCents} >= 0`),
    check(
      'sales_total',
      sql`${table.discountCents} >= 0 and ${table.totalCents} = ${table.quantity} * ${table.unitPriceCents} - ${table.discountCents} and ${table.totalCents} >= 0`,
    ),
    foreignKey({
      name: 'sales_customer_fk',
      columns: [table.applicationId, table.customerId],
      foreignColumns: [customers.applicationId, customers.id],
    }),
    foreignKey({
      name: 'sales_package_fk',
      columns: [table.applicationId, table.packageId],
      foreignColumns: [packages.applicationId, packages.id],
    }),
    foreignKey({
      name: 'sales_service_fk',
      columns: [table.applicationId, table.serviceId],
      foreignColumns: [services.applicationId, services.id],
    }),
    foreignKey({
      name: 'sales_item_fk',
      columns: [table.applicationId, table.itemId],
      foreignColumns: [items.applicationId, items.id],
    }),
    foreignKey({
      name: 'sales_event_fk',
      columns: [table.applicationId, table.eventId],
      foreignColumns: [events.applicationId, events.id],
    }),
  ],
);

/**
 * A sale undone as a mistake, with the reason: one per sale (the key decides two at once). Its
 * money is undone by rows of their own: the charge reversed, the credits left taken back, the
 * item's units back in stock.
 */
export const saleCancellations = pgTable(
  'sale_cancellations',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    saleId: uuid('sale_id').notNull(),
    reason: text('reason').notNull(),
    cancelledOn: date('cancelled_on', { mode: 'string' }).notNull(),
    createdAt: writtenAt(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('sale_cancellations_sale_key').on(table.applicationId, table.saleId),
    foreignKey({
      name: 'sale_cancellations_sale_fk',
      columns: [table.applicationId, table.saleId],
      foreignColumns: [sales.applicationId, sales.id],
    }),
  ],
);

/**
 * What a customer owes, and when: from a sale, or from a lesson attended without credits. A
 * reversal is a charge of its own, negative, naming the charge it takes back (attendance undone,
 * a sale cancelled).
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    customerId: uuid('customer_id').notNull(),
    saleId: uuid('sale_id'),
    eventId: uuid('event_id'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    reversesId: uuid('reverses_id'),
    reason: text('reason').notNull().default(''),
    createdAt: writtenAt(),
  },
  (table) => [
    schoolKey(table),
    index('charges_customer_idx').on(table.applicationId, table.customerId, table.dueOn),
    index('charges_event_idx').on(table.applicationId, table.eventId),
    index('charges_due_idx').on(table.applicationId, table.dueOn),
    // A charge is taken back at most once: two undoings at once cannot both write theirs.
    uniqueIndex('charges_reverses_key').on(table.applicationId, table.reversesId),
    check(
      'charges_sign',
      sql`(${table.reversesId} is null) = (${table.amountCents} > 0) and ${table.amountCents} <> 0`,
    ),
    foreignKey({
      name: 'charges_customer_fk',
      columns: [table.applicationId, table.customerId],
      foreignColumns: [customers.applicationId, customers.id],
    }),
    foreignKey({
      name: 'charges_sale_fk',
      columns: [table.applicationId, table.saleId],
      foreignColumns: [sales.applicationId, sales.id],
    }),
    foreignKey({
      name: 'charges_event_fk',
      columns: [table.applicationId, table.eventId],
      foreignColumns: [events.applicationId, events.id],
    }),
    foreignKey({
      name: 'charges_reverses_fk',
      columns: [table.applicationId, table.reversesId],
      foreignColumns: [table.applicationId, table.id],
    }),
  ],
);

/**
 * The credits ledger. A grant (a package sold, or credits given with a reason) is a source of
 * credits for a lesson type (or any) until a day; every other row draws from one grant (`grant_id`):
 * a use by an attendance (negative), its return when the attendance is undone (positive), the
 * expiry of what is left (negative), a correction with a reason (either sign). What a grant has
 * left is its credits plus the rows that draw from it, and never goes below zero.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    customerId: uuid('customer_id').notNull(),
    kind: creditEntryKind('kind').notNull(),
    credits: integer('credits').notNull(),
    grantId: uuid('grant_id'),
    /** Grants: the lesson type the credits pay for (null for any), the last day they can be used (null: never expire). */
    eventTypeId: uuid('event_type_id'),
    expiresOn: date('expires_on', { mode: 'string' }),
    saleId: uuid('sale_id'),
    eventId: uuid('event_id'),
    /** The day it counts from: the sale, the lesson, the expiry, the correction. */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: writtenAt(),
  },
  (table) => [
    schoolKey(table),
    index('credit_entries_customer_idx').on(table.applicationId, table.customerId),
    index('credit_entries_grant_idx').on(table.applicationId, table.grantId),
    index('credit_entries_event_idx').on(table.applicationId, table.eventId),
    index('credit_entries_sale_idx').on(table.applicationId, table.saleId),
    check('credit_entries_grant_source', sql`(${table.kind} = 'grant') = (${table.grantId} is null)`),
    check(
      'credit_entries_sign',
      sql`case ${table.kind} when 'grant' then ${table.credits} > 0 when 'return' then ${table.credits} > 0
        when 'correction' then ${table.credits} <> 0 else ${table.credits} < 0 end`,
    ),
    foreignKey({
      name: 'credit_entries_customer_fk',
      columns: [table.applicationId, table.customerId],
      foreignColumns: [customers.applicationId, customers.id],
    }),
    foreignKey({
      name: 'credit_entries_grant_fk',
      columns: [table.applicationId, table.grantId],
      foreignColumns: [table.applicationId, table.id],
    }),
    foreignKey({
      name: 'credit_entries_event_type_fk',
      columns: [table.applicationId, table.eventTypeId],
      foreignColumns: [eventTypes.applicationId, eventTypes.id],
    }),
    foreignKey({
      name: 'credit_entries_sale_fk',
      columns: [table.applicationId, table.saleId],
      foreignColumns: [sales.applicationId, sales.id],
    }),
    foreignKey({
      name: 'credit_entries_event_fk',
      columns: [table.applicationId, table.eventId],
      foreignColumns: [events.applicationId, events.id],
    }),
  ],
);

/** Money a customer paid (positive) or was given back (a refund, negative). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    customerId: uuid('customer_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: writtenAt(),
  },
  (table) => [
    schoolKey(table),
    index('payments_customer_idx').on(table.applicationId, table.customerId, table.paidOn),
    index('payments_day_idx').on(table.applicationId, table.paidOn),
    check('payments_amount_not_zero', sql`${table.amountCents} <> 0`),
    foreignKey({
      name: 'payments_customer_fk',
      columns: [table.applicationId, table.customerId],
      foreignColumns: [customers.applicationId, customers.id],
    }),
  ],
);

/**
 * Each month's payments, how many and their sum (refunds negative): kept by the database as
 * payments are written (migration 0032), never written by the app. A month keeps its row at zero.
 */
export const paymentMonthTotals = pgTable(
  'payment_month_totals',
  {
    applicationId: schoolIdColumn(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    payments: integer('payments').notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ name: 'payment_month_totals_pk', columns: [table.applicationId, table.month] })],
);

/**
 * How much of a payment went to a charge. A negative row gives money back to the payment (its
 * charge was taken back), and the money then goes to the customer's other charges.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    paymentId: uuid('payment_id').notNull(),
    chargeId: uuid('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: writtenAt(),
  },
  (table) => [
    schoolKey(table),
    index('payment_allocations_payment_idx').on(table.applicationId, table.paymentId),
    index('payment_allocations_charge_idx').on(table.applicationId, table.chargeId),
    check('payment_allocations_amount_not_zero', sql`${table.amountCents} <> 0`),
    foreignKey({
      name: 'payment_allocations_payment_fk',
      columns: [table.applicationId, table.paymentId],
      foreignColumns: [payments.applicationId, payments.id],
    }),
    foreignKey({
      name: 'payment_allocations_charge_fk',
      columns: [table.applicationId, table.chargeId],
      foreignColumns: [charges.applicationId, charges.id],
    }),
  ],
);

/** What the school paid a staff member; a correction is negative, with a note. */
export const staffPayments = pgTable(
  'staff_payments',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    staffId: uuid('staff_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: writtenAt(),
  },
  (table) => [
    schoolKey(table),
    index('staff_payments_staff_idx').on(table.applicationId, table.staffId, table.paidOn),
    check('staff_payments_amount_not_zero', sql`${table.amountCents} <> 0`),
    foreignKey({
      name: 'staff_payments_staff_fk',
      columns: [table.applicationId, table.staffId],
      foreignColumns: [staff.applicationId, staff.id],
    }),
  ],
);

/**
 * What is allocated to a charge and taken back of it by its reversal, with its amount and due day
 * and what is still open of it: sums the database keeps for every charge that is not a reversal as
 * charges, allocations and reversals are written (migrations 0028, 0030), never written by the app.
 */
export const chargeTotals = pgTable(
  'charge_totals',
  {
    applicationId: schoolIdColumn(),
    chargeId: uuid('charge_id').notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    reversedCents: bigint('reversed_cents', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    dueOn: date('due_on', { mode: 'string' }),
    openCents: bigint('open_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`amount_cents + reversed_cents - paid_cents`,
    ),
  },
  (table) => [
    primaryKey({ name: 'charge_totals_pk', columns: [table.applicationId, table.chargeId] }),
    index('charge_totals_open_idx')
      .on(table.applicationId, table.dueOn)
      .where(sql`open_cents > 0`),
    foreignKey({
      name: 'charge_totals_charge_fk',
      columns: [table.applicationId, table.chargeId],
      foreignColumns: [charges.applicationId, charges.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The credits a sale's grants gave and what attendance drew from them: sums the database keeps as
 * credit entries are written (migration 0028), never written by the app.
 */
export const saleCreditTotals = pgTable(
  'sale_credit_totals',
  {
    applicationId: schoolIdColumn(),
    saleId: uuid('sale_id').notNull(),
    granted: bigint('granted', { mode: 'number' }).notNull().default(0),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'sale_credit_totals_pk', columns: [table.applicationId, table.saleId] }),
    foreignKey({
      name: 'sale_credit_totals_sale_fk',
      columns: [table.applicationId, table.saleId],
      foreignColumns: [sales.applicationId, sales.id],
    }).onDelete('cascade'),
  ],
);
