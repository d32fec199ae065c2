import { sql, type SQL } from 'drizzle-orm';
import type { AffectedLesson, RefusalReason } from '@lineup/contract/problem';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { NOW } from '#src/db/clock-sql.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import { refusal } from '#src/i18n/app-error.ts';
import { lockSchedule, schoolTime } from './conflict-engine.ts';

/**
 * Rules 2 to 4 from the catalogue's side (DOMAIN.md, Schedule): lowering an item's usable units, a
 * vehicle's seats, a room's, a place's or a type's capacity must leave room for what the lessons
 * still to come book. Each edit takes the schedule's lock before it reads, so a booking made meanwhile is
 * either seen here or waits and sees the new number. Lessons over are those not yet ended.
 */

/** At most this many lessons are named; `params.lessons` counts them all. */
const LISTED = 20;

interface OverRow {
  id: string;
  title: string;
  starts_at: Date | string;
  count: number;
}

/**
 * `busy` holds (id, from_at, to_at, amount) of the scheduled events sharing the resource; answers
 * those not yet ended whose busiest moment (the largest sum over the starts clipped to the event's
 * time, as the engine counts it) passes `limit`.
 */
async function overPeak(tx: Transaction, schoolId: string, busy: SQL, limit: number): Promise<OverRow[]> {
  return rowsOf<OverRow>(
    await tx.execute(sql`
      with busy as (${busy}),
      peaks as (
        select m.id, (select max((select sum(b.amount) from busy b
              where b.from_at <= greatest(x.from_at, m.from_at) and b.to_at > greatest(x.from_at, m.from_at)))
            from busy x where x.from_at < m.to_at and x.to_at > m.from_at)::int as count
        from busy m where m.to_at > ${NOW})
      select e.id, e.title, e.starts_at, p.count
      from peaks p join events e on e.application_id = ${schoolId} and e.id = p.id
      where p.count > ${limit}
      order by e.starts_at, e.id`),
  );
}

const customersOf = sql`(select count(*) from event_customers c
  where c.application_id = e.application_id and c.event_id = e.id and c.attendance <> 'cancelled')`;
const staffOf = sql`(select count(*) from event_staff s
  where s.application_id = e.application_id and s.event_id = e.id)`;

/** Lessons that would book more units of the item than `usable` at their busiest moment. */
export function lessonsOverEquipment(tx: Transaction, schoolId: string, equipmentId: string, usable: number) {
  return overPeak(
    tx,
    schoolId,
    sql`select e.id, e.starts_at as from_at, e.ends_at as to_at, q.quantity as amount
      from event_equipment q join events e on e.application_id = q.application_id and e.id = q.event_id
      where q.application_id = ${schoolId} and q.equipment_id = ${equipmentId} and e.status = 'scheduled'`,
    usable,
  );
}

/** Lessons with more people (customers and staff) in the room than `capacity` at their busiest moment. */
export function lessonsOverRoom(tx: Transaction, schoolId: string, roomId: string, capacity: number) {
  return overPeak(
    tx,
    schoolId,
    sql`select e.id, e.starts_at as from_at, e.ends_at as to_at, ${customersOf} + ${staffOf} as amount
      from events e where e.application_id = ${schoolId} and e.room_id = ${roomId} and e.status = 'scheduled'`,
    capacity,
  );
}

/** Lessons with more students in the water at the place than `capacity` at their busiest moment. */
export function lessonsOverPlace(tx: Transaction, schoolId: string, placeId: string, capacity: number) {
  return overPeak(
    tx,
    schoolId,
    sql`select e.id, e.starts_at as from_at, e.ends_at as to_at, ${customersOf} as amount
      from events e where e.application_id = ${schoolId} and e.place_id = ${placeId} and e.status = 'scheduled'`,
    capacity,
  );
}

/** Lessons the vehicle goes to whose people would not fit their vehicles' seats with it at `seats`. */
export async function lessonsOverSeats(tx: Transaction, schoolId: string, transportId: string, seats: number) {
  return rowsOf<OverRow>(
    await tx.execute(sql`
      select e.id, e.title, e.starts_at, (${customersOf} + ${staffOf})::int as count
      from events e
      where e.application_id = ${schoolId} and e.status = 'scheduled' and e.ends_at > ${NOW}
        and exists (select 1 from event_transports t
          where t.application_id = e.application_id and t.event_id = e.id and t.transport_id = ${transportId})
        and ${customersOf} + ${staffOf} > (select sum(case when t.transport_id = ${transportId} then ${seats} else tr.seats end)
          from event_transports t
          join transports tr on tr.application_id = t.application_id and tr.id = t.transport_id
          where t.application_id = e.application_id and t.event_id = e.id)
      order by e.starts_at, e.id`),
  );
}

/**
 * The new capacity of a place or a room when it is a tighter limit than before (none, or a lower
 * number); null when the change cannot squeeze out a lesson.
 */
export function tighterCapacity(before: number | null, after: number | null): number | null {
  if (after === null || (before !== null && after >= before)) return null;
  return after;
}

/** What a catalogue edit asks of the schedule: the rule, its words, and whether the school may go past it. */
export interface CatalogueLimit {
  readonly reason: Extract<
    RefusalReason,
    'equipment_below_bookings' | 'seats_below_bookings' | 'room_below_bookings' | 'place_below_bookings'
  >;
  readonly params: Readonly<Record<string, string | number>>;
  /**
   * A fact the school must be able to record (a board broke, a van lost a row of seats): refused
   * until the caller goes ahead (`override`), then logged. Otherwise a limit the school sets,
   * refused outright: move or trim the lessons first.
   */
  readonly warning: boolean;
  readonly override?: boolean;
}

/**
 * Takes the schedule's lock, asks `over` which upcoming lessons the new number breaks, and refuses
 * (409, the lessons listed) or, past a warning the caller went ahead with, answers what the
 * activity log records. Nothing broken: nothing to say.
 */
export async function heedCatalogueLimit(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  limit: CatalogueLimit,
  over: () => Promise<OverRow[]>,
): Promise<Record<string, string> | null> {
  await lockSchedule(tx, schoolId);
  const rows = await over();
  if (rows.length === 0) return null;
  const lessons: AffectedLesson[] = rows.slice(0, LISTED).map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    count: row.count,
  }));
  const list = lessons.map((lesson) => `${lesson.title} (${schoolTime(call, new Date(lesson.startsAt))})`).join('; ');
  if (limit.warning && limit.override) return { overridden: limit.reason, lessons: list };
  throw refusal(call.language, limit.reason, { ...limit.params, lessons: rows.length, list }, undefined, lessons);
}

/**
 * Rule 4 from the other side: a type's capacity is the capacity of its events that set none of
 * their own, so lowering it must leave room for the customers already booked in those still to
 * come. Refused on the `capacity` field, naming the first such event and its customers.
 */
export async function checkTypeCapacity(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  typeId: string,
  capacity: number | null,
): Promise<void> {
  if (capacity === null) return;
  await lockSchedule(tx, schoolId);
  const [over] = rowsOf<{ title: string; starts_at: Date | string; customers: number }>(
    await tx.execute(sql`
      select e.title, e.starts_at, count(*)::int as customers
      from events e
      join event_customers c on c.application_id = e.application_id and c.event_id = e.id and c.attendance <> 'cancelled'
      where e.application_id = ${schoolId} and e.event_type_id = ${typeId} and e.capacity is null
        and e.status = 'scheduled' and e.ends_at > ${NOW}
      group by e.id, e.title, e.starts_at
      having count(*) > ${capacity}
      order by e.starts_at, e.id
      limit 1`),
  );
  if (over) {
    throw fieldError(call, 'capacity', 'capacity_below_bookings', {
      event: over.title,
      start: schoolTime(call, new Date(over.starts_at)),
      count: over.customers,
    });
  }
}
