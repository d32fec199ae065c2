import { and, eq, sql } from 'drizzle-orm';
import type { Event, SeriesScope } from '@lineup/contract/events';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { events } from '#src/db/schema/index.ts';
import { AppError } from '#src/http/app-error.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { recordCallAudit, type AuditEntry } from '#src/lib/audit.ts';
import { lockSchedule, schoolTime } from './conflict-engine.ts';
import { REACHABLE, readEvent } from './event-queries.service.ts';
import { announceScheduleChange } from './schedule-feed.ts';

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
export type Occurrence = Awaited<ReturnType<typeof lockEvent>>;
/** What a write logs about the event it changed; null when it changed nothing. */
export type Logged = Pick<AuditEntry, 'action' | 'data'> | null;

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
export async function inOccurrence<T>(call: CallContext, startsAt: Date, named: boolean, work: () => Promise<T>) {
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
export const loggedOverrides = (...warnings: (string | null)[]): Record<string, string> => {
  const overridden = [...new Set(warnings.filter((warning) => warning !== null))];
  return overridden.length > 0 ? { overridden: overridden.join(', ') } : {};
};

/** What the activity log adds when a write reached several occurrences: how many. */
export const loggedOccurrences = (count: number): Record<string, string> =>
  count > 1 ? { occurrences: String(count) } : {};

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
export function eventWrite(
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

export async function eventTitle(tx: Transaction, schoolId: string, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ title: events.title })
    .from(events)
    .where(and(eq(events.applicationId, schoolId), eq(events.id, id)));
  return row?.title;
}

/** Takes one person or thing off an event; false when it was not on it. */
export async function unlink(
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
export async function nameOf(
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
