import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { paymentAllocations } from '#src/db/schema/index.ts';
import { NOW } from '#src/db/clock-sql.ts';
import { CHARGE_PAID, CHARGE_REVERSED, GRANTS_LEFT } from './ledger-sql.ts';

/**
 * The rules between a customer's money rows (DOMAIN.md, Money), applied inside the caller's
 * transaction while it holds the customer's row (`lockCustomer`): every write to a customer's
 * money takes that lock first, so two payments and an attendance at once are decided one after
 * the other. Rows are only ever added: the database refuses any change or removal (migration 0037).
 */

/** Takes the customer's row for the rest of the transaction; undefined when the school has no such customer. */
export async function lockCustomer(
  tx: Transaction,
  schoolId: string,
  customerId: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = rowsOf<{ name: string; email: string }>(
    await tx.execute(sql`select name, email from customers
      where application_id = ${schoolId} and id = ${customerId} for update`),
  );
  return row;
}

/** What one grant of the customer has left; undefined when the customer has no such grant. */
export async function grantLeft(
  tx: Transaction,
  schoolId: string,
  customerId: string,
  grantId: string,
): Promise<number | undefined> {
  const [grant] = rowsOf<{ remaining: number }>(
    await tx.execute(sql`select g.remaining from (${GRANTS_LEFT(schoolId, customerId)}) g where g.id = ${grantId}`),
  );
  return grant?.remaining;
}

/** Writes the expiry of what is left of every grant whose last day is before `today`. */
export async function expireCredits(tx: Transaction, schoolId: string, customerId: string, today: string) {
  await tx.execute(sql`insert into credit_entries (application_id, customer_id, kind, credits, grant_id, effective_on, created_at)
    select ${schoolId}, ${customerId}, 'expiry', -g.remaining, g.id, g.expires_on::date + 1, ${NOW}
    from (${GRANTS_LEFT(schoolId, customerId)}) g
    where g.remaining > 0 and g.expires_on::date < ${today}::date`);
}

interface OpenCharge {
  id: string;
  /** Amount less what was taken back. */
  net: number;
  paid: number;
}

export interface PaymentLeft {
  id: string;
  amount: number;
  allocated: number;
}

/** The customer's charges (oldest due first) and payments (oldest first) with what was allocated between them. */
async function moneyOf(tx: Transaction, schoolId: string, customerId: string) {
  const open = rowsOf<OpenCharge>(
    await tx.execute(sql`select c.id, (c.amount_cents + ${CHARGE_REVERSED})::bigint as net, ${CHARGE_PAID} as paid
      from charges c
      where c.application_id = ${schoolId} and c.customer_id = ${customerId} and c.reverses_id is null
      order by c.due_on, c.created_at, c.id`),
  );
  const paid = rowsOf<PaymentLeft>(
    await tx.execute(sql`select p.id, p.amount_cents as amount,
        coalesce((select sum(a.amount_cents) from payment_allocations a
          where a.application_id = p.application_id and a.payment_id = p.id), 0)::int as allocated
      from payments p
      where p.application_id = ${schoolId} and p.customer_id = ${customerId}
      order by p.paid_on, p.created_at, p.id`),
  );
  return { open, paid };
}

/**
 * The money each positive payment has left for charges, oldest payment first. Refunds take from
 * the newest money first: what was given back is what came in last.
 */
export function moneyLeft(paid: readonly PaymentLeft[]): Map<string, number> {
  let refunded = -paid.filter((payment) => payment.amount < 0).reduce((sum, payment) => sum + payment.amount, 0);
  const left = new Map<string, number>();
  const positive = paid.filter((payment) => payment.amount > 0);
  for (const payment of [...positive].reverse()) {
    const free = payment.amount - payment.allocated;
    const taken = Math.min(free, refunded);
    refunded -= taken;
    left.set(payment.id, free - taken);
  }
  return new Map(positive.map((payment) => [payment.id, left.get(payment.id)!]));
}

/** What each of the customer's payments has left that pays no charge, refunds taken from the newest. */
export async function paymentsLeft(
  tx: Transaction,
  schoolId: string,
  customerId: string,
): Promise<Map<string, number>> {
  return moneyLeft((await moneyOf(tx, schoolId, customerId)).paid);
}

/** What the customer has paid that pays no charge: money on account. */
export async function moneyOnAccount(tx: Transaction, schoolId: string, customerId: string): Promise<number> {
  return [...(await paymentsLeft(tx, schoolId, customerId)).values()].reduce((sum, cents) => sum + cents, 0);
}

/**
 * Balances a customer's payments against their charges: money allocated to a charge that was
 * taken back returns to its payment (newest allocation first); then each payment's free money
 * pays open charges, the chosen ones first (for the payment `chosen.paymentId`), then the oldest due.
 */
export async function settle(
  tx: Transaction,
  schoolId: string,
  customerId: string,
  chosen?: { paymentId: string; chargeIds: readonly string[] },
): Promise<void> {
  const rows: (typeof paymentAllocations.$inferInsert)[] = [];
  const allocate = (paymentId: string, chargeId: string, amountCents: number) =>
    rows.push({ applicationId: schoolId, paymentId, chargeId, amountCents });

  let { open, paid } = await moneyOf(tx, schoolId, customerId);
  for (const charge of open.filter((charge) => charge.paid > charge.net)) {
    let excess = charge.paid - charge.net;
    const given = rowsOf<{ payment_id: string; cents: number }>(
      await tx.execute(sql`select payment_id, sum(amount_cents)::bigint as cents from payment_allocations
        where application_id = ${schoolId} and charge_id = ${charge.id}
        group by payment_id having sum(amount_cents) > 0 order by max(created_at) desc, payment_id`),
    );
    for (const allocation of given) {
      if (excess === 0) break;
      const back = Math.min(excess, allocation.cents);
      excess -= back;
      allocate(allocation.payment_id, charge.id, -back);
    }
  }
  if (rows.length > 0) {
    await tx.insert(paymentAllocations).values(rows.splice(0));
    ({ open, paid } = await moneyOf(tx, schoolId, customerId));
  }

  const left = moneyLeft(paid);
  const owed = new Map(open.map((charge) => [charge.id, charge.net - charge.paid]));
  const pay = (paymentId: string, chargeIds: readonly string[]) => {
    for (const chargeId of chargeIds) {
      const free = left.get(paymentId) ?? 0;
      const due = owed.get(chargeId) ?? 0;
      if (free <= 0) return;
      if (due <= 0) continue;
      const cents = Math.min(free, due);
      left.set(paymentId, free - cents);
      owed.set(chargeId, due - cents);
      allocate(paymentId, chargeId, cents);
    }
  };
  if (chosen) pay(chosen.paymentId, chosen.chargeIds);
  const oldestDue = open.map((charge) => charge.id);
  for (const paymentId of left.keys()) pay(paymentId, oldestDue);
  if (rows.length > 0) await tx.insert(paymentAllocations).values(rows);
}
