import { sql } from 'drizzle-orm';
import { allows, ENTITY_ACCESS } from '@lineup/contract/access';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import type { staffPaymentInputSchema, StaffPay } from '@lineup/contract/money';
import type { z } from 'zod';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { staffPayments } from '#src/db/schema/index.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { NOW } from '#src/db/clock-sql.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A staff member's pay (DOMAIN.md, Money): earned is the pay fixed on them in every event of the
 * school that has ended and was not cancelled, by the month it took place; paid is the school's
 * payments to them, by the month paid; due is the difference (negative: paid ahead).
 */
async function readPay(tx: Transaction, schoolId: string, staffId: string, timeZone: string): Promise<StaffPay> {
  const months = rowsOf<{ month: string; events: number; earned: number; paid: number }>(
    await tx.execute(sql`select month, sum(events)::bigint as events, sum(earned)::bigint as earned, sum(paid)::bigint as paid
      from (
        select to_char(e.starts_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*) as events,
          sum(s.pay_cents) as earned, 0 as paid
        from event_staff s join events e on e.application_id = s.application_id and e.id = s.event_id
        where s.application_id = ${schoolId} and s.staff_id = ${staffId} and e.status = 'scheduled' and e.ends_at <= ${NOW}
        group by 1
        union all
        select to_char(p.paid_on, 'YYYY-MM'), 0, 0, sum(p.amount_cents)
        from staff_payments p where p.application_id = ${schoolId} and p.staff_id = ${staffId}
        group by 1) m
      group by month order by month desc`),
  );
  const payments = rowsOf<{
    id: string;
    amount_cents: number;
    method: StaffPay['payments'][number]['method'];
    paid_on: string;
    note: string;
    created_at: Date | string;
  }>(
    await tx.execute(sql`select id, amount_cents, method, paid_on::text as paid_on, note, created_at from staff_payments
      where application_id = ${schoolId} and staff_id = ${staffId} order by paid_on desc, created_at desc, id`),
  );
  const earnedCents = months.reduce((sum, month) => sum + month.earned, 0);
  const paidCents = months.reduce((sum, month) => sum + month.paid, 0);
  return {
    staffId,
    earnedCents,
    paidCents,
    dueCents: earnedCents - paidCents,
    months: months.map((month) => ({
      month: month.month,
      events: month.events,
      earnedCents: month.earned,
      paidCents: month.paid,
    })),
    payments: payments.map((row) => ({
      id: row.id,
      amountCents: row.amount_cents,
      method: row.method,
      paidOn: row.paid_on,
      note: row.note,
      createdAt: iso(row.created_at),
    })),
  };
}

/**
 * The staff member's name, when the caller may see their pay: with `view_staff`, anyone of the
 * school; without it, only the record linked to the caller's own account. Locked for a write.
 */
async function staffFor(tx: Transaction, call: CallContext, schoolId: string, staffId: string, lock = false) {
  const readsAll = allows(call.auth.permissions, ENTITY_ACCESS.staff.read);
  const [row] = rowsOf<{ name: string }>(
    await tx.execute(sql`select name from staff where application_id = ${schoolId} and id = ${staffId}
      ${readsAll ? sql`` : sql`and account_id = ${call.auth.accountId}`} ${lock ? sql`for update` : sql``}`),
  );
  if (!row) throw localizedError('not_found', call.language, 'staff.notFound');
  return row;
}

export function getStaffPay(call: CallContext, staffId: string): Promise<StaffPay> {
  return withSchool(call, async (tx, schoolId) => {
    await staffFor(tx, call, schoolId, staffId);
    return readPay(tx, schoolId, staffId, call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE);
  });
}

/** Records a payment to a staff member (a negative one corrects an earlier payment, with a note). */
export function recordStaffPayment(
  call: CallContext,
  staffId: string,
  input: z.output<typeof staffPaymentInputSchema>,
): Promise<StaffPay> {
  return withSchool(call, async (tx, schoolId) => {
    const member = await staffFor(tx, call, schoolId, staffId, true);
    if (input.amountCents < 0 && input.note === '') throw fieldError(call, 'note', 'required');
    await tx.insert(staffPayments).values({ applicationId: schoolId, staffId, ...input });
    await recordCallAudit(tx, call, {
      action: 'staff_payment_recorded',
      schoolId,
      target: member.name,
      data: { amountCents: String(input.amountCents), method: input.method },
    });
    return readPay(tx, schoolId, staffId, call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE);
  });
}
