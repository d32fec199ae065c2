import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Event, EventInput } from '@lineup/contract/events';
import { rowsOf } from '#src/db/database.ts';
import { customers, equipment, eventTypes, places, rooms, staff, transports, works } from '#src/db/schema/index.ts';
import { asPlatform, inTenant } from '#src/db/tenancy.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

/**
 * Random sequences of schedule writes, each checked against the rules on the stored state: no
 * accepted write may leave a person or a vehicle in two overlapping events, an event over its
 * capacity, a room or a place over what it takes at once, more units of an item booked at once than
 * are usable, or more people in an event than its vehicles seat. (The instructor ratio is left out: an instructor
 * added to a lesson booked before them is accepted on purpose, decision 009.)
 */
type Op =
  | { kind: 'create'; slot: number; length: number; place: number; room: boolean; capacity: number | null }
  | { kind: 'move'; event: number; slot: number; length: number }
  | { kind: 'book'; event: number; customer: number }
  | { kind: 'unbook'; event: number; customer: number }
  | { kind: 'attendance'; event: number; customer: number; attendance: 'booked' | 'cancelled' | 'attended' }
  | { kind: 'staff'; event: number; member: number; role: 'instructor' | 'assistant' }
  | { kind: 'unstaff'; event: number; member: number }
  | { kind: 'cancel'; event: number }
  | { kind: 'equip'; event: number; item: number; quantity: number }
  | { kind: 'unequip'; event: number; item: number }
  | { kind: 'send'; event: number; vehicle: number; driver: boolean }
  | { kind: 'unsend'; event: number; vehicle: number };

const CUSTOMERS = 6;
const STAFF = 2;
const event = fc.nat({ max: 4 });
const customer = fc.nat({ max: CUSTOMERS - 1 });
const member = fc.nat({ max: STAFF - 1 });
/** Boards (four, one out of use) and wetsuits (three, one under maintenance): three and two usable. */
const ITEMS = [
  { name: 'Boards', quantity: 4, outOfUse: 1, maintenance: 0 },
  { name: 'Wetsuits', quantity: 3, outOfUse: 0, maintenance: 1 },
] as const;
/** A car of three seats and a van of five; the last coach drives. */
const VEHICLES = [
  { name: 'Car', seats: 3 },
  { name: 'Van', seats: 5 },
] as const;
const item = fc.nat({ max: ITEMS.length - 1 });
const vehicle = fc.nat({ max: VEHICLES.length - 1 });
/** Bookings most, cancellations least, so that schedules fill up before they empty. */
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      slot: fc.nat({ max: 5 }),
      length: fc.integer({ min: 1, max: 4 }),
      place: fc.constantFrom(0, 0, 0, 1),
      room: fc.constantFrom(false, false, false, true),
      capacity: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      event,
      slot: fc.nat({ max: 5 }),
      length: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('book' as const), event, customer }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unbook' as const), event, customer }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('attendance' as const),
      event,
      customer,
      attendance: fc.constantFrom('booked' as const, 'cancelled' as const, 'attended' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('staff' as const),
      event,
      member,
      role: fc.constantFrom('instructor' as const, 'assistant' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unstaff' as const), event, member }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), event }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('equip' as const),
      event,
      item,
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unequip' as const), event, item }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('send' as const), event, vehicle, driver: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unsend' as const), event, vehicle }) },
);

describe('the conflict engine under random sequences of writes', () => {
  let t: TestApp;
  let manager: Caller;
  let schoolId = '';
  let lessonType = '';
  const placeIds: string[] = [];
  let roomId = '';
  const customerIds: string[] = [];
  const staffIds: string[] = [];
  const itemIds: string[] = [];
  const vehicleIds: string[] = [];
  let day = 0;

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    const schools = await twoSchools(t);
    manager = schools.manager;
    schoolId = schools.schoolA;
    await asPlatform(t.database.db, async (tx) => {
      const [type] = await tx
        .insert(eventTypes)
        .values({
          applicationId: schoolId,
          kind: 'lesson',
          name: 'Lesson',
          color: '#1e88e5',
          durationMinutes: 60,
          capacity: 3,
          studentsPerInstructor: 2,
        })
        .returning({ id: eventTypes.id });
      lessonType = type!.id;
      const rows = await tx
        .insert(places)
        .values([
          {
            applicationId: schoolId,
            name: 'Small beach',
            type: 'beach',
            country: 'PT',
            latitude: 0,
            longitude: 0,
            capacity: 3,
          },
          { applicationId: schoolId, name: 'Big beach', type: 'beach', country: 'PT', latitude: 0, longitude: 0 },
        ])
        .returning({ id: places.id });
      placeIds.push(...rows.map((row) => row.id));
      const [room] = await tx
        .insert(rooms)
        .values({ applicationId: schoolId, name: 'Hut', placeId: placeIds[0]!, capacity: 3 })
        .returning({ id: rooms.id });
      roomId = room!.id;
      const people = await tx
        .insert(customers)
        .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ applicationId: schoolId, name: `Customer ${i}` })))
        .returning({ id: customers.id });
      customerIds.push(...people.map((row) => row.id));
      const team = await tx
        .insert(staff)
        .values(
          Array.from({ length: STAFF }, (_, i) => ({
            applicationId: schoolId,
            name: `Coach ${i}`,
            functions: i === STAFF - 1 ? ['instructor', 'driver'] : ['instructor'],
          })),
        )
        .returning({ id: staff.id });
      staffIds.push(...team.map((row) => row.id));
      const things = await tx
        .insert(equipment)
        .values(
          ITEMS.map(({ name, quantity, outOfUse }) => ({
            applicationId: schoolId,
            name,
            category: 'other' as const,
            quantity,
            outOfUse,
          })),
        )
        .returning({ id: equipment.id });
      itemIds.push(...things.map((row) => row.id));
      for (const [index, { maintenance }] of ITEMS.entries()) {
        if (maintenance === 0) continue;
        await tx.insert(works).values({
          applicationId: schoolId,
          title: `Repair ${index}`,
          kind: 'maintenance',
          equipmentId: itemIds[index]!,
          equipmentQuantity: maintenance,
        });
      }
      const fleet = await tx
        .insert(transports)
        .values(VEHICLES.map(({ name, seats }) => ({ applicationId: schoolId, name, seats })))
        .returning({ id: transports.id });
      vehicleIds.push(...fleet.map((row) => row.id));
    });
  });
  afterAll(() => t.close());

  /** Half-hour slots from 08:00 UTC of the run's own day, so runs never meet. */
  const at = (slot: number) => new Date(Date.UTC(2027, 0, 1 + day, 8, slot * 30)).toISOString();

  async function apply(op: Op, events: string[]) {
    const target = events[op.kind === 'create' ? 0 : op.event % Math.max(events.length, 1)];
    const path = `/api/v1/events/${target}`;
    switch (op.kind) {
      case 'create': {
        const input: EventInput = {
          eventTypeId: lessonType,
          title: `Lesson ${events.length}`,
          placeId: placeIds[op.place]!,
          roomId: op.room && op.place === 0 ? roomId : null,
          startsAt: at(op.slot),
          durationMinutes: op.length * 30,
          color: null,
          capacity: op.capacity,
          comments: '',
          notes: '',
        };
        const answer = await manager.call('POST', '/api/v1/events', input);
        if (answer.statusCode === 201) events.push(answer.json<Event>().id);
        return answer;
      }
      case 'move':
        return (
          target && manager.call('PATCH', `${path}/time`, { startsAt: at(op.slot), durationMinutes: op.length * 30 })
        );
      case 'book':
        return target && manager.call('POST', `${path}/customers`, { customerId: customerIds[op.customer] });
      case 'unbook':
        return target && manager.call('DELETE', `${path}/customers/${customerIds[op.customer]}`);
      case 'attendance':
        return (
          target &&
          manager.call('PUT', `${path}/customers/${customerIds[op.customer]}/attendance`, { attendance: op.attendance })
        );
      case 'staff':
        return target && manager.call('POST', `${path}/staff`, { staffId: staffIds[op.member], role: op.role });
      case 'unstaff':
        return target && manager.call('DELETE', `${path}/staff/${staffIds[op.member]}`);
      case 'cancel':
        return target && manager.call('POST', `${path}/cancel`, { reason: 'Flat sea' });
      case 'equip':
        return target && manager.call('PUT', `${path}/equipment/${itemIds[op.item]}`, { quantity: op.quantity });
      case 'unequip':
        return target && manager.call('DELETE', `${path}/equipment/${itemIds[op.item]}`);
      case 'send':
        return (
          target &&
          manager.call('POST', `${path}/transports`, {
            transportId: vehicleIds[op.vehicle],
            driverId: op.driver ? staffIds[STAFF - 1] : null,
          })
        );
      case 'unsend':
        return target && manager.call('DELETE', `${path}/transports/${vehicleIds[op.vehicle]}`);
    }
  }

  /** What the stored schedule of this run's events breaks, in words; empty when it keeps every rule. */
  async function broken(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = rowsOf<{
      id: string;
      starts_at: Date | string;
      ends_at: Date | string;
      place_id: string;
      room_id: string | null;
      capacity: number | null;
      place_capacity: number | null;
      room_capacity: number | null;
      customers: string[];
      staff: string[];
      items: { id: string; quantity: number }[];
      vehicles: string[];
      seats: number | null;
    }>(
      await inTenant(t.database.db, { schoolId, accountId: null }, (tx) =>
        tx.execute(sql`select e.id, e.starts_at, e.ends_at, e.place_id, e.room_id,
            coalesce(e.capacity, t.capacity) as capacity, p.capacity as place_capacity, r.capacity as room_capacity,
            array(select c.customer_id::text from event_customers c
              where c.application_id = e.application_id and c.event_id = e.id and c.attendance <> 'cancelled') as customers,
            array(select s.staff_id::text from event_staff s
              where s.application_id = e.application_id and s.event_id = e.id) as staff,
            coalesce((select json_agg(json_build_object('id', q.equipment_id, 'quantity', q.quantity)) from event_equipment q
              where q.application_id = e.application_id and q.event_id = e.id), '[]') as items,
            array(select v.transport_id::text from event_transports v
              where v.application_id = e.application_id and v.event_id = e.id) as vehicles,
            (select sum(tr.seats)::int from event_transports v
              join transports tr on tr.application_id = v.application_id and tr.id = v.transport_id
              where v.application_id = e.application_id and v.event_id = e.id) as seats
          from events e
          join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
          join places p on p.application_id = e.application_id and p.id = e.place_id
          left join rooms r on r.application_id = e.application_id and r.id = e.room_id
          where e.application_id = ${schoolId} and e.status = 'scheduled'
            and e.id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`),
      ),
    );
    const events = rows.map((row) => ({
      ...row,
      items: typeof row.items === 'string' ? (JSON.parse(row.items) as typeof row.items) : row.items,
      from: Date.parse(String(new Date(row.starts_at).toISOString())),
      to: Date.parse(new Date(row.ends_at).toISOString()),
    }));
    const faults: string[] = [];
    for (const a of events) {
      if (a.capacity !== null && a.customers.length > a.capacity) faults.push(`${a.id} over its capacity`);
      for (const b of events) {
        if (a.id >= b.id || !(a.from < b.to && b.from < a.to)) continue;
        if (a.customers.some((person) => b.customers.includes(person))) faults.push(`customer in ${a.id} and ${b.id}`);
        if (a.staff.some((person) => b.staff.includes(person))) faults.push(`staff in ${a.id} and ${b.id}`);
        if (a.vehicles.some((car) => b.vehicles.includes(car))) faults.push(`vehicle in ${a.id} and ${b.id}`);
      }
      if (a.seats !== null && a.customers.length + a.staff.length > a.seats) faults.push(`${a.id} over its seats`);
      // The busiest moment of a place or room is at the start of one of the events there.
      const atStart = events.filter((other) => other.from <= a.from && other.to > a.from);
      const students = atStart
        .filter((other) => other.place_id === a.place_id)
        .reduce((n, o) => n + o.customers.length, 0);
      if (a.place_capacity !== null && students > a.place_capacity) faults.push(`place over capacity at ${a.id}`);
      if (a.room_id) {
        const people = atStart
          .filter((other) => other.room_id === a.room_id)
          .reduce((n, o) => n + o.customers.length + o.staff.length, 0);
        if (a.room_capacity !== null && people > a.room_capacity) faults.push(`room over capacity at ${a.id}`);
      }
      for (const [index, { quantity, outOfUse, maintenance }] of ITEMS.entries()) {
        const units = atStart.reduce(
          (n, o) => n + (o.items.find((booked) => booked.id === itemIds[index])?.quantity ?? 0),
          0,
        );
        if (units > quantity - outOfUse - maintenance) faults.push(`${units} units of item ${index} at ${a.id}`);
      }
    }
    return faults;
  }

  it('never stores a schedule that breaks a rule, and answers every write with a success or a refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 30 }), async (ops) => {
        day += 1;
        const events: string[] = [];
        for (const step of ops) {
          const answer = await apply(step, events);
          if (answer) expect([200, 201, 404, 409, 422], `${step.kind}: ${answer.body}`).toContain(answer.statusCode);
          // A refused write leaves the schedule as it was: only what was accepted needs a look.
          if (answer && answer.statusCode < 300) expect(await broken(events), JSON.stringify(step)).toEqual([]);
        }
      }),
      { numRuns: 30 },
    );
    // Hundreds of calls, each followed by a look at the whole schedule: minutes when CI fills both cores.
  }, 180_000);
});
