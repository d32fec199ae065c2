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

/** The period's condition on a date: the year and the month when given. */
export function inPeriod(day: SQL, scope: Pick<Scope, 'year' | 'month'>): SQL {
  return sql`${scope.year === undefined ? sql`true` : sql`extract(year from ${day})::int = ${scope.year}`}
    and ${scope.month === undefined ? sql`true` : sql`extract(month from ${day})::int = ${scope.month}`}`;
}

/** The day of an event `e` on the school's clocks. */
export const eventDay = (scope: Scope) => sql`(e.starts_at at time zone ${scope.timeZone})::date`;

/** A report: the kind of its key, its measures, and its two queries (its rows, and the records behind one). */
export interface Definition {
  readonly keyKind: ReportKeyKind;
  readonly measures: readonly (readonly [string, MeasureKind])[];
  readonly rows: (scope: Scope) => SQL;
  readonly trace: (scope: Scope, key: string) => SQL;
}
