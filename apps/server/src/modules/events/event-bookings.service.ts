import { and, eq, sql } from 'drizzle-orm';
import { allows, ENTITY_ACCESS } from '@lineup/contract/access';
import { clock } from '@lineup/contract/clock';
import type { Attendance, Event, SeriesScope } from '@lineup/contract/events';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { eventCustomers } from '#src/db/schema/index.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { lockCustomer } from '#src/modules/money/ledger.ts';
import { billAttendance, unbillAttendance } from '#src/modules/money/ledger-attendance.ts';
import { checkEvent } from './conflict-engine.ts';
import { zoneOf } from './event-queries.service.ts';
import { eventWrite, nameOf, unlink } from './event-writes.ts';

const bookingOf = (schoolId: string, id: string, customerId: string) =>
  and(
    eq(eventCustomers.applicationId, schoolId),
    eq(eventCustomers.eventId, id),
    eq(eventCustomers.customerId, customerId),
  );

/** Books a customer (again, if their booking was cancelled), in this occurrence or those the scope reaches. */
export function addCustomer(call: CallContext, id: string, customerId: string, scope: SeriesScope = 'one') {
  return eventWrite(
    call,
    id,
    async (tx, schoolId, { id: eventId }) => {
      const name = await nameOf(tx, 'customers', schoolId, customerId, sql`active`);
      if (name === undefined) throw fieldError(call, 'customerId', 'missing');
      await tx
        .insert(eventCustomers)
        .values({ applicationId: schoolId, eventId, customerId })
        .onConflictDoUpdate({
          target: [eventCustomers.applicationId, eventCustomers.eventId, eventCustomers.customerId],
          set: { attendance: 'booked', updatedAt: sql`now()` },
          // A booking already there keeps its attendance; only a cancelled one is booked again.
          setWhere: sql`${eventCustomers.attendance} = 'cancelled'`,
        });
      await checkEvent(tx, call, schoolId, eventId, { ratio: true });
      return { action: 'event_customer_added', data: { name } };
    },
    { scope },
  );
}

export function removeCustomer(call: CallContext, id: string, customerId: string): Promise<Event> {
  return eventWrite(call, id, async (tx, schoolId) => {
    await lockCustomer(tx, schoolId, customerId);
    // What their attendance billed goes back before the booking goes.
    await unbillAttendance(tx, schoolId, id, customerId, clock.today(zoneOf(call)));
    const removed = await unlink(tx, schoolId, id, 'event_customers', 'customer_id', customerId);
    if (!removed) throw localizedError('not_found', call.language, 'event.customerNotBooked');
    return {
      action: 'event_customer_removed',
      data: { name: (await nameOf(tx, 'customers', schoolId, customerId)) ?? '' },
    };
  });
}

/** Whether the caller is, through their linked staff record, an instructor of the event. */
async function instructsEvent(tx: Transaction, call: CallContext, schoolId: string, id: string): Promise<boolean> {
  const [row] = rowsOf<{ yes: boolean }>(
    await tx.execute(sql`select exists (select 1 from event_staff s
      join staff st on st.application_id = s.application_id and st.id = s.staff_id
      where s.application_id = ${schoolId} and s.event_id = ${id} and s.role = 'instructor'
        and st.account_id = ${call.auth.accountId}) as yes`),
  );
  return row?.yes ?? false;
}

/**
 * Records how a customer attended: those who manage customers may, and so may an instructor of
 * the event at the beach. Cancelling a booking frees its seat; booking again takes one.
 */
export function setAttendance(call: CallContext, id: string, customerId: string, attendance: Attendance) {
  return eventWrite(call, id, async (tx, schoolId) => {
    if (!allows(call.auth.permissions, ENTITY_ACCESS.event.write) && !(await instructsEvent(tx, call, schoolId, id))) {
      throw refusal(call.language, 'not_event_instructor');
    }
    // The customer's money is decided under their row, as every payment and sale of theirs is.
    await lockCustomer(tx, schoolId, customerId);
    const [before] = await tx
      .select({ attendance: eventCustomers.attendance })
      .from(eventCustomers)
      .where(bookingOf(schoolId, id, customerId))
      .for('update');
    if (!before) throw localizedError('not_found', call.language, 'event.customerNotBooked');
    if (before.attendance === attendance) return null;
    await tx
      .update(eventCustomers)
      .set({ attendance, updatedAt: sql`now()` })
      .where(bookingOf(schoolId, id, customerId));
    await checkEvent(tx, call, schoolId, id, { ratio: before.attendance === 'cancelled' });
    const billing = await billBooking(tx, call, schoolId, id, customerId, attendance);
    const name = (await nameOf(tx, 'customers', schoolId, customerId)) ?? '';
    return { action: 'attendance_recorded', data: { name, from: before.attendance, to: attendance, ...billing } };
  });
}

/**
 * Bills or unbills a booking as its attendance now asks (DOMAIN.md, Money): attending uses
 * credits or makes a charge, and so does not coming where the school counts it; any other
 * attendance undoes exactly what was billed. Answers what changed, for the activity log.
 */
async function billBooking(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  id: string,
  customerId: string,
  attendance: Attendance,
): Promise<Record<string, string>> {
  const [settings] = rowsOf<{ no_show_uses_credit: boolean }>(
    await tx.execute(sql`select no_show_uses_credit from school_settings where application_id = ${schoolId}`),
  );
  const billable = attendance === 'attended' || (attendance === 'no_show' && (settings?.no_show_uses_credit ?? true));
  const billing = billable
    ? await billAttendance(tx, schoolId, id, customerId, zoneOf(call))
    : await unbillAttendance(tx, schoolId, id, customerId, clock.today(zoneOf(call)));
  if (!billing) return {};
  const sign = billable ? '' : '-';
  return 'credits' in billing
    ? { credits: `${sign}${billing.credits}` }
    : { chargedCents: `${sign}${billing.chargedCents}` };
}
