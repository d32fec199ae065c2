import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { allows, ENTITY_ACCESS } from '@lineup/contract/access';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import type { Page } from '@lineup/contract/list';
import {
  EVENT_DURATION_MAX,
  SERIES_OCCURRENCES_MAX,
  SERIES_SPAN_MAX_DAYS,
  type Attendance,
  type Event,
  type EventCreate,
  type EventInput,
  type EventRepeat,
  type EventSeries,
  type EventUpdate,
  type SeriesScope,
  type EventListQuery,
  type EventStaffRole,
  type EventSummary,
  type EventTime,
} from '@lineup/contract/events';
import type { WetsuitSize } from '@lineup/contract/equipment';
import type { EventTypeKind } from '@lineup/contract/event-types';
import { escapeLike } from '#src/db/list.ts';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { eventCustomers, eventEquipment, events, eventStaff, eventTransports } from '#src/db/schema/index.ts';
import { AppError } from '#src/http/app-error.ts';
import { csvContext, csvFileName, fieldError } from '#src/http/resource-kit.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { translate, type MessageKey } from '#src/i18n/messages.ts';
import { csvLine } from '@lineup/contract/csv';
import { csvStream } from '#src/lib/csv.ts';
import { recordCallAudit, type AuditEntry } from '#src/lib/audit.ts';
import { checkEvent, heedStaffWarning, lockSchedule, schoolTime } from './conflict-engine.ts';
import { heedConditionsWarning } from '#src/modules/conditions/conditions-warning.ts';
import { announceScheduleChange } from './schedule-feed.ts';
import { lockCustomer } from '#src/modules/money/ledger.ts';
import { billAttendance, unbillAttendance } from '#src/modules/money/ledger-attendance.ts';
import { NOW } from '#src/db/clock-sql.ts';
import { clock } from '@lineup/contract/clock';

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
const zoneOf = (call: CallContext) => call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;

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

const EXPORT_BATCH = 500;

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
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const batch = rowsOf<SummaryRow>(
          await tx.execute(sql`${SUMMARY} where ${where} order by ${orderBy} limit ${EXPORT_BATCH} offset ${offset}`),
        ).map(toSummary);
        if (batch.length === 0) break;
        await write(
          batch
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
        if (batch.length < EXPORT_BATCH) break;
      }
    }),
  );
  return { name: csvFileName('lessons', clock.now(), timeZone), file };
}

async function readEvent(tx: Transaction, call: CallContext, schoolId: string, id: string): Promise<Event> {
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
const REACHABLE = sql`(o.status = 'scheduled' and o.starts_at > ${NOW})`;

export function getEvent(call: CallContext, id: string): Promise<Event> {
  return withSchool(call, (tx, schoolId) => readEvent(tx, call, schoolId, id));
}

/**
 * The type, place and room an input names: the school's own, and active unless the event already
 * had them (an event keeps an archived type or a closed place it was planned with). The room must
 * be at the event's place.
 */
async function checkReferences(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  input: EventInput,
  kept: { eventTypeId: string; placeId: string; roomId: string | null } | null = null,
) {
  const usable = (column: 'event_type_id' | 'place_id' | 'room_id', value: string | null) =>
    value === (kept ? { event_type_id: kept.eventTypeId, place_id: kept.placeId, room_id: kept.roomId }[column] : null)
      ? sql`true`
      : sql`active`;
  const [found] = rowsOf<{ type_ok: boolean; place_ok: boolean; room_place: string | null }>(
    await tx.execute(sql`select
      exists (select 1 from event_types where application_id = ${schoolId} and id = ${input.eventTypeId}
        and ${usable('event_type_id', input.eventTypeId)}) as type_ok,
      exists (select 1 from places where application_id = ${schoolId} and id = ${input.placeId}
        and ${usable('place_id', input.placeId)}) as place_ok,
      (select place_id from rooms where application_id = ${schoolId} and id = ${input.roomId ?? null}::uuid
        and ${usable('room_id', input.roomId)}) as room_place`),
  );
  const missing = [
    ...(found?.type_ok ? [] : ['eventTypeId']),
    ...(found?.place_ok ? [] : ['placeId']),
    ...(input.roomId && found?.room_place !== input.placeId ? ['roomId'] : []),
  ].map((field) => fieldError(call, field, 'missing'));
  const [first] = missing;
  if (first)
    throw new AppError(
      'validation_failed',
      first.message,
      missing.flatMap((error) => error.errors ?? []),
    );
}

function endOf(startsAt: string, durationMinutes: number): Date {
  return new Date(Date.parse(startsAt) + durationMinutes * 60_000);
}

async function lockEvent(tx: Transaction, call: CallContext, schoolId: string, id: string) {
  const [row] = await tx
    .select({
      id: events.id,
      seriesId: events.seriesId,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: events.status,
      title: events.title,
      eventTypeId: events.eventTypeId,
      placeId: events.placeId,
      roomId: events.roomId,
    })
    .from(events)
    .where(and(eq(events.applicationId, schoolId), eq(events.id, id)))
    .for('update');
  if (!row) throw localizedError('not_found', call.language, 'event.notFound');
  if (row.status === 'cancelled') throw refusal(call.language, 'event_cancelled');
  return row;
}

/** An event as a write finds it, locked until the transaction ends. */
type Occurrence = Awaited<ReturnType<typeof lockEvent>>;
/** What a write logs about the event it changed; null when it changed nothing. */
type Logged = Pick<AuditEntry, 'action' | 'data'> | null;

/**
 * The other occurrences of the chosen event's series that a scope reaches, locked: those still
 * scheduled and not begun, from the chosen one on for `following`. None for `one`, or for an
 * event that does not repeat.
 */
async function othersReached(
  tx: Transaction,
  schoolId: string,
  chosen: Occurrence,
  scope: SeriesScope,
): Promise<Occurrence[]> {
  if (scope === 'one' || chosen.seriesId === null) return [];
  const rows = rowsOf<{
    id: string;
    series_id: string | null;
    starts_at: Date | string;
    ends_at: Date | string;
    status: string;
    title: string;
    event_type_id: string;
    place_id: string;
    room_id: string | null;
  }>(
    await tx.execute(sql`select o.id, o.series_id, o.starts_at, o.ends_at, o.status, o.title, o.event_type_id,
        o.place_id, o.room_id
      from events o
      where o.application_id = ${schoolId} and o.series_id = ${chosen.seriesId} and o.id <> ${chosen.id}
        and ${REACHABLE} ${scope === 'following' ? sql`and o.starts_at >= ${chosen.startsAt.toISOString()}::timestamptz` : sql``}
      order by o.starts_at, o.id
      for update`),
  );
  return rows.map((row) => ({
    id: row.id,
    seriesId: row.series_id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    status: row.status,
    title: row.title,
    eventTypeId: row.event_type_id,
    placeId: row.place_id,
    roomId: row.room_id,
  }));
}

/**
 * A refusal about one occurrence of several says which: its start on the school's clocks leads
 * the detail and is the `occurrence` parameter.
 */
async function inOccurrence<T>(call: CallContext, startsAt: Date, named: boolean, work: () => Promise<T>) {
  if (!named) return work();
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || !error.refusal) throw error;
    const start = schoolTime(call, startsAt);
    throw new AppError(
      error.code,
      translate(call.language, 'event.inOccurrence', { start, detail: error.message }),
      error.errors,
      { reason: error.refusal.reason, params: { ...error.refusal.params, occurrence: start } },
    );
  }
}

/** The warnings a write went ahead despite (an instructor's, the conditions'), as the activity log keeps them. */
const loggedOverrides = (...warnings: (string | null)[]): Record<string, string> => {
  const overridden = [...new Set(warnings.filter((warning) => warning !== null))];
  return overridden.length > 0 ? { overridden: overridden.join(', ') } : {};
};

/** What the activity log adds when a write reached several occurrences: how many. */
const loggedOccurrences = (count: number): Record<string, string> => (count > 1 ? { occurrences: String(count) } : {});

interface WriteOptions {
  /** Which occurrences of a repeating event the write reaches; `one` unless said. */
  readonly scope?: SeriesScope;
  /**
   * Asked of every reached occurrence once all of them are changed (so that occurrences moved
   * together are judged where they all end up); answers what the log adds.
   */
  readonly check?: (
    tx: Transaction,
    schoolId: string,
    occurrence: Occurrence,
    chosen: Occurrence,
  ) => Promise<AuditEntry['data'] | null>;
}

/**
 * One write to an existing event, or to the occurrences of its series that the scope reaches:
 * the school's schedule lock, the event (404, or 409 when it is cancelled), the change of each
 * occurrence (which asks the conflict engine itself, knowing which rules it can break, or leaves
 * that to `check`), one line in the activity log (with the number of occurrences when more than
 * one changed), and the chosen event as it now is.
 */
function eventWrite(
  call: CallContext,
  id: string,
  /** Changes one reached occurrence (the chosen one first), knowing which was chosen. */
  change: (tx: Transaction, schoolId: string, occurrence: Occurrence, chosen: Occurrence) => Promise<Logged>,
  options: WriteOptions = {},
): Promise<Event> {
  return withSchool(call, async (tx, schoolId) => {
    await lockSchedule(tx, schoolId);
    const chosen = await lockEvent(tx, call, schoolId, id);
    const reached = [chosen, ...(await othersReached(tx, schoolId, chosen, options.scope ?? 'one'))];
    const named = reached.length > 1;
    let logged = null as Logged;
    const changed: Occurrence[] = [];
    for (const occurrence of reached) {
      const done = await inOccurrence(call, occurrence.startsAt, named, () => change(tx, schoolId, occurrence, chosen));
      if (done) {
        // The chosen occurrence's words, and what only others had (a warning overridden on a Sunday).
        logged = logged ? { ...logged, data: { ...done.data, ...logged.data } } : done;
        changed.push(occurrence);
      }
    }
    let added: AuditEntry['data'] = {};
    for (const occurrence of options.check ? changed : []) {
      const more = await inOccurrence(call, occurrence.startsAt, named, () =>
        options.check!(tx, schoolId, occurrence, chosen),
      );
      added = { ...more, ...added };
    }
    if (logged) {
      const target = (await eventTitle(tx, schoolId, id)) ?? chosen.title;
      const data = { ...logged.data, ...added, ...loggedOccurrences(changed.length) };
      await recordCallAudit(tx, call, { ...logged, data, schoolId, target });
      for (const occurrence of changed) await announceScheduleChange(tx, { schoolId, eventId: occurrence.id });
    }
    return readEvent(tx, call, schoolId, id);
  });
}

async function eventTitle(tx: Transaction, schoolId: string, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ title: events.title })
    .from(events)
    .where(and(eq(events.applicationId, schoolId), eq(events.id, id)));
  return row?.title;
}

/** Takes one person or thing off an event; false when it was not on it. */
async function unlink(
  tx: Transaction,
  schoolId: string,
  id: string,
  link: 'event_customers' | 'event_staff' | 'event_equipment' | 'event_transports',
  key: 'customer_id' | 'staff_id' | 'equipment_id' | 'transport_id',
  value: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`delete from ${sql.identifier(link)}
      where application_id = ${schoolId} and event_id = ${id} and ${sql.identifier(key)} = ${value}
      returning *`),
  );
  return row;
}

/** The name of one of the school's people or things, for the activity log and refusals. */
async function nameOf(
  tx: Transaction,
  table: 'customers' | 'staff' | 'equipment' | 'transports',
  schoolId: string,
  id: string,
  where = sql`true`,
): Promise<string | undefined> {
  const [row] = rowsOf<{ name: string }>(
    await tx.execute(
      sql`select name from ${sql.identifier(table)} where application_id = ${schoolId} and id = ${id} and ${where}`,
    ),
  );
  return row?.name;
}

/** An input as the row keeps it: the end instead of the length. */
function columnsOf(input: EventInput) {
  const { durationMinutes, startsAt, ...rest } = input;
  return { ...rest, startsAt: new Date(startsAt), endsAt: endOf(startsAt, durationMinutes) };
}

/**
 * The starts of a repeating event's occurrences: the first, then each chosen day of the week after
 * it, at the first one's time on the school's clocks (the instant moves when the clocks change),
 * until the day given or for the number of times given. Too many, or too far, is refused.
 */
async function occurrencesOf(
  tx: Transaction,
  call: CallContext,
  startsAt: string,
  repeat: EventRepeat,
): Promise<Date[]> {
  const timeZone = zoneOf(call);
  const local = sql`(${startsAt}::timestamptz at time zone ${timeZone})`;
  const last = sql`(${local}::date + ${SERIES_SPAN_MAX_DAYS}::int)`;
  const [bounds] = rowsOf<{ first_day: string; last_day: string }>(
    await tx.execute(sql`select ${local}::date::text as first_day, ${last}::text as last_day`),
  );
  if (repeat.until !== null && repeat.until < bounds!.first_day)
    throw fieldError(call, 'repeat.until', 'series_until_order');
  const rows = rowsOf<{ starts_at: Date | string }>(
    await tx.execute(sql`
      select ((d::date + ${local}::time) at time zone ${timeZone}) as starts_at
      from generate_series(${local}::date, ${repeat.until === null ? last : sql`least(${repeat.until}::date, ${last})`},
        interval '1 day') d
      where d::date = ${local}::date or extract(isodow from d)::int = any(${`{${repeat.weekdays.join(',')}}`}::int[])
      order by d
      limit ${SERIES_OCCURRENCES_MAX + 1}`),
  );
  const wanted = repeat.times ?? rows.length;
  const reachesTooFar = repeat.until === null ? rows.length < wanted : repeat.until > bounds!.last_day;
  if (reachesTooFar || wanted > SERIES_OCCURRENCES_MAX) {
    throw fieldError(call, repeat.times !== null ? 'repeat.times' : 'repeat.until', 'series_too_long', {
      maximum: SERIES_OCCURRENCES_MAX,
      days: SERIES_SPAN_MAX_DAYS,
    });
  }
  return rows.slice(0, wanted).map((row) => new Date(row.starts_at));
}

/** Creates an event, or every occurrence of a repeating one, each passing the conflict engine. */
export function createEvent(call: CallContext, input: EventCreate): Promise<Event> {
  const { repeat, override, ...facts } = input;
  return withSchool(call, async (tx, schoolId) => {
    await checkReferences(tx, call, schoolId, facts);
    await lockSchedule(tx, schoolId);
    const starts = repeat ? await occurrencesOf(tx, call, facts.startsAt, repeat) : [new Date(facts.startsAt)];
    const seriesId = repeat ? randomUUID() : null;
    const length = facts.durationMinutes * 60_000;
    const created = await tx
      .insert(events)
      .values(
        starts.map((start) => ({
          applicationId: schoolId,
          ...columnsOf(facts),
          startsAt: start,
          endsAt: new Date(start.getTime() + length),
          seriesId,
        })),
      )
      .returning({ id: events.id, startsAt: events.startsAt });
    created.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const overridden: (string | null)[] = [];
    for (const occurrence of created) {
      await inOccurrence(call, occurrence.startsAt, created.length > 1, async () => {
        await checkEvent(tx, call, schoolId, occurrence.id);
        overridden.push(await heedConditionsWarning(tx, call, schoolId, occurrence.id, override));
      });
    }
    await recordCallAudit(tx, call, {
      action: 'event_created',
      schoolId,
      target: facts.title,
      data: {
        start: schoolTime(call, new Date(facts.startsAt)),
        ...loggedOccurrences(created.length),
        ...loggedOverrides(...overridden),
      },
    });
    for (const occurrence of created) await announceScheduleChange(tx, { schoolId, eventId: occurrence.id });
    return readEvent(tx, call, schoolId, created[0]!.id);
  });
}

/**
 * Changes an event, and with a scope the later or all occurrences of its series: each takes the
 * facts given, and moves by as much as the chosen one moves on the school's clocks (keeping its
 * own day). All are changed first, then each is judged where they all end up; an instructor's
 * warning is asked about when the time changed, the conditions' when the time, place or type did.
 */
export function updateEvent(call: CallContext, id: string, input: EventUpdate): Promise<Event> {
  const { scope, override, ...facts } = input;
  const timeZone = zoneOf(call);
  /** Whether the chosen occurrence's start or length changes: only then are instructors' warnings asked. */
  const retimed = (chosen: Occurrence) =>
    Date.parse(facts.startsAt) !== chosen.startsAt.getTime() ||
    facts.durationMinutes * 60_000 !== chosen.endsAt.getTime() - chosen.startsAt.getTime();
  return eventWrite(
    call,
    id,
    async (tx, schoolId, occurrence, chosen) => {
      // The chosen occurrence comes first: its type, place and room are those that may be kept.
      if (occurrence === chosen) await checkReferences(tx, call, schoolId, facts, chosen);
      const { startsAt: _start, endsAt: _end, ...columns } = columnsOf(facts);
      const start =
        occurrence === chosen
          ? sql`${facts.startsAt}::timestamptz`
          : sql`(((${occurrence.startsAt.toISOString()}::timestamptz at time zone ${timeZone})
              + ((${facts.startsAt}::timestamptz at time zone ${timeZone})
                - (${chosen.startsAt.toISOString()}::timestamptz at time zone ${timeZone}))) at time zone ${timeZone})`;
      await tx
        .update(events)
        .set({
          ...columns,
          startsAt: start,
          endsAt: sql`${start} + ${facts.durationMinutes}::int * interval '1 minute'`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(events.applicationId, schoolId), eq(events.id, occurrence.id)));
      return { action: 'event_changed' };
    },
    {
      scope,
      check: async (tx, schoolId, occurrence, chosen) => {
        await checkEvent(tx, call, schoolId, occurrence.id, { ratio: occurrence.eventTypeId !== facts.eventTypeId });
        const staff = retimed(chosen) ? await heedStaffWarning(tx, call, schoolId, occurrence.id, override) : null;
        // The conditions change with the time, the place and the type (its level).
        const replanned =
          retimed(chosen) || occurrence.placeId !== facts.placeId || occurrence.eventTypeId !== facts.eventTypeId;
        const conditions = replanned ? await heedConditionsWarning(tx, call, schoolId, occurrence.id, override) : null;
        const logged = loggedOverrides(staff, conditions);
        return Object.keys(logged).length > 0 ? logged : null;
      },
    },
  );
}

/** A drag or a resize on the calendar: a new start and length, through the same rules. */
export function moveEvent(call: CallContext, id: string, time: EventTime): Promise<Event> {
  return eventWrite(call, id, async (tx, schoolId) => {
    await tx
      .update(events)
      .set({
        startsAt: new Date(time.startsAt),
        endsAt: endOf(time.startsAt, time.durationMinutes),
        updatedAt: sql`now()`,
      })
      .where(and(eq(events.applicationId, schoolId), eq(events.id, id)));
    await checkEvent(tx, call, schoolId, id);
    const staff = await heedStaffWarning(tx, call, schoolId, id, time.override);
    const conditions = await heedConditionsWarning(tx, call, schoolId, id, time.override);
    return {
      action: 'event_changed',
      data: {
        start: schoolTime(call, new Date(time.startsAt)),
        minutes: String(time.durationMinutes),
        ...loggedOverrides(staff, conditions),
      },
    };
  });
}

/** Cancelling frees its people, places and seats; the event stays, with its reason, for the record. */
export function cancelEvent(call: CallContext, id: string, reason: string, scope: SeriesScope = 'one') {
  return eventWrite(
    call,
    id,
    async (tx, schoolId, occurrence) => {
      await tx
        .update(events)
        .set({ status: 'cancelled', cancelReason: reason, updatedAt: sql`now()` })
        .where(and(eq(events.applicationId, schoolId), eq(events.id, occurrence.id)));
      return { action: 'event_cancelled', data: { reason } };
    },
    { scope },
  );
}

/**
 * Deletes a lesson or event made by mistake: one that has not begun and has no attendance
 * recorded. Anything else is history (attendance becomes credits and charges, completed events
 * pay their staff) and is refused with `event_in_history`: it is cancelled instead.
 */
export function deleteEvent(call: CallContext, id: string): Promise<void> {
  return withSchool(call, async (tx, schoolId) => {
    await lockSchedule(tx, schoolId);
    const [row] = rowsOf<{ title: string; in_history: boolean }>(
      await tx.execute(sql`select e.title, (${NOW} >= e.starts_at or exists (select 1 from event_customers c
          where c.application_id = e.application_id and c.event_id = e.id and c.attendance in ('attended', 'no_show')))
          as in_history
        from events e where e.application_id = ${schoolId} and e.id = ${id} for update of e`),
    );
    if (!row) throw localizedError('not_found', call.language, 'event.notFound');
    if (row.in_history) throw refusal(call.language, 'event_in_history', { name: row.title });
    await tx.delete(events).where(and(eq(events.applicationId, schoolId), eq(events.id, id)));
    await recordCallAudit(tx, call, { action: 'event_deleted', schoolId, target: row.title });
    await announceScheduleChange(tx, { schoolId, eventId: id });
  });
}

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
