import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Transaction } from '#src/db/database.ts';

/**
 * The conflict engine's rules (decision 009) asked of a whole school at once, each as one query
 * that counts the rows breaking it: what `checkEvent` asks of one event, for tens of thousands
 * in seconds. Overlaps are found in time order, a running maximum of the ends before each start;
 * the busiest moment of a place, a room or an item is a running sum of arrivals and departures
 * (departures first at the same instant: back to back is allowed).
 */

/** The school's scheduled events with their head counts and the type's limits. */
const EVENTS = (schoolId: string) => sql`
  select e.id, e.place_id, e.room_id, e.starts_at, e.ends_at,
    coalesce(e.capacity, t.capacity) as capacity, t.students_per_instructor as per_instructor, t.kind,
    coalesce(c.customers, 0)::int as customers, coalesce(s.staff, 0)::int as staff,
    coalesce(s.instructors, 0)::int as instructors
  from events e join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
  left join (select event_id, count(*) as customers from event_customers
    where application_id = ${schoolId} and attendance <> 'cancelled' group by event_id) c on c.event_id = e.id
  left join (select event_id, count(*) as staff, count(*) filter (where role = 'instructor') as instructors
    from event_staff where application_id = ${schoolId} group by event_id) s on s.event_id = e.id
  where e.application_id = ${schoolId} and e.status = 'scheduled'`;

/** Rows of `link` whose key (a person, a vehicle) is in another scheduled event at the same time. */
const overlaps = (schoolId: string, link: string, key: string, live: SQL) => sql`
  select count(*)::int from (
    select e.starts_at, max(e.ends_at) over (partition by l.${sql.identifier(key)}
        order by e.starts_at, e.id rows between unbounded preceding and 1 preceding) as busy_until
    from ${sql.identifier(link)} l join events e on e.application_id = l.application_id and e.id = l.event_id
    where l.application_id = ${schoolId} and e.status = 'scheduled' and ${live}) x
  where busy_until > starts_at`;

/** Moments when what `amount` counts of the events sharing a `key` passes the key's `limit`. */
const peaks = (schoolId: string, key: SQL, amount: SQL, limit: SQL, from: SQL) => sql`
  with ev as (${EVENTS(schoolId)}),
  moves as (
    select ${key} as k, ev.starts_at as at, ${amount} as delta ${from}
    union all select ${key}, ev.ends_at, -(${amount}) ${from}),
  running as (
    select k, sum(delta) over (partition by k order by at, delta rows unbounded preceding) as load from moves)
  select count(*)::int from running r join (${limit}) l on l.k = r.k where r.load > l.cap`;

const CHECKS = (schoolId: string): Record<string, SQL> => ({
  customer_double_booked: overlaps(schoolId, 'event_customers', 'customer_id', sql`l.attendance <> 'cancelled'`),
  staff_double_booked: overlaps(schoolId, 'event_staff', 'staff_id', sql`true`),
  vehicle_double_booked: overlaps(schoolId, 'event_transports', 'transport_id', sql`true`),
  event_full: sql`select count(*)::int from (${EVENTS(schoolId)}) ev where ev.customers > ev.capacity`,
  too_few_instructors: sql`select count(*)::int from (${EVENTS(schoolId)}) ev
    where ev.customers > ev.instructors * ev.per_instructor or ev.instructors = 0`,
  place_full: peaks(
    schoolId,
    sql`ev.place_id`,
    sql`ev.customers`,
    sql`select id as k, capacity as cap from places where application_id = ${schoolId} and capacity is not null`,
    sql`from ev`,
  ),
  room_full: peaks(
    schoolId,
    sql`ev.room_id`,
    sql`ev.customers + ev.staff`,
    sql`select id as k, capacity as cap from rooms where application_id = ${schoolId} and capacity is not null`,
    sql`from ev where ev.room_id is not null`,
  ),
  equipment_short: peaks(
    schoolId,
    sql`q.equipment_id`,
    sql`q.quantity`,
    sql`select q.id as k, greatest(0, q.quantity - q.out_of_use - coalesce((select sum(w.equipment_quantity) from works w
        where w.application_id = q.application_id and w.equipment_id = q.id and w.kind = 'maintenance'
          and w.status <> 'done'), 0)) as cap
      from equipment q where q.application_id = ${schoolId}`,
    sql`from ev join event_equipment q on q.application_id = ${schoolId} and q.event_id = ev.id`,
  ),
  vehicle_seats: sql`select count(*)::int from (${EVENTS(schoolId)}) ev
    join (select t.event_id, sum(tr.seats) as seats from event_transports t
      join transports tr on tr.application_id = t.application_id and tr.id = t.transport_id
      where t.application_id = ${schoolId} group by t.event_id) v on v.event_id = ev.id
    where ev.customers + ev.staff > v.seats`,
  // Rule 6, a warning: an instructor outside their weekly hours, or with a certification lapsed by the day.
  staff_unavailable: sql`select count(*)::int from event_staff s
    join events e on e.application_id = s.application_id and e.id = s.event_id
    join applications a on a.id = e.application_id
    join staff st on st.application_id = s.application_id and st.id = s.staff_id
    cross join lateral (select e.starts_at at time zone a.timezone as starts, e.ends_at at time zone a.timezone as ends) l
    where s.application_id = ${schoolId} and s.role = 'instructor' and e.status = 'scheduled'
      and jsonb_array_length(st.availability) > 0 and not exists (select 1 from jsonb_array_elements(st.availability) x
        where (x->>'weekday')::int = extract(isodow from l.starts)::int and l.ends::date = l.starts::date
          and (x->>'from')::time <= l.starts::time and (x->>'to')::time >= l.ends::time)`,
  certification_expired: sql`select count(*)::int from event_staff s
    join events e on e.application_id = s.application_id and e.id = s.event_id
    join applications a on a.id = e.application_id
    join staff st on st.application_id = s.application_id and st.id = s.staff_id
    where s.application_id = ${schoolId} and s.role = 'instructor' and e.status = 'scheduled'
      and exists (select 1 from jsonb_array_elements(st.certifications) x
        where (x->>'expiresOn')::date < (e.starts_at at time zone a.timezone)::date)`,
});

/**
 * Counts each query's rows with nested loops off. Tables just filled have no statistics yet (the
 * app's role cannot ANALYZE them), and on estimates of a few rows the planner picks nested loops
 * that take minutes over a school's whole history; the checks are whole-table joins, which hash
 * joins do in seconds. JIT is off too: the cost that turns nested loops away would otherwise make
 * PostgreSQL compile every check, which takes longer than running it.
 */
export async function countBreaches(tx: Transaction, checks: Record<string, SQL>): Promise<Record<string, number>> {
  const [before] = rowsOf<{ nestloop: string; jit: string }>(
    await tx.execute(sql`select current_setting('enable_nestloop') as nestloop, current_setting('jit') as jit`),
  );
  await tx.execute(sql`select set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)`);
  const found: Record<string, number> = {};
  for (const [rule, query] of Object.entries(checks)) {
    const [row] = rowsOf<{ count: number }>(await tx.execute(query));
    found[rule] = row?.count ?? 0;
  }
  await tx.execute(sql`select set_config('enable_nestloop', ${before?.nestloop ?? 'on'}, true),
    set_config('jit', ${before?.jit ?? 'on'}, true)`);
  return found;
}

/** How many rows break each rule of the schedule in the school: all zero for a school the engine would accept. */
export function scheduleBreaches(tx: Transaction, schoolId: string): Promise<Record<string, number>> {
  return countBreaches(tx, CHECKS(schoolId));
}
