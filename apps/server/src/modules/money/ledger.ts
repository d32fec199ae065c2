import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { charges, creditEntries, paymentAllocations, sales } from '#src/db/schema/index.ts';
import { NOW } from '#src/db/clock-sql.ts';

/**
 * The rules between a customer's money rows (DOMAIN.md, Money), applied inside the caller's
 * transaction while it holds the customer's row (`lockCustomer`): every write to a customer's
 * money takes that lock first, so two payments and an attendance at once are decided one after
 * the other. Rows are only ever added.
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

/** Of a charge `c`: what was taken back of it by reversals (zero or negative). */
export const CHARGE_REVERSED = sql`coalesce((select sum(r.amount_cents) from charges r
  where r.application_id = c.application_id and r.reverses_id = c.id), 0)::int`;

/** Of a charge `c`: what payments are allocated to it, net of money given back. */
export const CHARGE_PAID = sql`coalesce((select sum(a.amount_cents) from payment_allocations a
  where a.application_id = c.application_id and a.charge_id = c.id), 0)::int`;

/**
 * The school's charges that are not reversals, each with its open amount (what it came to, less
 * what was taken back and what was paid of it), as the database keeps it beside the ledger
 * (migrations 0028, 0030), not summed from every charge's allocations. The open ones alone
 * (`openOnly`) are read by their index, by school and due day.
 */
export const CHARGE_BALANCES = (schoolId: string, { openOnly }: { openOnly: boolean }) => sql`
  select c.id, c.customer_id, c.description, t.due_on, c.created_at, t.open_cents::bigint as open_cents
  from charge_totals t join charges c on c.application_id = t.application_id and c.id = t.charge_id
  where t.application_id = ${schoolId} ${openOnly ? sql`and t.open_cents > 0` : sql``}`;

/** Of a sale `s`: it stands, not undone as a mistake. */
export const SALE_STANDS = sql`not exists (select 1 from sale_cancellations x
  where x.application_id = s.application_id and x.sale_id = s.id)`;

/** What each grant of the customer has left: its credits and every row drawn from it. */
export const GRANTS_LEFT = (schoolId: string, customerId: string) => sql`
  select g.id, g.event_type_id, g.expires_on::text as expires_on, g.effective_on::text as effective_on,
    g.credits + coalesce((select sum(e.credits) from credit_entries e
      where e.application_id = g.application_id and e.grant_id = g.id), 0)::int as remaining
  from credit_entries g
  where g.application_id = ${schoolId} and g.customer_id = ${customerId} and g.kind = 'grant'`;

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

/** What a booking's attendance used: credits drawn (net of returns) per grant, and charges not taken back. */
async function billingOf(tx: Transaction, schoolId: string, eventId: string, customerId: string) {
  const uses = rowsOf<{ grant_id: string; credits: number }>(
    await tx.execute(sql`select grant_id, sum(credits)::bigint as credits from credit_entries
      where application_id = ${schoolId} and event_id = ${eventId} and customer_id = ${customerId}
        and kind in ('use', 'return')
      group by grant_id having sum(credits) <> 0`),
  );
  const charged = rowsOf<{ id: string; description: string; left: number }>(
    await tx.execute(sql`select c.id, c.description, (c.amount_cents + ${CHARGE_REVERSED})::bigint as left
      from charges c
      where c.application_id = ${schoolId} and c.event_id = ${eventId} and c.customer_id = ${customerId}
        and c.reverses_id is null and c.sale_id is null`),
  ).filter((charge) => charge.left > 0);
  return { uses, charged };
}

/** What attending (or not coming, where the school counts it) took from a customer, for the activity log. */
export type Billing = { readonly credits: number } | { readonly chargedCents: number } | null;

/**
 * Bills a booking's attendance once: the credits its lesson type uses, from the customer's grants
 * for that type (or any) still valid on the lesson's day, the soonest to expire first; without
 * enough of them, a charge at the type's price, due on the lesson's day. Nothing when already billed.
 */
export async function billAttendance(
  tx: Transaction,
  schoolId: string,
  eventId: string,
  customerId: string,
  timeZone: string,
): Promise<Billing> {
  const before = await billingOf(tx, schoolId, eventId, customerId);
  if (before.uses.length > 0 || before.charged.length > 0) return null;
  const [event] = rowsOf<{ title: string; type_id: string; credits: number; price_cents: number; day: string }>(
    await tx.execute(sql`select e.title, t.id as type_id,
        case when t.kind = 'lesson' then t.credits_per_attendance else 0 end as credits, t.price_cents,
        (e.starts_at at time zone ${timeZone})::date::text as day
      from events e join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
      where e.application_id = ${schoolId} and e.id = ${eventId}`),
  );
  if (!event) return null;
  if (event.credits > 0) {
    const grants = rowsOf<{ id: string; remaining: number }>(
      await tx.execute(sql`select g.id, g.remaining from (${GRANTS_LEFT(schoolId, customerId)}) g
        where g.remaining > 0 and (g.event_type_id is null or g.event_type_id = ${event.type_id})
          and (g.expires_on is null or g.expires_on::date >= ${event.day}::date)
        order by g.expires_on nulls last, g.effective_on, g.id`),
    );
    if (grants.reduce((sum, grant) => sum + grant.remaining, 0) >= event.credits) {
      let needed = event.credits;
      const rows: (typeof creditEntries.$inferInsert)[] = [];
      for (const grant of grants) {
        if (needed === 0) break;
        const drawn = Math.min(needed, grant.remaining);
        needed -= drawn;
        rows.push({
          applicationId: schoolId,
          customerId,
          kind: 'use',
          credits: -drawn,
          grantId: grant.id,
          eventId,
          effectiveOn: event.day,
        });
      }
      await tx.insert(creditEntries).values(rows);
      return { credits: event.credits };
    }
  }
  if (event.price_cents === 0) return null;
  await tx.insert(charges).values({
    applicationId: schoolId,
    customerId,
    eventId,
    description: event.title,
    amountCents: event.price_cents,
    dueOn: event.day,
  });
  await settle(tx, schoolId, customerId);
  return { chargedCents: event.price_cents };
}

/** Undoes what a booking's attendance billed, exactly: its credits go back to their grants, its charges are taken back. */
export async function unbillAttendance(
  tx: Transaction,
  schoolId: string,
  eventId: string,
  customerId: string,
  today: string,
): Promise<Billing> {
  const { uses, charged } = await billingOf(tx, schoolId, eventId, customerId);
  if (uses.length === 0 && charged.length === 0) return null;
  if (uses.length > 0) {
    await tx.insert(creditEntries).values(
      uses.map((use) => ({
        applicationId: schoolId,
        customerId,
        kind: 'return' as const,
        credits: -use.credits,
        grantId: use.grant_id,
        eventId,
        effectiveOn: today,
      })),
    );
    // Credits given back to a grant past its last day are gone again at once.
    await expireCredits(tx, schoolId, customerId, today);
  }
  if (charged.length > 0) {
    await tx.insert(charges).values(
      charged.map((charge) => ({
        applicationId: schoolId,
        customerId,
        eventId,
        description: charge.description,
        amountCents: -charge.left,
        dueOn: today,
        reversesId: charge.id,
        reason: 'attendance_undone',
      })),
    );
    await settle(tx, schoolId, customerId);
  }
  const credits = -uses.reduce((sum, use) => sum + use.credits, 0);
  return credits > 0 ? { credits } : { chargedCents: charged.reduce((sum, charge) => sum + charge.left, 0) };
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

/** A product as a sale reads it from the catalogue: its name and price, and a package's credits and validity. */
export interface Product {
  name: string;
  price_cents: number;
  credits: number | null;
  validity_days: number | null;
  lesson_type_id: string | null;
  stock: number | null;
}

/** The day `days` after `day`, both YYYY-MM-DD. */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes a sale already checked: the sale as sold, its charge (due on `dueOn`, else the day of the
 * sale), a package's credits until its validity runs out; then money on account pays the charge.
 * An item's stock is taken by the caller, which refuses first when there is not enough.
 */
export async function addSale(
  tx: Transaction,
  schoolId: string,
  customerId: string,
  product: Product,
  sale: {
    kind: 'package' | 'service' | 'item';
    productId: string;
    quantity: number;
    unitPriceCents: number;
    priceReason: string;
    discountCents: number;
    soldOn: string;
    dueOn: string | null;
    eventId: string | null;
  },
): Promise<void> {
  const totalCents = sale.quantity * sale.unitPriceCents - sale.discountCents;
  const [row] = await tx
    .insert(sales)
    .values({
      applicationId: schoolId,
      customerId,
      kind: sale.kind,
      packageId: sale.kind === 'package' ? sale.productId : null,
      serviceId: sale.kind === 'service' ? sale.productId : null,
      itemId: sale.kind === 'item' ? sale.productId : null,
      description: product.name,
      quantity: sale.quantity,
      listPriceCents: product.price_cents,
      unitPriceCents: sale.unitPriceCents,
      priceReason: sale.unitPriceCents === product.price_cents ? '' : sale.priceReason,
      discountCents: sale.discountCents,
      totalCents,
      soldOn: sale.soldOn,
      eventId: sale.eventId,
    })
    .returning({ id: sales.id });
  if (totalCents > 0) {
    await tx.insert(charges).values({
      applicationId: schoolId,
      customerId,
      saleId: row!.id,
      eventId: sale.eventId,
      description: sale.quantity > 1 ? `${product.name} × ${sale.quantity}` : product.name,
      amountCents: totalCents,
      dueOn: sale.dueOn ?? sale.soldOn,
    });
  }
  if (product.credits !== null) {
    await tx.insert(creditEntries).values({
      applicationId: schoolId,
      customerId,
      kind: 'grant',
      credits: product.credits * sale.quantity,
      eventTypeId: product.lesson_type_id,
      expiresOn: product.validity_days === null ? null : daysAfter(sale.soldOn, product.validity_days),
      saleId: row!.id,
      effectiveOn: sale.soldOn,
    });
  }
  await settle(tx, schoolId, customerId);
}

/**
 * Undoes a sale's money inside the caller's lock, once its cancellation is written: lessons that
 * used its credits are billed again from the customer's other credits (or charged), what is left
 * of its credits is taken back with the reason, its charge is taken back (what was paid of it
 * stays on account), and an item's units go back in stock. Answers how many lessons were billed
 * again.
 */
export async function undoSale(
  tx: Transaction,
  schoolId: string,
  customerId: string,
  sale: { id: string; itemId: string | null; quantity: number; reason: string },
  today: string,
  timeZone: string,
): Promise<number> {
  const [grant] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from credit_entries
      where application_id = ${schoolId} and sale_id = ${sale.id} and kind = 'grant'`),
  );
  const lessons = grant
    ? rowsOf<{ event_id: string }>(
        await tx.execute(sql`select event_id from credit_entries
          where application_id = ${schoolId} and grant_id = ${grant.id} and kind in ('use', 'return')
          group by event_id having sum(credits) < 0 order by event_id`),
      )
    : [];
  for (const lesson of lessons) await unbillAttendance(tx, schoolId, lesson.event_id, customerId, today);
  if (grant) {
    const left = (await grantLeft(tx, schoolId, customerId, grant.id)) ?? 0;
    if (left > 0) {
      await tx.insert(creditEntries).values({
        applicationId: schoolId,
        customerId,
        kind: 'correction',
        credits: -left,
        grantId: grant.id,
        saleId: sale.id,
        effectiveOn: today,
        reason: sale.reason,
      });
    }
  }
  for (const lesson of lessons) await billAttendance(tx, schoolId, lesson.event_id, customerId, timeZone);
  const [charge] = rowsOf<{ id: string; description: string; left: number }>(
    await tx.execute(sql`select c.id, c.description, (c.amount_cents + ${CHARGE_REVERSED})::bigint as left
      from charges c
      where c.application_id = ${schoolId} and c.sale_id = ${sale.id} and c.reverses_id is null`),
  );
  if (charge && charge.left > 0) {
    await tx.insert(charges).values({
      applicationId: schoolId,
      customerId,
      saleId: sale.id,
      description: charge.description,
      amountCents: -charge.left,
      dueOn: today,
      reversesId: charge.id,
      reason: 'sale_cancelled',
    });
  }
  if (sale.itemId) {
    await tx.execute(sql`update items set stock = stock + ${sale.quantity}, updated_at = now()
      where application_id = ${schoolId} and id = ${sale.itemId}`);
  }
  await settle(tx, schoolId, customerId);
  return lessons.length;
}
