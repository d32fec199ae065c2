import { sql } from 'drizzle-orm';
import type { Event, EventStaffRole, SeriesScope } from '@lineup/contract/events';
import type { WetsuitSize } from '@lineup/contract/equipment';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { eventEquipment, eventStaff, eventTransports } from '#src/db/schema/index.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { checkEvent, heedStaffWarning } from './conflict-engine.ts';
import { eventTitle, eventWrite, nameOf, unlink, type Logged } from './event-writes.ts';

const FUNCTION_OF_ROLE: Record<EventStaffRole, string | null> = {
  instructor: 'instructor',
  driver: 'driver',
  assistant: null,
};

/**
 * Books a staff member in a role (or changes their role) in the transaction, fixing their pay for
 * the event from their record, or the school's default when the record has none.
 */
async function bookStaff(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  id: string,
  staffId: string,
  role: EventStaffRole,
  field = 'staffId',
): Promise<Logged> {
  const [member] = rowsOf<{ name: string; functions: string[]; pay_cents: number; role: EventStaffRole | null }>(
    await tx.execute(sql`select st.name, st.functions,
        coalesce(case when t.kind = 'lesson' then st.pay_per_lesson_cents else st.pay_per_event_cents end,
          case when t.kind = 'lesson' then ss.pay_per_lesson_cents else ss.pay_per_event_cents end, 0) as pay_cents,
        (select s.role from event_staff s where s.application_id = st.application_id and s.event_id = e.id and s.staff_id = st.id) as role
      from staff st
      join events e on e.application_id = st.application_id and e.id = ${id}
      join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
      left join school_settings ss on ss.application_id = st.application_id
      where st.application_id = ${schoolId} and st.id = ${staffId} and st.active`),
  );
  if (!member) throw fieldError(call, field, 'missing');
  const needed = FUNCTION_OF_ROLE[role];
  if (needed && !member.functions.includes(needed)) {
    throw refusal(call.language, 'staff_function_missing', { name: member.name, role });
  }
  if (member.role === role) return null;
  await tx
    .insert(eventStaff)
    .values({ applicationId: schoolId, eventId: id, staffId, role, payCents: member.pay_cents })
    .onConflictDoUpdate({
      target: [eventStaff.applicationId, eventStaff.eventId, eventStaff.staffId],
      set: { role, payCents: member.pay_cents },
    });
  await checkEvent(tx, call, schoolId, id, { ratio: member.role === 'instructor' });
  return { action: 'event_staff_added', data: { name: member.name, role } };
}

/** Books a staff member; an instructor's warning (availability, certification) is asked about first. */
export function addStaff(
  call: CallContext,
  id: string,
  staffId: string,
  role: EventStaffRole,
  { override = false, scope = 'one' }: { override?: boolean; scope?: SeriesScope } = {},
): Promise<Event> {
  return eventWrite(
    call,
    id,
    async (tx, schoolId, { id: eventId }) => {
      const logged = await bookStaff(tx, call, schoolId, eventId, staffId, role);
      const overridden =
        role === 'instructor' ? await heedStaffWarning(tx, call, schoolId, eventId, override, staffId) : null;
      return logged && overridden ? { ...logged, data: { ...logged.data, overridden } } : logged;
    },
    { scope },
  );
}

export function removeStaff(call: CallContext, id: string, staffId: string): Promise<Event> {
  return eventWrite(call, id, async (tx, schoolId) => {
    const removed = await unlink(tx, schoolId, id, 'event_staff', 'staff_id', staffId);
    if (!removed) throw localizedError('not_found', call.language, 'event.staffNotBooked');
    await checkEvent(tx, call, schoolId, id, { ratio: removed.role === 'instructor' });
    return { action: 'event_staff_removed', data: { name: (await nameOf(tx, 'staff', schoolId, staffId)) ?? '' } };
  });
}

/** Books units of an item (or sets how many): never more than are usable at the busiest moment. */
export function setEquipment(call: CallContext, id: string, equipmentId: string, quantity: number): Promise<Event> {
  return eventWrite(call, id, async (tx, schoolId) => {
    const name = await nameOf(tx, 'equipment', schoolId, equipmentId);
    if (name === undefined) throw localizedError('not_found', call.language, 'equipment.notFound');
    await tx
      .insert(eventEquipment)
      .values({ applicationId: schoolId, eventId: id, equipmentId, quantity })
      .onConflictDoUpdate({
        target: [eventEquipment.applicationId, eventEquipment.eventId, eventEquipment.equipmentId],
        set: { quantity },
      });
    await checkEvent(tx, call, schoolId, id);
    return { action: 'event_equipment_set', data: { name, quantity: String(quantity) } };
  });
}

/** A wetsuit size the customers of an event need: how many, and the school's wetsuit of that size to give them (none when it has none). */
export interface WetsuitNeed {
  readonly size: WetsuitSize;
  readonly count: number;
  readonly equipmentId: string | null;
}

/**
 * The wetsuit sizes on the records of an event's customers (bookings not cancelled), smallest
 * first, each with the school's active wetsuit of that size: the one the event already takes,
 * else the one with most units.
 */
export async function wetsuitNeeds(tx: Transaction, schoolId: string, id: string): Promise<WetsuitNeed[]> {
  const rows = rowsOf<{ size: WetsuitSize; count: number; equipment_id: string | null }>(
    await tx.execute(sql`select cu.wetsuit_size as size, count(*)::int as count,
          (select eq.id from equipment eq
            where eq.application_id = cu.application_id and eq.category = 'wetsuit' and eq.active
              and eq.wetsuit_size = cu.wetsuit_size
            order by exists (select 1 from event_equipment q where q.application_id = eq.application_id
                and q.event_id = ${id} and q.equipment_id = eq.id) desc,
              eq.quantity - eq.out_of_use desc, lower(eq.name), eq.id
            limit 1) as equipment_id
        from event_customers c
        join customers cu on cu.application_id = c.application_id and cu.id = c.customer_id
        where c.application_id = ${schoolId} and c.event_id = ${id} and c.attendance <> 'cancelled'
          and cu.wetsuit_size is not null
        group by cu.application_id, cu.wetsuit_size
        order by array_position(enum_range(null::wetsuit_size), cu.wetsuit_size)`),
  );
  return rows.map((row) => ({ size: row.size, count: row.count, equipmentId: row.equipment_id }));
}

/**
 * Books wetsuits to fit the event's customers: for each size their records give, as many units as
 * customers of that size, of the school's wetsuit of that size (the one the event already takes,
 * else the one with most units). All or nothing: a size the school has no wetsuit of is refused,
 * and so are more units than are usable at the time (the conflict engine).
 */
export function fitWetsuits(call: CallContext, id: string): Promise<Event> {
  return eventWrite(call, id, async (tx, schoolId) => {
    const needs = await wetsuitNeeds(tx, schoolId, id);
    if (needs.length === 0) throw refusal(call.language, 'wetsuit_sizes_unknown');
    const missing = needs.find((need) => need.equipmentId === null);
    if (missing) throw refusal(call.language, 'wetsuit_size_missing', { size: missing.size });
    await tx
      .insert(eventEquipment)
      .values(
        needs.map((need) => ({
          applicationId: schoolId,
          eventId: id,
          equipmentId: need.equipmentId!,
          quantity: need.count,
        })),
      )
      .onConflictDoUpdate({
        target: [eventEquipment.applicationId, eventEquipment.eventId, eventEquipment.equipmentId],
        set: { quantity: sql`excluded.quantity` },
      });
    await checkEvent(tx, call, schoolId, id);
    return {
      action: 'event_wetsuits_fitted',
      data: { sizes: needs.map((need) => `${need.size} × ${need.count}`).join(', ') },
    };
  });
}

export function removeEquipment(call: CallContext, id: string, equipmentId: string): Promise<Event> {
  return eventWrite(call, id, async (tx, schoolId) => {
    const removed = await unlink(tx, schoolId, id, 'event_equipment', 'equipment_id', equipmentId);
    if (!removed) throw localizedError('not_found', call.language, 'event.equipmentNotBooked');
    const name = (await nameOf(tx, 'equipment', schoolId, equipmentId)) ?? '';
    return { action: 'event_equipment_set', data: { name, quantity: '0' } };
  });
}

/**
 * Sends a vehicle (or changes its driver). The driver is booked among the event's staff as driver,
 * so that they cannot be in two places at once either; the vehicle goes to one event at a time.
 */
export function setTransport(call: CallContext, id: string, transportId: string, driverId: string | null) {
  return eventWrite(call, id, async (tx, schoolId) => {
    const name = await nameOf(tx, 'transports', schoolId, transportId, sql`active`);
    if (name === undefined) throw fieldError(call, 'transportId', 'missing');
    const driver = driverId ? await bookStaff(tx, call, schoolId, id, driverId, 'driver', 'driverId') : null;
    if (driver)
      await recordCallAudit(tx, call, { ...driver, schoolId, target: (await eventTitle(tx, schoolId, id)) ?? '' });
    await tx
      .insert(eventTransports)
      .values({ applicationId: schoolId, eventId: id, transportId, driverId })
      .onConflictDoUpdate({
        target: [eventTransports.applicationId, eventTransports.eventId, eventTransports.transportId],
        set: { driverId },
      });
    await checkEvent(tx, call, schoolId, id);
    return { action: 'event_transport_set', data: { name } };
  });
}

export function removeTransport(call: CallContext, id: string, transportId: string): Promise<Event> {
  return eventWrite(call, id, async (tx, schoolId) => {
    const removed = await unlink(tx, schoolId, id, 'event_transports', 'transport_id', transportId);
    if (!removed) throw localizedError('not_found', call.language, 'event.vehicleNotBooked');
    // Fewer seats may no longer carry everyone.
    await checkEvent(tx, call, schoolId, id);
    return {
      action: 'event_transport_removed',
      data: { name: (await nameOf(tx, 'transports', schoolId, transportId)) ?? '' },
    };
  });
}
