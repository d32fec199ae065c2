import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { charges, creditEntries } from '#src/db/schema/index.ts';
import { expireCredits, settle } from './ledger.ts';
import { CHARGE_REVERSED, GRANTS_LEFT } from './ledger-sql.ts';

/** A lesson's attendance in the ledger, inside the caller's lock on the customer (`lockCustomer`). */

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
