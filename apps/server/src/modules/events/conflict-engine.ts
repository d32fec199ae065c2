import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { refusal } from '#src/i18n/app-error.ts';

/**
 * The conflict engine (DOMAIN.md, Schedule): every write to the schedule takes the school's
 * schedule lock, makes its change, then asks `checkEvent` about the event it changed, in the same
 * transaction. A broken rule throws a 409 refusal naming the other event and the numbers, and the
 * transaction rolls the change back. Writes of one school are serialised by the lock, so of two
 * bookings of the last seat exactly one sees the seat free; other schools never wait.
 */
export async function lockSchedule(tx: Transaction, schoolId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`schedule:${schoolId}`}, 0))`);
}

/** Which rules a write can break. Time and place rules always apply; the ratio only when customers grow or instructors shrink. */
export interface CheckOptions {
  /** Customers were added or instructors taken away, or the type (its ratio) changed. */
  readonly ratio?: boolean;
}

interface EventFacts {
  readonly title: string;
  readonly status: string;
  /** ISO instants, as query parameters take them on both drivers. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly placeId: string;
  readonly placeName: string;
  readonly placeCapacity: number | null;
  readonly roomId: string | null;
  readonly roomName: string | null;
  readonly roomCapacity: number | null;
  readonly capacity: number | null;
  readonly studentsPerInstructor: number;
  readonly customers: number;
  readonly instructors: number;
}

async function eventFacts(tx: Transaction, schoolId: string, eventId: string): Promise<EventFacts | undefined> {
  const [row] = rowsOf<{
    title: string;
    status: string;
    starts_at: Date | string;
    ends_at: Date | string;
    place_id: string;
    place_name: string;
    place_capacity: number | null;
    room_id: string | null;
    room_name: string | null;
    room_capacity: number | null;
    capacity: number | null;
    students_per_instructor: number;
    customers: number;
    instructors: number;
  }>(
    await tx.execute(sql`
      select e.title, e.status, e.starts_at, e.ends_at,
        e.place_id, p.name as place_name, p.capacity as place_capacity,
        e.room_id, r.name as room_name, r.capacity as room_capacity,
        coalesce(e.capacity, t.capacity) as capacity, t.students_per_instructor,
        (select count(*)::int from event_customers c
          where c.application_id = e.application_id and c.event_id = e.id and c.attendance <> 'cancelled') as customers,
        (select count(*)::int from event_staff s
          where s.application_id = e.application_id and s.event_id = e.id and s.role = 'instructor') as instructors
      from events e
      join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
      join places p on p.application_id = e.application_id and p.id = e.place_id
      left join rooms r on r.application_id = e.application_id and r.id = e.room_id
      where e.application_id = ${schoolId} and e.id = ${eventId}`),
  );
  if (!row) return undefined;
  return {
    title: row.title,
    status: row.status,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    placeId: row.place_id,
    placeName: row.place_name,
    placeCapacity: row.place_capacity,
    roomId: row.room_id,
    roomName: row.room_name,
    roomCapacity: row.room_capacity,
    capacity: row.capacity,
    studentsPerInstructor: row.students_per_instructor,
    customers: row.customers,
    instructors: row.instructors,
  };
}

/** A moment as the school reads it: its time zone, the caller's language. */
export function schoolTime(call: CallContext, at: Date): string {
  return new Intl.DateTimeFormat(call.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE,
  }).format(at);
}

/** Who or what an event books, as the conflict engine compares them across events. */
const LINKS = {
  customer: { link: 'event_customers', key: 'customer_id', named: 'customers', live: sql`attendance <> 'cancelled'` },
  staff: { link: 'event_staff', key: 'staff_id', named: 'staff', live: sql`true` },
  vehicle: { link: 'event_transports', key: 'transport_id', named: 'transports', live: sql`true` },
} as const;

/** The first of this event's people (or vehicles) that another scheduled, overlapping event also has. */
async function alsoElsewhere(
  tx: Transaction,
  schoolId: string,
  eventId: string,
  event: EventFacts,
  kind: keyof typeof LINKS,
): Promise<{ name: string; title: string; starts_at: Date | string } | undefined> {
  const { link, key, named, live } = LINKS[kind];
  const [row] = rowsOf<{ name: string; title: string; starts_at: Date | string }>(
    await tx.execute(sql`
      select n.name, o.title, o.starts_at
      from (select * from ${sql.identifier(link)} where ${live}) mine
      join (select * from ${sql.identifier(link)} where ${live}) theirs on theirs.application_id = mine.application_id
        and theirs.${sql.identifier(key)} = mine.${sql.identifier(key)} and theirs.event_id <> mine.event_id
      join events o on o.application_id = theirs.application_id and o.id = theirs.event_id
      join ${sql.identifier(named)} n on n.application_id = mine.application_id and n.id = mine.${sql.identifier(key)}
      where mine.application_id = ${schoolId} and mine.event_id = ${eventId}
        and o.status = 'scheduled' and o.starts_at < ${event.endsAt}::timestamptz and o.ends_at > ${event.startsAt}::timestamptz
      order by o.starts_at, n.name
      limit 1`),
  );
  return row;
}

/** Another scheduled event overlapping this one that one of its people is also in. */
async function doubleBooking(tx: Transaction, schoolId: string, eventId: string, event: EventFacts) {
  const customer = await alsoElsewhere(tx, schoolId, eventId, event, 'customer');
  if (customer) return { reason: 'customer_double_booked' as const, ...customer };
  const member = await alsoElsewhere(tx, schoolId, eventId, event, 'staff');
  if (member) return { reason: 'staff_double_booked' as const, ...member };
  return undefined;
}

/**
 * The most people at once, within this event's time, in the scheduled events that share its
 * place (customers: students in the water) or its room (customers and staff: people in the room).
 * Also asked about a lesson not yet planned (suggestions): the people already there.
 */
export async function peakOccupancy(
  tx: Transaction,
  schoolId: string,
  event: Pick<EventFacts, 'placeId' | 'roomId' | 'startsAt' | 'endsAt'>,
  where: 'place' | 'room',
): Promise<number> {
  const shared = where === 'place' ? sql`e.place_id = ${event.placeId}` : sql`e.room_id = ${event.roomId}`;
  const staffCount =
    where === 'room'
      ? sql`+ (select count(*) from event_staff s where s.application_id = e.application_id and s.event_id = e.id)`
      : sql``;
  const [row] = rowsOf<{ peak: number | null }>(
    await tx.execute(sql`
      with busy as (
        select greatest(e.starts_at, ${event.startsAt}::timestamptz) as from_at,
          least(e.ends_at, ${event.endsAt}::timestamptz) as to_at,
          (select count(*) from event_customers c
            where c.application_id = e.application_id and c.event_id = e.id and c.attendance <> 'cancelled') ${staffCount} as people
        from events e
        where e.application_id = ${schoolId} and ${shared} and e.status = 'scheduled'
          and e.starts_at < ${event.endsAt}::timestamptz and e.ends_at > ${event.startsAt}::timestamptz
      )
      select max((select sum(b.people) from busy b where b.from_at <= moment.from_at and b.to_at > moment.from_at))::int as peak
      from busy moment`),
  );
  return row?.peak ?? 0;
}

/** Refuses the write if the event, as the transaction now has it, breaks a rule of the schedule. */
export async function checkEvent(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  eventId: string,
  options: CheckOptions = {},
): Promise<void> {
  const event = await eventFacts(tx, schoolId, eventId);
  if (!event || event.status !== 'scheduled') return;
  const clash = await doubleBooking(tx, schoolId, eventId, event);
  if (clash) {
    throw refusal(call.language, clash.reason, {
      name: clash.name,
      event: clash.title,
      start: schoolTime(call, new Date(clash.starts_at)),
    });
  }
  if (event.capacity !== null && event.customers > event.capacity) {
    throw refusal(call.language, 'event_full', { capacity: event.capacity, count: event.customers });
  }
  if (event.roomId && event.roomCapacity !== null) {
    const count = await peakOccupancy(tx, schoolId, event, 'room');
    if (count > event.roomCapacity) {
      throw refusal(call.language, 'room_full', { room: event.roomName ?? '', capacity: event.roomCapacity, count });
    }
  }
  if (event.placeCapacity !== null) {
    const count = await peakOccupancy(tx, schoolId, event, 'place');
    if (count > event.placeCapacity) {
      throw refusal(call.language, 'place_full', { place: event.placeName, capacity: event.placeCapacity, count });
    }
  }
  await checkEquipment(tx, call, schoolId, eventId, event);
  await checkVehicles(tx, call, schoolId, eventId, event);
  // An event without an instructor yet takes its bookings; once it has one, the ratio holds.
  if (options.ratio && event.instructors > 0 && event.customers > event.instructors * event.studentsPerInstructor) {
    throw refusal(call.language, 'too_few_instructors', {
      customers: event.customers,
      instructors: event.instructors,
      perInstructor: event.studentsPerInstructor,
    });
  }
}

/**
 * The bookings of the items `only` selects by scheduled events overlapping [from, to), each clipped
 * to it: the rows whose busiest moment is an item's peak.
 */
const equipmentBusy = (schoolId: string, only: SQL, from: string, to: string) => sql`
  select q.equipment_id, q.quantity,
    greatest(e.starts_at, ${from}::timestamptz) as from_at,
    least(e.ends_at, ${to}::timestamptz) as to_at
  from event_equipment q
  join events e on e.application_id = q.application_id and e.id = q.event_id
  where q.application_id = ${schoolId} and q.equipment_id in (${only})
    and e.status = 'scheduled' and e.starts_at < ${to}::timestamptz and e.ends_at > ${from}::timestamptz`;

/** The most units of an item booked at once: the largest sum over the starts of its clipped bookings. */
const PEAK = sql`(select max((select sum(b.quantity) from busy b
    where b.equipment_id = m.equipment_id and b.from_at <= m.from_at and b.to_at > m.from_at))
  from busy m where m.equipment_id = items.equipment_id)`;

/**
 * Each item the event takes, at the busiest moment of its time across the scheduled events that
 * take it, against the units usable: owned, less those out of use and under open maintenance.
 */
async function checkEquipment(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  eventId: string,
  event: EventFacts,
) {
  const [short] = rowsOf<{ name: string; usable: number; peak: number }>(
    await tx.execute(sql`
      with items as (
        select q.equipment_id, eq.name,
          greatest(0, eq.quantity - eq.out_of_use - coalesce((select sum(w.equipment_quantity) from works w
            where w.application_id = eq.application_id and w.equipment_id = eq.id
              and w.kind = 'maintenance' and w.status <> 'done'), 0))::int as usable
        from event_equipment q
        join equipment eq on eq.application_id = q.application_id and eq.id = q.equipment_id
        where q.application_id = ${schoolId} and q.event_id = ${eventId}
      ),
      busy as (${equipmentBusy(schoolId, sql`select equipment_id from items`, event.startsAt, event.endsAt)})
      select items.name, items.usable, ${PEAK}::int as peak
      from items
      order by items.name
    `),
  ).filter((row) => row.peak > row.usable);
  if (short)
    throw refusal(call.language, 'equipment_short', { item: short.name, usable: short.usable, count: short.peak });
}

/**
 * The most units of each item booked at once by the scheduled events over [from, to), by the
 * rule the engine holds bookings to (an item booked by none is absent): what is free then is
 * what is usable less this.
 */
export async function equipmentBookedPeak(
  tx: Transaction,
  schoolId: string,
  equipmentIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  if (equipmentIds.length === 0) return new Map();
  const ids = sql.join(
    equipmentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ equipment_id: string; peak: number | null }>(
    await tx.execute(sql`
      with items as (select unnest(array[${ids}]) as equipment_id),
      busy as (${equipmentBusy(schoolId, sql`select equipment_id from items`, from.toISOString(), to.toISOString())})
      select items.equipment_id, ${PEAK}::int as peak from items`),
  );
  return new Map(rows.filter((row) => row.peak !== null).map((row) => [row.equipment_id, row.peak!]));
}

/**
 * A vehicle goes to one event at a time, and the event's people (customers and staff) fit in the
 * seats of its vehicles, drivers' seats included.
 */
async function checkVehicles(tx: Transaction, call: CallContext, schoolId: string, eventId: string, event: EventFacts) {
  const clash = await alsoElsewhere(tx, schoolId, eventId, event, 'vehicle');
  if (clash) {
    throw refusal(call.language, 'vehicle_double_booked', {
      name: clash.name,
      event: clash.title,
      start: schoolTime(call, new Date(clash.starts_at)),
    });
  }
  const [fit] = rowsOf<{ seats: number | null; people: number }>(
    await tx.execute(sql`
      select (select sum(tr.seats)::int from event_transports t
          join transports tr on tr.application_id = t.application_id and tr.id = t.transport_id
          where t.application_id = ${schoolId} and t.event_id = ${eventId}) as seats,
        ${event.customers}::int + (select count(*)::int from event_staff s
          where s.application_id = ${schoolId} and s.event_id = ${eventId}) as people`),
  );
  if (fit?.seats != null && fit.people > fit.seats) {
    throw refusal(call.language, 'vehicle_seats', { seats: fit.seats, count: fit.people });
  }
}

/** What an instructor's record says against teaching this event: asked before, and logged when overridden. */
export type StaffWarning = 'unavailable' | 'certification_expired';

/**
 * Rule 6, a warning rather than a rule: an instructor whose weekly availability (when they gave
 * one) does not hold the event's hours on the school's clocks, or one of whose certifications
 * expired before the event's day. The first found, with its words' parameters; none when the
 * caller chose to go ahead (`override`), which the write then logs.
 */
export async function staffWarning(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  eventId: string,
  staffId?: string,
): Promise<{ warning: StaffWarning; params: Record<string, string> } | null> {
  const timeZone = call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;
  const [found] = rowsOf<{ name: string; day: string; expired: string | null; expired_on: string | null }>(
    await tx.execute(sql`
      with local as (
        select (e.starts_at at time zone ${timeZone}) as starts, (e.ends_at at time zone ${timeZone}) as ends
        from events e where e.application_id = ${schoolId} and e.id = ${eventId}),
      instructors as (
        select st.name, to_char(l.starts, 'YYYY-MM-DD') as day,
          (jsonb_array_length(st.availability) > 0 and not exists (
            select 1 from jsonb_array_elements(st.availability) a
            where (a->>'weekday')::int = extract(isodow from l.starts)::int
              and l.ends::date = l.starts::date
              and (a->>'from')::time <= l.starts::time and (a->>'to')::time >= l.ends::time)) as unavailable,
          c.name as expired, c.expires_on as expired_on
        from event_staff s
        join staff st on st.application_id = s.application_id and st.id = s.staff_id
        cross join local l
        left join lateral (
          select x->>'name' as name, x->>'expiresOn' as expires_on from jsonb_array_elements(st.certifications) x
          where x->>'expiresOn' is not null and (x->>'expiresOn')::date < l.starts::date
          order by x->>'expiresOn' limit 1) c on true
        where s.application_id = ${schoolId} and s.event_id = ${eventId} and s.role = 'instructor'
          ${staffId ? sql`and s.staff_id = ${staffId}` : sql``})
      select name, day, expired, expired_on from instructors
      where expired is not null or unavailable
      order by lower(name) limit 1`),
  );
  if (!found) return null;
  if (found.expired !== null) {
    return {
      warning: 'certification_expired',
      params: { name: found.name, certification: found.expired, expiredOn: found.expired_on ?? '' },
    };
  }
  return { warning: 'unavailable', params: { name: found.name, day: found.day } };
}

/** Refuses with the instructor's warning unless the caller chose to go ahead; answers what was overridden. */
export async function heedStaffWarning(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  eventId: string,
  override: boolean,
  staffId?: string,
): Promise<StaffWarning | null> {
  const found = await staffWarning(tx, call, schoolId, eventId, staffId);
  if (!found) return null;
  if (!override) {
    throw refusal(
      call.language,
      found.warning === 'unavailable' ? 'staff_unavailable' : 'certification_expired',
      found.params,
    );
  }
  return found.warning;
}
