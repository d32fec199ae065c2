import { sql } from 'drizzle-orm';

/**
 * The ledger's sums as SQL fragments (DOMAIN.md, Money), for every query that reads a customer's
 * or a school's money: the money module's own, the reports', the catalogue's sold figures.
 */

/**
 * The ledger's tables. Rows are only ever added to them, and the database holds it (migration
 * 0037): the app's roles may not update nor delete them, and a trigger refuses it to any role.
 */
export const LEDGER_TABLES = [
  'sales',
  'sale_cancellations',
  'charges',
  'credit_entries',
  'payments',
  'payment_allocations',
  'staff_payments',
] as const;

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
