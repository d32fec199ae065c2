import { primaryKey, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clock } from '@lineup/contract/clock';
import { applications } from './applications.ts';

/**
 * The school of a school-owned row: `application_id`, required, gone with its school. The
 * table's migration also calls `lineup_make_school_owned('<table>')` for its row-level security.
 */
export function schoolIdColumn() {
  return uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });
}

/**
 * The primary key of a school-owned table, (application_id, id): the index every query
 * filtered by school starts with, and the target of other tables' references, which name
 * the school too so that no row can point into another school. References use the default
 * ON DELETE NO ACTION: deleting a row still in use fails (SQLSTATE 23503, mapped to the
 * `in_use` refusal), while deleting a whole school still cascades through every table.
 */
export function schoolKey(table: { applicationId: AnyPgColumn; id: AnyPgColumn }) {
  return primaryKey({ columns: [table.applicationId, table.id] });
}

/**
 * When a row of the school's ledger was written (`created_at`), on the school's clock: the ledger
 * is read in the order it was written, and a row stamped by the machine's time beside rows of the
 * clock's would be read out of turn whenever the clock is set. SQL that inserts alone names it.
 */
export function writtenAt() {
  return timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now());
}
