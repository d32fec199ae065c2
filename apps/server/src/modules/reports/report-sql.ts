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

/**
 * The period's condition on an event `e`: its day on the school's clocks. For the index of starts
 * and the planner's estimate, also as a range of starts: within a day of the period's bounds there,
 * and surely inside when more than a day within them (a day covers any change of the clocks).
 */
export function eventInPeriod(scope: Scope): SQL {
  const range = bounds(scope);
  const day = inPeriod(eventDay(scope), scope);
  if (!range) return day;
  const from = sql`(${range.from}::timestamp at time zone ${scope.timeZone})`;
  const to = sql`(${range.to}::timestamp at time zone ${scope.timeZone})`;
  return sql`e.starts_at >= ${from} - interval '1 day' and e.starts_at < ${to} + interval '1 day'
    and ((e.starts_at >= ${from} + interval '1 day' and e.starts_at < ${to} - interval '1 day') or (${day}))`;
}

/** A report: the kind of its key, its measures, and its two queries (its rows, and the records behind one). */
export interface Definition {
  readonly keyKind: ReportKeyKind;
  readonly measures: readonly (readonly [string, MeasureKind])[];
  readonly rows: (scope: Scope) => SQL;
  readonly trace: (scope: Scope, key: string) => SQL;
}
