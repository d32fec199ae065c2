import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '#src/db/database.ts';

let schoolTables: Promise<string[]> | undefined;

/** Every table whose rows belong to a school, read once from the catalogue. */
function tablesWithSchool(tx: Executor): Promise<string[]> {
  schoolTables ??= tx
    .execute(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'application_id' order by table_name`,
    )
    .then((result) => rowsOf<{ table_name: string }>(result).map((row) => row.table_name));
  return schoolTables;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A query of (application_id, bytes): the size of each school's rows, summed over every
 * school-owned table plus the school's own row.
 */
export async function schoolSizesQuery(tx: Executor): Promise<SQL> {
  const parts = (await tablesWithSchool(tx)).map(
    (table) => `select application_id, pg_column_size(t.*)::bigint as bytes from ${quote(table)} t`,
  );
  parts.push('select id as application_id, pg_column_size(t.*)::bigint as bytes from applications t');
  return sql.raw(
    `select application_id, sum(bytes)::bigint as bytes from (${parts.join(' union all ')}) s group by application_id`,
  );
}
