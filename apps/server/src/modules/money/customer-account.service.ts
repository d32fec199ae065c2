import { sql, type SQL } from 'drizzle-orm';
import type {
  Charge,
  CreditEntry,
  CreditGrant,
  CustomerAccount,
  CustomerLesson,
  Payment,
  Sale,
  SaleKind,
} from '@lineup/contract/money';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import { TODAY_IN } from '#src/db/clock-sql.ts';
import { expireCredits, moneyLeft, type PaymentLeft } from './ledger.ts';
import { CHARGE_PAID, CHARGE_REVERSED, GRANTS_LEFT } from './ledger-sql.ts';
import { customerFor, iso, zoneOf } from './money-call.ts';

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

/** The customer's account as it stands in the caller's transaction: what every money write answers. */
export async function readAccount(tx: Transaction, schoolId: string, customerId: string): Promise<CustomerAccount> {
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
