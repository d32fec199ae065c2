import { sql, type SQL } from 'drizzle-orm';
import type { Outstanding, OutstandingPage, OutstandingQuery } from '@lineup/contract/money';
import { escapeLike } from '#src/db/list.ts';
import { rowsOf } from '#src/db/database.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { TODAY_IN } from '#src/db/clock-sql.ts';
import { CHARGE_BALANCES } from './ledger-sql.ts';
import { iso, zoneOf } from './money-call.ts';

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
