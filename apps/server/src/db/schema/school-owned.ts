import { primaryKey, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
