import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Attendance, EventStaffRole } from '@lineup/contract/events';
import type { Transaction } from '#src/db/database.ts';
import {
  applications,
  customers,
  equipment,
  eventCustomers,
  eventEquipment,
  events,
  eventTransports,
  eventTypes,
  places,
  staff,
  transports,
} from '#src/db/schema/index.ts';
import { wetsuitNeeds } from '#src/modules/events/event-resources.service.ts';
import { DEMO_EVENT_TYPES, DEMO_LESSON_TYPES } from './demo-types.ts';
import { dayAfter } from '#src/lib/zoned-day.ts';
import { idsByName, named } from './demo-works.ts';
import { clock } from '@lineup/contract/clock';

/** One lesson or event the demo school holds on a day: what, where, when (local time) and who. */
interface DemoSlot {
  readonly type: string;
  readonly title: string;
  readonly place: string;
  readonly at: string;
  readonly minutes: number;
  readonly instructor: string;
  readonly customers: number;
  readonly boards?: { readonly item: string; readonly units: number };
  readonly van?: { readonly name: string; readonly driver: string };
  /** A weekly series on these weekdays (0 is Sunday); every day, each on its own, without. */
  readonly weekdays?: readonly number[];
  /** Cancelled on the days whose number (from four weeks' first day) leaves this remainder by 9. */
  readonly cancelledOn?: { readonly remainder: number; readonly reason: string };
}

/**
 * The demo school's weeks (DOMAIN.md, Schedule): a morning group at Carcavelos with the van and
 * boards, kids at Caparica, a private lesson at Ericeira in the afternoon, yoga on Saturday
 * evenings; a few cancelled for the sea. No two of a day's slots share a person or a vehicle, so
 * every scheduled one keeps the conflict engine's rules (demo-events.test.ts asks the engine).
 */
export const DEMO_SLOTS: readonly DemoSlot[] = [
  {
    type: DEMO_LESSON_TYPES.group,
    title: 'Morning group',
    place: 'Carcavelos',
    at: '09:30',
    minutes: 120,
    instructor: 'Rui Santos',
    customers: 5,
    boards: { item: 'Soft-top 8\'0"', units: 5 },
    van: { name: 'Van 1', driver: 'Tomás Oliveira' },
    cancelledOn: { remainder: 7, reason: 'Storm warning: red flag on the beach' },
  },
  {
    type: DEMO_LESSON_TYPES.kids,
    title: 'Kids’ club',
    place: 'Costa da Caparica',
    at: '10:00',
    minutes: 90,
    instructor: 'Inês Carvalho',
    customers: 4,
    weekdays: [1, 2, 3, 4, 5, 6],
  },
  {
    type: DEMO_LESSON_TYPES.private,
    title: 'Private lesson',
    place: "Ericeira – Ribeira d'Ilhas",
    at: '15:00',
    minutes: 90,
    instructor: 'Sophie Müller',
    customers: 1,
    cancelledOn: { remainder: 4, reason: 'Flat sea: no waves forecast' },
  },
  {
    type: DEMO_EVENT_TYPES.yoga,
    title: 'Sunset yoga',
    place: 'Carcavelos',
    at: '18:30',
    minutes: 60,
    instructor: 'Sophie Müller',
    customers: 6,
    weekdays: [6],
  },
];

/** Four weeks around today: the two past and the two to come. */
export const DEMO_DAYS = { from: -14, to: 13 } as const;

function need(ids: Map<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`The demo schedule names "${name}", which is not seeded.`);
  return id;
}

/**
 * Gives the demo school its four weeks of lessons and events, in the seeding transaction, after
 * the places, types, staff, customers, equipment and vans they name. Past customers attended, one
 * in seven did not show up; staff pay is fixed from their records or the school's defaults.
 */
export async function seedDemoEvents(tx: Transaction, schoolId: string): Promise<void> {
  const [school] = await tx
    .select({ timeZone: applications.timezone })
    .from(applications)
    .where(eq(applications.id, schoolId));
  const timeZone = school?.timeZone ?? 'Europe/Lisbon';
  const today = clock.today(timeZone);
  const typeId = await idsByName(tx, named(eventTypes), schoolId);
  const placeId = await idsByName(tx, named(places), schoolId);
  const staffId = await idsByName(tx, named(staff), schoolId);
  const itemId = await idsByName(tx, named(equipment), schoolId);
  const vanId = await idsByName(tx, named(transports), schoolId);
  const people = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.applicationId, schoolId))
    .orderBy(customers.name);
  let next = 0;
  const seriesOf = new Map(DEMO_SLOTS.map((slot) => [slot, slot.weekdays ? randomUUID() : null]));

  for (let offset = DEMO_DAYS.from; offset <= DEMO_DAYS.to; offset += 1) {
    const day = dayAfter(today, offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const index = offset - DEMO_DAYS.from;
    for (const slot of DEMO_SLOTS) {
      if (slot.weekdays && !slot.weekdays.includes(weekday)) continue;
      const cancelled = slot.cancelledOn && index % 9 === slot.cancelledOn.remainder;
      const start = sql`(${day}::date + ${slot.at}::time) at time zone ${timeZone}`;
      const [event] = await tx
        .insert(events)
        .values({
          applicationId: schoolId,
          eventTypeId: need(typeId, slot.type),
          title: slot.title,
          placeId: need(placeId, slot.place),
          startsAt: start,
          endsAt: sql`${start} + make_interval(mins => ${slot.minutes})`,
          status: cancelled ? 'cancelled' : 'scheduled',
          cancelReason: cancelled ? (slot.cancelledOn?.reason ?? '') : '',
          seriesId: seriesOf.get(slot) ?? null,
        })
        .returning({ id: events.id });
      const eventId = event!.id;
      const booked = Array.from({ length: slot.customers }, () => people[next++ % people.length]!.id);
      await tx.insert(eventCustomers).values(
        booked.map((customerId, i) => ({
          applicationId: schoolId,
          eventId,
          customerId,
          attendance: (offset >= 0 ? 'booked' : (index + i) % 7 === 0 ? 'no_show' : 'attended') satisfies Attendance,
        })),
      );
      const crew: [string, EventStaffRole][] = [[slot.instructor, 'instructor']];
      if (slot.van) crew.push([slot.van.driver, 'driver']);
      for (const [name, role] of crew) {
        await tx.execute(sql`insert into event_staff (application_id, event_id, staff_id, role, pay_cents)
            select st.application_id, ${eventId}, st.id, ${role},
              coalesce(case when t.kind = 'lesson' then st.pay_per_lesson_cents else st.pay_per_event_cents end,
                case when t.kind = 'lesson' then ss.pay_per_lesson_cents else ss.pay_per_event_cents end, 0)
            from staff st
            join event_types t on t.application_id = st.application_id and t.id = ${need(typeId, slot.type)}
            left join school_settings ss on ss.application_id = st.application_id
            where st.application_id = ${schoolId} and st.id = ${need(staffId, name)}`);
      }
      // The lessons' customers wear the school's wetsuits of their sizes, as "Book wetsuits to fit" books them.
      if (slot.type !== DEMO_EVENT_TYPES.yoga) {
        const suits = (await wetsuitNeeds(tx, schoolId, eventId)).filter((need) => need.equipmentId !== null);
        if (suits.length > 0) {
          await tx.insert(eventEquipment).values(
            suits.map((need) => ({
              applicationId: schoolId,
              eventId,
              equipmentId: need.equipmentId!,
              quantity: need.count,
            })),
          );
        }
      }
      if (slot.boards) {
        await tx.insert(eventEquipment).values({
          applicationId: schoolId,
          eventId,
          equipmentId: need(itemId, slot.boards.item),
          quantity: slot.boards.units,
        });
      }
      if (slot.van) {
        await tx.insert(eventTransports).values({
          applicationId: schoolId,
          eventId,
          transportId: need(vanId, slot.van.name),
          driverId: need(staffId, slot.van.driver),
        });
      }
    }
  }
}
