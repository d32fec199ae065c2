import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '#src/db/database.ts';
import { countBreaches } from './schedule-checks.ts';

/**
 * The money ledger's rules (decision 010) asked of a whole school, each query counting the rows
 * that break one. A grant's credits are followed row by row in the order written, so a moment
 * below zero is found even if later rows made up for it.
 */

/** What each payment of the school has not allocated. */
const PAYMENTS_LEFT = (schoolId: string) => sql`
  select p.id, p.customer_id, p.amount_cents - coalesce(a.cents, 0) as left_cents
  from payments p
  left join (select payment_id, sum(amount_cents) as cents from payment_allocations
    where application_id = ${schoolId} group by payment_id) a on a.payment_id = p.id
  where p.application_id = ${schoolId}`;

/** What each charge of the school (not a reversal) still has open: its amount, less reversals and allocations. */
const CHARGES_OPEN = (schoolId: string) => sql`
  select c.id, c.customer_id, c.amount_cents + coalesce(r.cents, 0) - coalesce(a.cents, 0) as open_cents
  from charges c
  left join (select reverses_id, sum(amount_cents) as cents from charges
    where application_id = ${schoolId} and reverses_id is not null group by reverses_id) r on r.reverses_id = c.id
  left join (select charge_id, sum(amount_cents) as cents from payment_allocations
    where application_id = ${schoolId} group by charge_id) a on a.charge_id = c.id
  where c.application_id = ${schoolId} and c.reverses_id is null`;

/**
 * Past attendances the school bills (attended, and no-shows where it counts them) of scheduled
 * events, and what was billed per booking: credits drawn (net of returns) and lesson charges.
 */
const BILLING = (schoolId: string) => sql`
  billable as (select b.event_id, b.customer_id, t.price_cents, t.credits_per_attendance
    from event_customers b
    join events e on e.application_id = b.application_id and e.id = b.event_id
    join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
    join school_settings ss on ss.application_id = b.application_id
    where b.application_id = ${schoolId} and e.status = 'scheduled'
      and (b.attendance = 'attended' or (b.attendance = 'no_show' and ss.no_show_uses_credit))),
  drawn as (select event_id, customer_id, sum(credits)::int as credits from credit_entries
    where application_id = ${schoolId} and kind in ('use', 'return') group by event_id, customer_id),
  charged as (select event_id, customer_id, count(*)::int as charges from charges
    where application_id = ${schoolId} and event_id is not null and sale_id is null and reverses_id is null
    group by event_id, customer_id)`;

/** Per customer: what their charges have open and what their payments have left. */
const PER_CUSTOMER = (schoolId: string) => sql`
  owed as (select customer_id, sum(open_cents) as cents from (${CHARGES_OPEN(schoolId)}) c group by customer_id),
  unspent as (select customer_id, sum(left_cents) as cents from (${PAYMENTS_LEFT(schoolId)}) p group by customer_id)`;

const CHECKS = (schoolId: string, today: string): Record<string, SQL> => ({
  credits_short: sql`select count(*)::int from (
    select sum(e.credits) over (partition by coalesce(e.grant_id, e.id)
        order by e.created_at, e.kind <> 'grant', e.id rows unbounded preceding) as left_credits
    from credit_entries e where e.application_id = ${schoolId}) x
    where left_credits < 0`,
  credits_drawn_outside_grant: sql`select count(*)::int from credit_entries e
    join credit_entries g on g.application_id = e.application_id and g.id = e.grant_id
    where e.application_id = ${schoolId} and (g.kind <> 'grant' or g.customer_id <> e.customer_id
      or (e.kind = 'use' and g.expires_on < e.effective_on))`,
  charge_overpaid: sql`select count(*)::int from (${CHARGES_OPEN(schoolId)}) c where c.open_cents < 0`,
  payment_overallocated: sql`select count(*)::int from (${PAYMENTS_LEFT(schoolId)}) p where p.left_cents < 0`,
  allocation_across_customers: sql`select count(*)::int from payment_allocations a
    join payments p on p.application_id = a.application_id and p.id = a.payment_id
    join charges c on c.application_id = a.application_id and c.id = a.charge_id
    where a.application_id = ${schoolId} and p.customer_id <> c.customer_id`,
  // Settled: money on account pays what is open, so no one both owes and has money on account.
  owed_beside_money_on_account: sql`with ${PER_CUSTOMER(schoolId)}
    select count(*)::int from owed join unspent on unspent.customer_id = owed.customer_id
    where owed.cents > 0 and unspent.cents > 0`,
  // Balance = charges − payments = owed − on account, customer by customer.
  balance_mismatch: sql`with ${PER_CUSTOMER(schoolId)},
    charged as (select customer_id, sum(amount_cents) as cents from charges where application_id = ${schoolId}
      group by customer_id),
    paid as (select customer_id, sum(amount_cents) as cents from payments where application_id = ${schoolId}
      group by customer_id)
    select count(*)::int from customers k
      left join charged on charged.customer_id = k.id left join paid on paid.customer_id = k.id
      left join owed on owed.customer_id = k.id left join unspent on unspent.customer_id = k.id
    where k.application_id = ${schoolId}
      and coalesce(charged.cents, 0) - coalesce(paid.cents, 0) <> coalesce(owed.cents, 0) - coalesce(unspent.cents, 0)`,
  // Billed once: credits or a charge at the type's price, never both, never neither.
  attendance_billed_wrongly: sql`with ${BILLING(schoolId)}
    select count(*)::int from billable b
      left join drawn d on d.event_id = b.event_id and d.customer_id = b.customer_id
      left join charged c on c.event_id = b.event_id and c.customer_id = b.customer_id
    where (coalesce(d.credits, 0) < 0 and c.charges > 0)
      or (coalesce(d.credits, 0) = 0 and c.charges is null and b.price_cents > 0)
      or (coalesce(d.credits, 0) < 0 and -d.credits <> b.credits_per_attendance)
      or c.charges > 1`,
  billed_without_attendance: sql`with ${BILLING(schoolId)}
    select count(*)::int from (select event_id, customer_id from drawn where credits <> 0
      union select event_id, customer_id from charged) x
    left join billable b on b.event_id = x.event_id and b.customer_id = x.customer_id
    where b.event_id is null`,
  // Reading an account writes the expiry of what a lapsed grant left; the history has written them all.
  expiry_missing: sql`select count(*)::int from credit_entries g
    where g.application_id = ${schoolId} and g.kind = 'grant' and g.expires_on < ${today}::date
      and g.credits + coalesce((select sum(e.credits) from credit_entries e
        where e.application_id = g.application_id and e.grant_id = g.id), 0) > 0`,
});

/** How many rows break each rule of the money ledger in the school: all zero for a sound ledger. */
export function ledgerBreaches(tx: Transaction, schoolId: string, today: string): Promise<Record<string, number>> {
  return countBreaches(tx, CHECKS(schoolId, today));
}
