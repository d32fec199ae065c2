import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { MeasureKind, ReportKeyKind } from '@lineup/contract/reports';

/** What every report's queries share: the school, its clocks and the period asked for. */
export interface Scope {
  readonly schoolId: string;
  readonly timeZone: string;
  readonly year: number | undefined;
  readonly month: number | undefined;
}

/** A period of one year, or of one month of a year: its first day and the day after its last, as dates. */
function bounds(scope: Pick<Scope, 'year' | 'month'>): { from: SQL; to: SQL } | undefined {
  if (scope.year === undefined) return undefined;
  const from = sql`make_date(${scope.year}::int, ${scope.month ?? 1}::int, 1)`;
  const length = scope.month === undefined ? sql`interval '1 year'` : sql`interval '1 month'`;
  return { from, to: sql`(${from} + ${length})::date` };
}

/** The period's condition on a date: the year and the month when given (a range an index can read). */
export function inPeriod(day: SQL, scope: Pick<Scope, 'year' | 'month'>): SQL {
  const range = bounds(scope);
  if (range) return sql`${day} >= ${range.from} and ${day} < ${range.to}`;
  return scope.month === undefined ? sql`true` : sql`extract(month from ${day})::int = ${scope.month}`;
}

/** The day of an event `e` on the school's clocks. */
export const eventDay = (scope: Scope) => sql`(e.starts_at at time zone ${scope.timeZone})::date`;

/** The period's bounds as instants: midnight of its first day and of the day after its last, on the school's clocks. */
function startsRange(scope: Scope): { from: SQL; to: SQL } | undefined {
  const range = bounds(scope);
  if (!range) return undefined;
  return {
    from: sql`(${range.from}::timestamp at time zone ${scope.timeZone})`,
    to: sql`(${range.to}::timestamp at time zone ${scope.timeZone})`,
  };
}

/**
 * The events `e` that may be in the period: those starting within a day of its bounds, a range
 * the index of starts reads and the planner estimates right; without a year, those whose day is
 * in the period (there is no range to read).
 */
function eventNearPeriod(scope: Scope): SQL {
  const range = startsRange(scope);
  if (!range) return inPeriod(eventDay(scope), scope);
  return sql`e.starts_at >= ${range.from} - interval '1 day' and e.starts_at < ${range.to} + interval '1 day'`;
}

/**
 * Whether an event `e` near the period (`eventNearPeriod`) has its day on the school's clocks in
 * the period: surely when it starts more than a day within the period's bounds (a day covers any
 * change of the clocks, so nothing to work out), else by its day.
 */
function eventDayInPeriod(scope: Scope): SQL {
  const range = startsRange(scope);
  if (!range) return sql`true`;
  const day = inPeriod(eventDay(scope), scope);
  return sql`((e.starts_at >= ${range.from} + interval '1 day' and e.starts_at < ${range.to} - interval '1 day') or (${day}))`;
}

/** The period's condition on an event `e`: its day on the school's clocks (a range the index of starts reads). */
export function eventInPeriod(scope: Scope): SQL {
  return startsRange(scope) ? sql`${eventNearPeriod(scope)} and ${eventDayInPeriod(scope)}` : eventNearPeriod(scope);
}

/** A report: the kind of its key, its measures, and its two queries (its rows, and the records behind one). */
export interface Definition {
  readonly keyKind: ReportKeyKind;
  readonly measures: readonly (readonly [string, MeasureKind])[];
  readonly rows: (scope: Scope) => SQL;
  readonly trace: (scope: Scope, key: string) => SQL;
}
