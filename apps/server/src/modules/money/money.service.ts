import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import type {
  creditCorrectionSchema,
  paymentInputSchema,
  saleCancellationSchema,
  saleInputSchema,
} from '@lineup/contract/money';
import {
  type Charge,
  type CreditEntry,
  type CreditGrant,
  type CustomerAccount,
  type CustomerLesson,
  type Outstanding,
  type OutstandingPage,
  type OutstandingQuery,
  type Payment,
  type Sale,
  type SaleKind,
  SALE_TOTAL_MAX_CENTS,
} from '@lineup/contract/money';
import type { z } from 'zod';
import { escapeLike } from '#src/db/list.ts';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { creditEntries, payments, saleCancellations } from '#src/db/schema/index.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import {
  addSale,
  CHARGE_BALANCES,
  CHARGE_PAID,
  CHARGE_REVERSED,
  expireCredits,
  grantLeft,
  lockCustomer,
  GRANTS_LEFT,
  moneyLeft,
  moneyOnAccount,
  type PaymentLeft,
  SALE_STANDS,
  settle,
  undoSale,
  type Product,
} from './ledger.ts';
import { TODAY_IN } from '#src/db/clock-sql.ts';
import { clock } from '@lineup/contract/clock';

const zoneOf = (call: CallContext) => call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Takes the customer's row (every money write does, first), or answers 404. */
async function customerFor(tx: Transaction, call: CallContext, schoolId: string, customerId: string) {
  const customer = await lockCustomer(tx, schoolId, customerId);
  if (!customer) throw localizedError('not_found', call.language, 'customer.notFound');
  return customer;
}

const PRODUCTS: Record<SaleKind, (schoolId: string, id: string) => SQL> = {
  package: (schoolId, id) => sql`select name, price_cents, credits, validity_days, lesson_type_id, null::int as stock
    from packages where application_id = ${schoolId} and id = ${id} and status = 'active'`,
  service: (schoolId, id) => sql`select name, price_cents, null::int as credits, null::int as validity_days,
      null::uuid as lesson_type_id, null::int as stock
    from services where application_id = ${schoolId} and id = ${id} and status = 'active'`,
  item: (schoolId, id) => sql`select name, price_cents, null::int as credits, null::int as validity_days,
      null::uuid as lesson_type_id, stock
    from items where application_id = ${schoolId} and id = ${id} and active for update`,
};

const fmtCents = (cents: number) => String(cents);

/**
 * Sells a package, service or item to a customer: the sale at the catalogue's price (or another,
 * with a reason), less a discount; a charge for what it comes to, due on the day given (the
 * sale's by default); a package's credits, for its lesson type, until its validity runs out; an
 * item's units out of stock, never below zero. Money the customer has on account pays the charge.
 */
export function createSale(
  call: CallContext,
  customerId: string,
  input: z.output<typeof saleInputSchema>,
): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    const customer = await customerFor(tx, call, schoolId, customerId);
    const [product] = rowsOf<Product>(await tx.execute(PRODUCTS[input.kind](schoolId, input.productId)));
    if (!product) throw fieldError(call, 'productId', 'missing');
    const unitPriceCents = input.unitPriceCents ?? product.price_cents;
    if (unitPriceCents !== product.price_cents && input.priceReason === '') {
      throw fieldError(call, 'priceReason', 'price_reason_required');
    }
    const gross = input.quantity * unitPriceCents;
    if (gross > SALE_TOTAL_MAX_CENTS) {
      throw fieldError(call, 'quantity', 'sale_too_large', { maximum: SALE_TOTAL_MAX_CENTS });
    }
    if (input.discountCents > gross) throw fieldError(call, 'discountCents', 'discount_too_large', { maximum: gross });
    if (input.eventId) {
      const [event] = rowsOf(
        await tx.execute(sql`select 1 from events where application_id = ${schoolId} and id = ${input.eventId}`),
      );
      if (!event) throw fieldError(call, 'eventId', 'missing');
    }
    if (product.stock !== null) {
      if (product.stock < input.quantity) {
        throw refusal(call.language, 'out_of_stock', { name: product.name, stock: product.stock });
      }
      await tx.execute(sql`update items set stock = stock - ${input.quantity}, updated_at = now()
        where application_id = ${schoolId} and id = ${input.productId}`);
    }
    const totalCents = gross - input.discountCents;
    await addSale(tx, schoolId, customerId, product, { ...input, unitPriceCents });
    await recordCallAudit(tx, call, {
      action: 'sale_recorded',
      schoolId,
      target: customer.name,
      data: { product: product.name, quantity: String(input.quantity), amountCents: fmtCents(totalCents) },
    });
    return readAccount(tx, schoolId, customerId);
  });
}

/**
 * Undoes a sale made by mistake, with the reason: the sale stays in the customer's purchases,
 * marked; its charge is taken back (what was paid of it stays on account), what is left of its
 * credits is taken back, lessons that used them are billed again from other credits or charged,
 * and an item's units go back in stock. A sale is undone once.
 */
export function cancelSale(
  call: CallContext,
  saleId: string,
  input: z.output<typeof saleCancellationSchema>,
): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    const [owner] = rowsOf<{ customer_id: string }>(
      await tx.execute(sql`select customer_id from sales where application_id = ${schoolId} and id = ${saleId}`),
    );
    if (!owner) throw localizedError('not_found', call.language, 'money.saleNotFound');
    const customer = await customerFor(tx, call, schoolId, owner.customer_id);
    const [sale] = rowsOf<{
      item_id: string | null;
      quantity: number;
      description: string;
      total_cents: number;
      cancelled: boolean;
    }>(
      await tx.execute(sql`select s.item_id, s.quantity, s.description, s.total_cents, not ${SALE_STANDS} as cancelled
        from sales s where s.application_id = ${schoolId} and s.id = ${saleId}`),
    );
    if (sale!.cancelled) throw refusal(call.language, 'sale_cancelled');
    const timeZone = zoneOf(call);
    const today = clock.today(timeZone);
    await tx
      .insert(saleCancellations)
      .values({ applicationId: schoolId, saleId, reason: input.reason, cancelledOn: today });
    const rebilled = await undoSale(
      tx,
      schoolId,
      owner.customer_id,
      { id: saleId, itemId: sale!.item_id, quantity: sale!.quantity, reason: input.reason },
      today,
      timeZone,
    );
    await recordCallAudit(tx, call, {
      action: 'sale_cancelled',
      schoolId,
      target: customer.name,
      data: {
        product: sale!.description,
        quantity: String(sale!.quantity),
        amountCents: fmtCents(sale!.total_cents),
        reason: input.reason,
        ...(rebilled > 0 ? { lessonsBilledAgain: String(rebilled) } : {}),
      },
    });
    return readAccount(tx, schoolId, owner.customer_id);
  });
}

/**
 * Takes a payment: paid to the charges chosen (in their order), then to the oldest due; what is
 * left stays on account for the next charges. A refund (negative) gives back money on account,
 * never more than there is.
 */
export function recordPayment(
  call: CallContext,
  customerId: string,
  input: z.output<typeof paymentInputSchema>,
): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    const customer = await customerFor(tx, call, schoolId, customerId);
    if (input.chargeIds.length > 0) {
      if (input.amountCents < 0) throw fieldError(call, 'chargeIds', 'invalid');
      const found = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from charges where application_id = ${schoolId} and customer_id = ${customerId}
          and reverses_id is null and id in ${sql`(${sql.join(
            input.chargeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`}`),
      );
      if (found.length !== new Set(input.chargeIds).size) throw fieldError(call, 'chargeIds', 'missing');
    }
    if (input.amountCents < 0) {
      const available = await moneyOnAccount(tx, schoolId, customerId);
      if (-input.amountCents > available)
        throw refusal(call.language, 'refund_exceeds_credit', { available: moneyText(call, available) });
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        applicationId: schoolId,
        customerId,
        amountCents: input.amountCents,
        method: input.method,
        paidOn: input.paidOn,
        reference: input.reference,
      })
      .returning({ id: payments.id });
    await settle(tx, schoolId, customerId, { paymentId: payment!.id, chargeIds: input.chargeIds });
    await recordCallAudit(tx, call, {
      action: input.amountCents > 0 ? 'payment_recorded' : 'payment_refunded',
      schoolId,
      target: customer.name,
      data: { amountCents: fmtCents(Math.abs(input.amountCents)), method: input.method },
    });
    return readAccount(tx, schoolId, customerId);
  });
}

/**
 * Gives credits by hand (a grant of their own, with the reason) or corrects a grant: never below
 * zero left on it.
 */
export function correctCredits(
  call: CallContext,
  customerId: string,
  input: z.output<typeof creditCorrectionSchema>,
): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    const customer = await customerFor(tx, call, schoolId, customerId);
    const today = clock.today(zoneOf(call));
    await expireCredits(tx, schoolId, customerId, today);
    if (input.grantId === null) {
      if (input.credits < 0) throw fieldError(call, 'grantId', 'required');
      if (input.eventTypeId) {
        const [type] = rowsOf(
          await tx.execute(sql`select 1 from event_types
            where application_id = ${schoolId} and id = ${input.eventTypeId} and kind = 'lesson'`),
        );
        if (!type) throw fieldError(call, 'eventTypeId', 'missing');
      }
      if (input.expiresOn !== null && input.expiresOn < today) {
        throw fieldError(call, 'expiresOn', 'date_out_of_range');
      }
      await tx.insert(creditEntries).values({
        applicationId: schoolId,
        customerId,
        kind: 'grant',
        credits: input.credits,
        eventTypeId: input.eventTypeId,
        expiresOn: input.expiresOn,
        effectiveOn: today,
        reason: input.reason,
      });
    } else {
      const remaining = await grantLeft(tx, schoolId, customerId, input.grantId);
      if (remaining === undefined) throw fieldError(call, 'grantId', 'missing');
      // The credits of a sale undone were taken back with it: none can be given to it again.
      const [undone] = rowsOf(
        await tx.execute(sql`select 1 from credit_entries g
          join sale_cancellations x on x.application_id = g.application_id and x.sale_id = g.sale_id
          where g.application_id = ${schoolId} and g.id = ${input.grantId}`),
      );
      if (undone) throw refusal(call.language, 'sale_cancelled');
      if (remaining + input.credits < 0) throw refusal(call.language, 'credits_short', { remaining });
      await tx.insert(creditEntries).values({
        applicationId: schoolId,
        customerId,
        kind: 'correction',
        credits: input.credits,
        grantId: input.grantId,
        effectiveOn: today,
        reason: input.reason,
      });
      await expireCredits(tx, schoolId, customerId, today);
    }
    await recordCallAudit(tx, call, {
      action: 'credits_corrected',
      schoolId,
      target: customer.name,
      data: { credits: String(input.credits), reason: input.reason },
    });
    return readAccount(tx, schoolId, customerId);
  });
}

/** A customer's money: credits with their grants, sales, charges, payments and lessons, and the sums. */
export function getAccount(call: CallContext, customerId: string): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    // The account is read in one statement, without taking the customer's row; only when credits
    // have run out since it was last read is the row taken, the expiry written and the account read
    // again, so that the balance is the sum of the rows shown.
    const read = await accountRows(tx, schoolId, customerId, zoneOf(call));
    if (!read.found) throw localizedError('not_found', call.language, 'customer.notFound');
    if (!read.stale) return accountOf(customerId, read);
    await customerFor(tx, call, schoolId, customerId);
    await expireCredits(tx, schoolId, customerId, read.today);
    return accountOf(customerId, await accountRows(tx, schoolId, customerId, null));
  });
}

/** The most lessons a customer's page lists, newest first. */
const ACCOUNT_LESSONS_MAX = 500;

interface GrantRow {
  id: string;
  description: string;
  sale_id: string | null;
  event_type_id: string | null;
  event_type_name: string | null;
  credits: number;
  used: number;
  expired: number;
  corrected: number;
  remaining: number;
  granted_on: string;
  expires_on: string | null;
}

interface EntryRow {
  id: string;
  kind: CreditEntry['kind'];
  credits: number;
  grant_id: string | null;
  event_id: string | null;
  event_title: string | null;
  effective_on: string;
  reason: string;
  created_at: Date | string;
}

interface SaleRow {
  id: string;
  kind: SaleKind;
  product_id: string;
  description: string;
  quantity: number;
  list_price_cents: number;
  unit_price_cents: number;
  price_reason: string;
  discount_cents: number;
  total_cents: number;
  sold_on: string;
  event_id: string | null;
  cancel_reason: string | null;
  cancelled_on: string | null;
  created_at: Date | string;
}

interface ChargeRow {
  id: string;
  description: string;
  sale_id: string | null;
  event_id: string | null;
  amount_cents: number;
  reversed_cents: number;
  paid_cents: number;
  due_on: string;
  created_at: Date | string;
}

interface PaymentRow {
  id: string;
  amount_cents: number;
  method: Payment['method'];
  paid_on: string;
  reference: string;
  created_at: Date | string;
  allocations: { chargeId: string; description: string; amountCents: number }[] | null;
}

interface LessonRow {
  event_id: string;
  title: string;
  event_type_name: string;
  starts_at: Date | string;
  status: CustomerLesson['status'];
  attendance: CustomerLesson['attendance'];
  credits: number;
  charge_id: string | null;
}

/** Every row of a customer's account, read at one moment. */
interface AccountRows {
  /** The school has this customer. */
  found: boolean;
  /** Some grant has credits left past its last day: its expiry is still to be written. */
  stale: boolean;
  /** The school's date today in its time zone. */
  today: string;
  charged: number;
  paid: number;
  grants: GrantRow[];
  entries: EntryRow[];
  sales: SaleRow[];
  charges: ChargeRow[];
  payments: PaymentRow[];
  /** The payments, oldest first, with what is allocated of each: for the money on account. */
  money: PaymentLeft[];
  lessons: LessonRow[];
}

/** The rows of `query` as a JSON array, in the order of its `row_order` column. */
const jsonRows = (query: SQL) => sql`(select coalesce(json_agg(x order by x.row_order), '[]'::json) from (${query}) x)`;

/**
 * A customer's account in one statement, so one snapshot: its rows (each list in the order the
 * page shows it) and its sums. With `timeZone`, also whether some grant's expiry is still to be
 * written on today's date there.
 */
async function accountRows(
  tx: Transaction,
  schoolId: string,
  customerId: string,
  timeZone: string | null,
): Promise<AccountRows> {
  const today = timeZone === null ? sql`null::text` : sql`${TODAY_IN(timeZone)}::text`;
  const stale =
    timeZone === null
      ? sql`false`
      : sql`exists (select 1 from (${GRANTS_LEFT(schoolId, customerId)}) g
          where g.remaining > 0 and g.expires_on::date < ${TODAY_IN(timeZone)})`;
  const grants = sql`select g.id, coalesce(s.description, g.reason) as description, g.sale_id, g.event_type_id,
      t.name as event_type_name, g.credits,
      coalesce(-sum(e.credits) filter (where e.kind in ('use', 'return')), 0)::bigint as used,
      coalesce(-sum(e.credits) filter (where e.kind = 'expiry'), 0)::bigint as expired,
      coalesce(sum(e.credits) filter (where e.kind = 'correction'), 0)::bigint as corrected,
      (g.credits + coalesce(sum(e.credits), 0))::bigint as remaining,
      g.effective_on::text as granted_on, g.expires_on::text as expires_on,
      row_number() over (order by g.effective_on desc, g.created_at desc, g.id) as row_order
    from credit_entries g
    left join credit_entries e on e.application_id = g.application_id and e.grant_id = g.id
    left join sales s on s.application_id = g.application_id and s.id = g.sale_id
    left join event_types t on t.application_id = g.application_id and t.id = g.event_type_id
    where g.application_id = ${schoolId} and g.customer_id = ${customerId} and g.kind = 'grant'
    group by g.application_id, g.id, s.description, t.name`;
  const entries = sql`select c.id, c.kind, c.credits, c.grant_id, c.event_id, e.title as event_title,
      c.effective_on::text as effective_on, c.reason, c.created_at,
      row_number() over (order by c.created_at desc, c.id) as row_order
    from credit_entries c
    left join events e on e.application_id = c.application_id and e.id = c.event_id
    where c.application_id = ${schoolId} and c.customer_id = ${customerId}`;
  const sales = sql`select s.id, s.kind, coalesce(s.package_id, s.service_id, s.item_id) as product_id,
      s.description, s.quantity, s.list_price_cents, s.unit_price_cents, s.price_reason, s.discount_cents,
      s.total_cents, s.sold_on::text as sold_on, s.event_id, x.reason as cancel_reason,
      x.cancelled_on::text as cancelled_on, s.created_at,
      row_number() over (order by s.sold_on desc, s.created_at desc, s.id) as row_order
    from sales s
    left join sale_cancellations x on x.application_id = s.application_id and x.sale_id = s.id
    where s.application_id = ${schoolId} and s.customer_id = ${customerId}`;
  const charges = sql`select c.id, c.description, c.sale_id, c.event_id, c.amount_cents,
      -${CHARGE_REVERSED} as reversed_cents, ${CHARGE_PAID} as paid_cents,
      c.due_on::text as due_on, c.created_at,
      row_number() over (order by c.due_on desc, c.created_at desc, c.id) as row_order
    from charges c
    where c.application_id = ${schoolId} and c.customer_id = ${customerId} and c.reverses_id is null`;
  const paymentRows = sql`select p.id, p.amount_cents, p.method, p.paid_on::text as paid_on, p.reference, p.created_at,
      (select json_agg(json_build_object('chargeId', x.charge_id, 'description', x.description, 'amountCents', x.cents)
          order by x.due_on, x.charge_id)
        from (select a.charge_id, c.description, c.due_on, sum(a.amount_cents)::bigint as cents
          from payment_allocations a join charges c on c.application_id = a.application_id and c.id = a.charge_id
          where a.application_id = p.application_id and a.payment_id = p.id
          group by a.charge_id, c.description, c.due_on having sum(a.amount_cents) <> 0) x) as allocations,
      row_number() over (order by p.paid_on desc, p.created_at desc, p.id) as row_order
    from payments p
    where p.application_id = ${schoolId} and p.customer_id = ${customerId}`;
  const money = sql`select p.id, p.amount_cents as amount,
      coalesce((select sum(a.amount_cents) from payment_allocations a
        where a.application_id = p.application_id and a.payment_id = p.id), 0)::int as allocated,
      row_number() over (order by p.paid_on, p.created_at, p.id) as row_order
    from payments p
    where p.application_id = ${schoolId} and p.customer_id = ${customerId}`;
  const lessons = sql`select e.id as event_id, e.title, t.name as event_type_name, e.starts_at, e.status, b.attendance,
      coalesce(-(select sum(u.credits) from credit_entries u where u.application_id = b.application_id
        and u.event_id = b.event_id and u.customer_id = b.customer_id and u.kind in ('use', 'return')), 0)::int as credits,
      (select c.id from charges c where c.application_id = b.application_id and c.event_id = b.event_id
        and c.customer_id = b.customer_id and c.reverses_id is null and c.sale_id is null
        and c.amount_cents + ${CHARGE_REVERSED} > 0
        limit 1) as charge_id,
      row_number() over (order by e.starts_at desc, e.id) as row_order
    from event_customers b
    join events e on e.application_id = b.application_id and e.id = b.event_id
    join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
    where b.application_id = ${schoolId} and b.customer_id = ${customerId}
    order by e.starts_at desc, e.id
    limit ${ACCOUNT_LESSONS_MAX}`;
  const [row] = rowsOf<AccountRows>(
    await tx.execute(sql`select
        exists (select 1 from customers where application_id = ${schoolId} and id = ${customerId}) as found,
        ${stale} as stale, ${today} as today,
        coalesce((select sum(amount_cents) from charges where application_id = ${schoolId} and customer_id = ${customerId}), 0)::bigint as charged,
        coalesce((select sum(amount_cents) from payments where application_id = ${schoolId} and customer_id = ${customerId}), 0)::bigint as paid,
        ${jsonRows(grants)} as grants, ${jsonRows(entries)} as entries, ${jsonRows(sales)} as sales,
        ${jsonRows(charges)} as charges, ${jsonRows(paymentRows)} as payments, ${jsonRows(money)} as money,
        ${jsonRows(lessons)} as lessons`),
  );
  return row!;
}

async function readAccount(tx: Transaction, schoolId: string, customerId: string): Promise<CustomerAccount> {
  return accountOf(customerId, await accountRows(tx, schoolId, customerId, null));
}

/** The account as the API answers it, from its rows. */
function accountOf(customerId: string, rows: AccountRows): CustomerAccount {
  const { grants, entries, charges: chargeRows, payments: paymentRows, lessons: lessonRows } = rows;
  const saleRows = rows.sales;
  const sums = { charged: rows.charged, paid: rows.paid };
  // Per payment as the account's total counts it: a refund takes back the newest money first.
  const left = moneyLeft(rows.money);
  const onAccountCents = [...left.values()].reduce((sum, cents) => sum + cents, 0);
  const chargesOut: Charge[] = chargeRows.map((row) => {
    const openCents = row.amount_cents - row.reversed_cents - row.paid_cents;
    return {
      id: row.id,
      description: row.description,
      saleId: row.sale_id,
      eventId: row.event_id,
      amountCents: row.amount_cents,
      reversedCents: row.reversed_cents,
      paidCents: row.paid_cents,
      openCents,
      dueOn: row.due_on,
      status: row.reversed_cents >= row.amount_cents ? 'reversed' : openCents > 0 ? 'open' : 'paid',
      createdAt: iso(row.created_at),
    };
  });
  const grantsOut: CreditGrant[] = grants.map((row) => ({
    id: row.id,
    description: row.description,
    saleId: row.sale_id,
    eventTypeId: row.event_type_id,
    eventTypeName: row.event_type_name,
    credits: row.credits,
    used: row.used,
    expired: row.expired,
    corrected: row.corrected,
    remaining: row.remaining,
    grantedOn: row.granted_on,
    expiresOn: row.expires_on,
  }));
  return {
    customerId,
    balanceCents: sums.charged - sums.paid,
    owedCents: chargesOut.reduce((sum, charge) => sum + Math.max(charge.openCents, 0), 0),
    onAccountCents,
    credits: grantsOut.reduce((sum, grant) => sum + grant.remaining, 0),
    grants: grantsOut,
    entries: entries.map((row) => ({
      id: row.id,
      kind: row.kind,
      credits: row.credits,
      grantId: row.grant_id,
      eventId: row.event_id,
      eventTitle: row.event_title,
      effectiveOn: row.effective_on,
      reason: row.reason,
      createdAt: iso(row.created_at),
    })),
    sales: saleRows.map((row): Sale => ({
      id: row.id,
      kind: row.kind,
      productId: row.product_id,
      description: row.description,
      quantity: row.quantity,
      listPriceCents: row.list_price_cents,
      unitPriceCents: row.unit_price_cents,
      priceReason: row.price_reason,
      discountCents: row.discount_cents,
      totalCents: row.total_cents,
      soldOn: row.sold_on,
      eventId: row.event_id,
      cancellation:
        row.cancelled_on === null ? null : { reason: row.cancel_reason ?? '', cancelledOn: row.cancelled_on },
      createdAt: iso(row.created_at),
    })),
    charges: chargesOut,
    payments: paymentRows.map((row): Payment => ({
      id: row.id,
      amountCents: row.amount_cents,
      method: row.method,
      paidOn: row.paid_on,
      reference: row.reference,
      allocations: row.allocations ?? [],
      unallocatedCents: left.get(row.id) ?? 0,
      createdAt: iso(row.created_at),
    })),
    lessons: lessonRows.map((row) => ({
      eventId: row.event_id,
      title: row.title,
      eventTypeName: row.event_type_name,
      startsAt: iso(row.starts_at),
      status: row.status,
      attendance: row.attendance,
      paidWith:
        row.credits > 0 ? 'credits' : row.charge_id ? 'charge' : row.attendance === 'attended' ? 'free' : 'none',
      credits: row.credits,
      chargeId: row.charge_id,
    })),
  };
}

const OUTSTANDING_ORDER: Record<OutstandingQuery['sort'], SQL> = {
  amount: sql`o.open_cents`,
  overdue: sql`o.days_overdue`,
  // The charge's own day (when it fell due), not when its row was written.
  date: sql`o.due_on`,
  customer: sql`lower(o.customer_name)`,
};

/**
 * Charges not paid in full, with their customer, days overdue and priority (the school's
 * thresholds of days and amount); sorted, filtered and paged, with what the whole list comes to.
 */
export function listOutstanding(call: CallContext, query: OutstandingQuery): Promise<OutstandingPage> {
  return withSchool(call, async (tx, schoolId) => {
    const today = TODAY_IN(zoneOf(call));
    // Every open charge (CHARGE_BALANCES), narrowed by what the query asks.
    const conditions: SQL[] = [sql`true`];
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      conditions.push(sql`(cu.name ilike ${pattern} or o.description ilike ${pattern})`);
    }
    if (query.dueYear !== undefined) conditions.push(sql`extract(year from o.due_on)::int = ${query.dueYear}`);
    if (query.dueMonth !== undefined) conditions.push(sql`extract(month from o.due_on)::int = ${query.dueMonth}`);
    const listed = sql`select o.id, o.customer_id, cu.name as customer_name, cu.email as customer_email, o.description,
        o.open_cents, o.due_on, o.created_at, (${today} - o.due_on)::int as days_overdue,
        case
          when ${today} - o.due_on > ss.overdue_high_days or o.open_cents > ss.overdue_high_cents then 'high'
          when ${today} - o.due_on > ss.overdue_medium_days or o.open_cents > ss.overdue_medium_cents then 'medium'
          else 'low' end as priority
      from (${CHARGE_BALANCES(schoolId, { openOnly: true })}) o
      join customers cu on cu.application_id = ${schoolId} and cu.id = o.customer_id
      join school_settings ss on ss.application_id = ${schoolId}
      where ${sql.join(conditions, sql` and `)}`;
    const chosen = sql`select * from (${listed}) o ${query.priority ? sql`where o.priority = ${query.priority}` : sql``}`;
    const [totals] = rowsOf<{ total: number; total_cents: number }>(
      await tx.execute(sql`select count(*)::int as total, coalesce(sum(o.open_cents), 0)::bigint as total_cents
        from (${chosen}) o`),
    );
    const rows = rowsOf<{
      id: string;
      customer_id: string;
      customer_name: string;
      customer_email: string;
      description: string;
      open_cents: number;
      due_on: string;
      days_overdue: number;
      priority: Outstanding['priority'];
      created_at: Date | string;
    }>(
      await tx.execute(sql`select o.id, o.customer_id, o.customer_name, o.customer_email, o.description, o.open_cents,
          o.due_on::text as due_on, o.days_overdue, o.priority, o.created_at
        from (${chosen}) o
        order by ${OUTSTANDING_ORDER[query.sort]} ${query.order === 'desc' ? sql`desc` : sql`asc`}, o.created_at desc, o.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    );
    return {
      items: rows.map((row) => ({
        chargeId: row.id,
        customerId: row.customer_id,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        description: row.description,
        amountCents: row.open_cents,
        dueOn: row.due_on,
        daysOverdue: row.days_overdue,
        priority: row.priority,
        createdAt: iso(row.created_at),
      })),
      total: totals?.total ?? 0,
      totalCents: totals?.total_cents ?? 0,
    };
  });
}

/** An amount in the school's currency, as the caller's language writes it. */
function moneyText(call: CallContext, cents: number): string {
  return new Intl.NumberFormat(call.language, {
    style: 'currency',
    currency: call.auth.schoolCurrency ?? 'EUR',
  }).format(cents / 100);
}

/** E-mails the customer of an open charge a reminder of what is owed, in the sender's language. */
export async function sendReminder(call: CallContext, chargeId: string): Promise<void> {
  const charge = await withSchool(call, async (tx, schoolId) => {
    const [row] = rowsOf<{
      customer_name: string;
      customer_email: string;
      description: string;
      open_cents: number;
      due_on: string;
    }>(
      await tx.execute(sql`select cu.name as customer_name, cu.email as customer_email, o.description, o.open_cents,
          o.due_on::text as due_on
        from (${CHARGE_BALANCES(schoolId, { openOnly: false })}) o join customers cu on cu.application_id = ${schoolId} and cu.id = o.customer_id
        where o.id = ${chargeId}`),
    );
    if (!row) throw localizedError('not_found', call.language, 'money.chargeNotFound');
    if (row.open_cents <= 0) throw refusal(call.language, 'charge_paid');
    if (!row.customer_email) throw refusal(call.language, 'customer_without_email', { name: row.customer_name });
    await recordCallAudit(tx, call, {
      action: 'payment_reminder_sent',
      schoolId,
      target: row.customer_name,
      data: { product: row.description, amountCents: String(row.open_cents) },
    });
    return row;
  });
  const params = {
    name: charge.customer_name,
    school: call.auth.schoolName ?? '',
    item: charge.description,
    amount: moneyText(call, charge.open_cents),
    due: new Intl.DateTimeFormat(call.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(charge.due_on)),
  };
  await call.mailer.send({
    to: charge.customer_email,
    subject: translate(call.language, 'money.reminderSubject', params),
    text: translate(call.language, 'money.reminderBody', params),
  });
}

/**
 * E-mails a customer the receipt of a payment, in the sender's language: the school, the day, how
 * it was paid, the amount, what it paid for, and what the customer owes or has on account now.
 */
export async function sendReceipt(call: CallContext, paymentId: string): Promise<void> {
  const receipt = await withSchool(call, async (tx, schoolId) => {
    const [payment] = rowsOf<{
      customer_id: string;
      name: string;
      email: string;
      amount_cents: number;
      method: Payment['method'];
      paid_on: string;
      reference: string;
    }>(
      await tx.execute(sql`select p.customer_id, cu.name, cu.email, p.amount_cents, p.method, p.paid_on::text as paid_on,
          p.reference
        from payments p join customers cu on cu.application_id = p.application_id and cu.id = p.customer_id
        where p.application_id = ${schoolId} and p.id = ${paymentId}`),
    );
    if (!payment) throw localizedError('not_found', call.language, 'money.paymentNotFound');
    if (!payment.email) throw refusal(call.language, 'customer_without_email', { name: payment.name });
    const account = await readAccount(tx, schoolId, payment.customer_id);
    await recordCallAudit(tx, call, {
      action: 'receipt_sent',
      schoolId,
      target: payment.name,
      data: { amountCents: String(payment.amount_cents), method: payment.method },
    });
    return { payment, account };
  });
  const { payment, account } = receipt;
  const day = (value: string) =>
    new Intl.DateTimeFormat(call.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
  const lines = (account.payments.find((row) => row.id === paymentId)?.allocations ?? []).map(
    (allocation) => `- ${allocation.description}: ${moneyText(call, allocation.amountCents)}`,
  );
  const params = {
    name: payment.name,
    school: call.auth.schoolName ?? '',
    date: day(payment.paid_on),
    amount: moneyText(call, payment.amount_cents),
    method: translate(call.language, `money.method.${payment.method}`),
    reference: payment.reference || '—',
    lines: lines.length > 0 ? lines.join('\n') : '—',
    balance:
      account.balanceCents > 0
        ? translate(call.language, 'money.receiptOwes', { amount: moneyText(call, account.balanceCents) })
        : account.balanceCents < 0
          ? translate(call.language, 'money.receiptInCredit', { amount: moneyText(call, -account.balanceCents) })
          : translate(call.language, 'money.receiptSettled'),
    number: paymentId.slice(0, 8).toUpperCase(),
  };
  await call.mailer.send({
    to: payment.email,
    subject: translate(call.language, 'money.receiptSubject', params),
    text: translate(call.language, 'money.receiptBody', params),
  });
}
