import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  SERIES_OCCURRENCES_MAX,
  SERIES_SPAN_MAX_DAYS,
  type Event,
  type EventCreate,
  type EventInput,
  type EventRepeat,
  type EventUpdate,
  type SeriesScope,
  type EventTime,
} from '@lineup/contract/events';
import { NOW } from '#src/db/clock-sql.ts';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { events } from '#src/db/schema/index.ts';
import { AppError } from '#src/http/app-error.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { heedConditionsWarning } from '#src/modules/conditions/conditions-warning.ts';
import { checkEvent, heedStaffWarning, lockSchedule, schoolTime } from './conflict-engine.ts';
import { readEvent, zoneOf } from './event-queries.service.ts';
import { eventWrite, inOccurrence, loggedOccurrences, loggedOverrides, type Occurrence } from './event-writes.ts';
import { announceScheduleChange } from './schedule-feed.ts';

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
