import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { clock } from '@lineup/contract/clock';
import { csvLine } from '@lineup/contract/csv';
import type { Page } from '@lineup/contract/list';
import {
  EVENT_DURATION_MAX,
  type Attendance,
  type Event,
  type EventSeries,
  type EventListQuery,
  type EventStaffRole,
  type EventSummary,
} from '@lineup/contract/events';
import type { WetsuitSize } from '@lineup/contract/equipment';
import type { EventTypeKind } from '@lineup/contract/event-types';
import { NOW } from '#src/db/clock-sql.ts';
import { cursorBatches, escapeLike } from '#src/db/list.ts';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { csvContext, csvFileName } from '#src/http/csv-context.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import type { MessageKey } from '#src/i18n/messages.ts';
import { csvStream } from '#src/lib/csv.ts';

interface SummaryRow {
  id: string;
  event_type_id: string;
  event_type_name: string;
  kind: EventTypeKind;
  title: string;
  place_id: string;
  place_name: string;
  room_id: string | null;
  room_name: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  color: string;
  own_color: string | null;
  capacity: number | null;
  own_capacity: number | null;
  status: Event['status'];
  cancel_reason: string;
  progress: Event['progress'];
  customer_count: number;
  instructor_names: string[] | null;
  series_id: string | null;
  comments: string;
  notes: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** One event's row for lists and for its own page; progress comes from the clock. */
const SUMMARY_COLUMNS = sql`
  e.id, e.event_type_id, t.name as event_type_name, t.kind, e.title,
    e.place_id, p.name as place_name, e.room_id, r.name as room_name, e.starts_at, e.ends_at,
    coalesce(e.color, t.color) as color, e.color as own_color,
    coalesce(e.capacity, t.capacity) as capacity, e.capacity as own_capacity,
    e.status, e.cancel_reason,
    case when ${NOW} < e.starts_at then 'upcoming' when ${NOW} < e.ends_at then 'in_progress' else 'completed' end as progress,
    e.booked as customer_count,
    (select array_agg(st.name order by lower(st.name), st.id) from event_staff s
      join staff st on st.application_id = s.application_id and st.id = s.staff_id
      where s.application_id = e.application_id and s.event_id = e.id and s.role = 'instructor') as instructor_names,
    e.series_id, e.comments, e.notes, e.created_at, e.updated_at`;
const SUMMARY_FROM = sql`
  from events e
  join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
  join places p on p.application_id = e.application_id and p.id = e.place_id
  left join rooms r on r.application_id = e.application_id and r.id = e.room_id`;
const SUMMARY = sql`select ${SUMMARY_COLUMNS} ${SUMMARY_FROM}`;

const iso = (value: Date | string) => new Date(value).toISOString();
export const zoneOf = (call: CallContext) => call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;

function toSummary(row: SummaryRow): EventSummary {
  const startsAt = iso(row.starts_at);
  const endsAt = iso(row.ends_at);
  return {
    id: row.id,
    eventTypeId: row.event_type_id,
    eventTypeName: row.event_type_name,
    kind: row.kind,
    title: row.title,
    placeId: row.place_id,
    placeName: row.place_name,
    roomId: row.room_id,
    roomName: row.room_name,
    startsAt,
    endsAt,
    durationMinutes: Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000),
    color: row.color,
    capacity: row.capacity,
    status: row.status,
    cancelReason: row.cancel_reason,
    progress: row.progress,
    customerCount: row.customer_count,
    instructorNames: row.instructor_names ?? [],
    seriesId: row.series_id,
  };
}

/** The start of a day, `days` after `day`, in the school's time zone (a day is 23 or 25 hours when the clocks change). */
const dayStart = (day: string, timeZone: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${timeZone})`;

function listConditions(query: EventListQuery, schoolId: string, timeZone: string): SQL[] {
  const conditions: SQL[] = [sql`e.application_id = ${schoolId}`];
  if (query.from) {
    // An event lasts EVENT_DURATION_MAX at most (a check of the table): one ending after `from`
    // starts less than that before it, so the index of starts reads the range and no more.
    conditions.push(sql`e.ends_at > ${dayStart(query.from, timeZone)}`);
    conditions.push(
      sql`e.starts_at > ${dayStart(query.from, timeZone)} - make_interval(mins => ${EVENT_DURATION_MAX}::int)`,
    );
  }
  if (query.to) conditions.push(sql`e.starts_at < ${dayStart(query.to, timeZone, 1)}`);
  if (query.eventTypeId) conditions.push(sql`e.event_type_id = ${query.eventTypeId}`);
  if (query.placeId) conditions.push(sql`e.place_id = ${query.placeId}`);
  if (query.status) conditions.push(sql`e.status = ${query.status}`);
  if (query.staffId) {
    conditions.push(sql`exists (select 1 from event_staff s
      where s.application_id = e.application_id and s.event_id = e.id and s.staff_id = ${query.staffId})`);
  }
  if (query.transportId) {
    conditions.push(sql`exists (select 1 from event_transports v
      where v.application_id = e.application_id and v.event_id = e.id and v.transport_id = ${query.transportId})`);
  }
  if (query.progress === 'upcoming') conditions.push(sql`${NOW} < e.starts_at`);
  if (query.progress === 'in_progress') conditions.push(sql`${NOW} >= e.starts_at and ${NOW} < e.ends_at`);
  if (query.progress === 'completed') conditions.push(sql`${NOW} >= e.ends_at`);
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(sql`(e.title ilike ${pattern} or t.name ilike ${pattern} or p.name ilike ${pattern})`);
  }
  return conditions;
}

/** The list's filters and order as SQL. */
function listClauses(call: CallContext, query: EventListQuery, schoolId: string) {
  const where = sql.join(listConditions(query, schoolId, zoneOf(call)), sql` and `);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const sort = query.sort === 'title' ? sql`lower(e.title) ${direction}, e.starts_at` : sql`e.starts_at ${direction}`;
  return { where, orderBy: sql`${sort}, e.id` };
}

/** The school's lessons and events: a range of days, filters, a page. */
export function listEvents(call: CallContext, query: EventListQuery): Promise<Page<EventSummary>> {
  return withSchool(call, async (tx, schoolId) => {
    const { where, orderBy } = listClauses(call, query, schoolId);
    const total = sql`(select count(*)::int from events e
        join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
        join places p on p.application_id = e.application_id and p.id = e.place_id
        where ${where})`;
    // The page and the whole list's count in one statement; a page past the end counts alone.
    const rows = rowsOf<SummaryRow & { total: number }>(
      await tx.execute(sql`select ${SUMMARY_COLUMNS}, ${total} as total ${SUMMARY_FROM}
        where ${where} order by ${orderBy}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    );
    if (rows.length > 0 || query.page === 1) return { items: rows.map(toSummary), total: rows[0]?.total ?? 0 };
    const [count] = rowsOf<{ total: number }>(await tx.execute(sql`select ${total} as total`));
    return { items: [], total: count?.total ?? 0 };
  });
}

/** The list as CSV, every page of it, in the caller's language and the school's time zone. */
export async function exportEvents(call: CallContext, query: EventListQuery) {
  const timeZone = zoneOf(call);
  const context = csvContext(call.language, timeZone);
  const { t } = context;
  const file = await csvStream((write) =>
    withSchool(call, async (tx, schoolId) => {
      const { where, orderBy } = listClauses(call, query, schoolId);
      await write(
        csvLine(
          (
            [
              'event.column.start',
              'event.column.end',
              'event.column.title',
              'event.column.type',
              'event.column.place',
              'event.column.room',
              'event.column.customers',
              'catalogue.column.capacity',
              'event.column.instructors',
              'event.column.status',
              'event.column.progress',
            ] as const satisfies readonly MessageKey[]
          ).map((key) => t(key)),
        ),
      );
      for await (const rows of cursorBatches<SummaryRow>(tx, sql`${SUMMARY} where ${where} order by ${orderBy}`)) {
        await write(
          rows
            .map(toSummary)
            .map((event) =>
              csvLine([
                context.date(new Date(event.startsAt)),
                context.date(new Date(event.endsAt)),
                event.title,
                event.eventTypeName,
                event.placeName,
                event.roomName,
                event.customerCount,
                event.capacity,
                event.instructorNames.join(', '),
                t(`event.status.${event.status}`),
                t(`event.progress.${event.progress}`),
              ]),
            )
            .join(''),
        );
      }
    }),
  );
  return { name: csvFileName('lessons', clock.now(), timeZone), file };
}

export async function readEvent(tx: Transaction, call: CallContext, schoolId: string, id: string): Promise<Event> {
  const [row] = rowsOf<SummaryRow>(
    await tx.execute(sql`${SUMMARY} where e.application_id = ${schoolId} and e.id = ${id}`),
  );
  if (!row) throw localizedError('not_found', call.language, 'event.notFound');
  const customers = rowsOf<{
    customer_id: string;
    name: string;
    attendance: Attendance;
    wetsuit_size: WetsuitSize | null;
  }>(
    await tx.execute(sql`select c.customer_id, cu.name, c.attendance, cu.wetsuit_size from event_customers c
      join customers cu on cu.application_id = c.application_id and cu.id = c.customer_id
      where c.application_id = ${schoolId} and c.event_id = ${id} order by lower(cu.name), cu.id`),
  );
  const staffRows = rowsOf<{ staff_id: string; name: string; role: EventStaffRole; pay_cents: number }>(
    await tx.execute(sql`select s.staff_id, st.name, s.role, s.pay_cents from event_staff s
      join staff st on st.application_id = s.application_id and st.id = s.staff_id
      where s.application_id = ${schoolId} and s.event_id = ${id}
      order by array_position(array['instructor', 'assistant', 'driver'], s.role), lower(st.name), st.id`),
  );
  return {
    ...toSummary(row),
    series: row.series_id ? await seriesOf(tx, schoolId, id, row.series_id, zoneOf(call)) : null,
    ownColor: row.own_color,
    ownCapacity: row.own_capacity,
    comments: row.comments,
    notes: row.notes,
    customers: customers.map((c) => ({
      customerId: c.customer_id,
      name: c.name,
      attendance: c.attendance,
      wetsuitSize: c.wetsuit_size,
    })),
    staff: staffRows.map((s) => ({ staffId: s.staff_id, name: s.name, role: s.role, payCents: s.pay_cents })),
    equipment: rowsOf<{ equipment_id: string; name: string; quantity: number }>(
      await tx.execute(sql`select q.equipment_id, eq.name, q.quantity from event_equipment q
        join equipment eq on eq.application_id = q.application_id and eq.id = q.equipment_id
        where q.application_id = ${schoolId} and q.event_id = ${id} order by lower(eq.name), eq.id`),
    ).map((q) => ({ equipmentId: q.equipment_id, name: q.name, quantity: q.quantity })),
    transports: rowsOf<{
      transport_id: string;
      name: string;
      seats: number;
      driver_id: string | null;
      driver_name: string | null;
    }>(
      await tx.execute(sql`select t.transport_id, tr.name, tr.seats, t.driver_id, st.name as driver_name
        from event_transports t
        join transports tr on tr.application_id = t.application_id and tr.id = t.transport_id
        left join staff st on st.application_id = t.application_id and st.id = t.driver_id
        where t.application_id = ${schoolId} and t.event_id = ${id} order by lower(tr.name), tr.id`),
    ).map((t) => ({
      transportId: t.transport_id,
      name: t.name,
      seats: t.seats,
      driverId: t.driver_id,
      driverName: t.driver_name,
    })),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Where an occurrence stands in its series, and how many occurrences each scope would reach from it. */
async function seriesOf(
  tx: Transaction,
  schoolId: string,
  id: string,
  seriesId: string,
  timeZone: string,
): Promise<EventSeries> {
  const [row] = rowsOf<{
    position: number;
    total: number;
    weekdays: number[];
    first_starts_at: Date | string;
    last_starts_at: Date | string;
    following: number;
    all_reached: number;
  }>(
    await tx.execute(sql`with occurrences as (
        select o.id, o.starts_at, o.status, extract(isodow from o.starts_at at time zone ${timeZone})::int as weekday
        from events o
        where o.application_id = ${schoolId} and o.series_id = ${seriesId}),
      this as (select starts_at from occurrences where id = ${id})
      select (select count(*)::int from occurrences o, this where o.starts_at <= this.starts_at) as position,
        (select count(*)::int from occurrences) as total,
        (select array_agg(distinct weekday order by weekday) from occurrences) as weekdays,
        (select min(starts_at) from occurrences) as first_starts_at,
        (select max(starts_at) from occurrences) as last_starts_at,
        (select count(*)::int from occurrences o, this where o.id = ${id} or (${REACHABLE} and o.starts_at >= this.starts_at)) as following,
        (select count(*)::int from occurrences o where o.id = ${id} or ${REACHABLE}) as all_reached`),
  );
  return {
    position: row!.position,
    total: row!.total,
    weekdays: row!.weekdays,
    firstStartsAt: iso(row!.first_starts_at),
    lastStartsAt: iso(row!.last_starts_at),
    following: row!.following,
    all: row!.all_reached,
  };
}

/** An occurrence (`o`) that a change of its series reaches: scheduled and not yet begun. */
export const REACHABLE = sql`(o.status = 'scheduled' and o.starts_at > ${NOW})`;

export function getEvent(call: CallContext, id: string): Promise<Event> {
  return withSchool(call, (tx, schoolId) => readEvent(tx, call, schoolId, id));
}
