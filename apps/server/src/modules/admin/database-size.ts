import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf, type Database, type Executor } from '#src/db/database.ts';
import { asPlatform } from '#src/db/tenancy.ts';

/*
 * A school's database size is the bytes of its rows (pg_column_size) summed over every
 * school-owned table plus its own row. PostgreSQL's statistics (pg_class, pg_total_relation_size)
 * cannot split a table shared by all schools among them, so the rows are what is measured.
 * Measuring means reading each of those rows, so it is never done by the admin list: the
 * figure is stored on the school (`applications.database_size`, with when it was measured),
 * which the list reads and sorts by like any column. It is refreshed for every school in the
 * background at most every few minutes, and for one school (by its indexed school id, so only
 * that school's rows) whenever a Master opens its detail. A new school reads 0 until measured.
 */

/** Every school's figure is refreshed this often; a fresher one is left alone. */
export const SIZE_REFRESH_MS = 5 * 60_000;

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
 * Measures and stores the size of the schools whose figure is older than `olderThanMs` (0: all),
 * or of one school. Returns how many schools were measured.
 */
async function measure(tx: Executor, which: { schoolId: string } | { olderThanMs: number }): Promise<number> {
  const one = 'schoolId' in which;
  const schools = one
    ? sql`select ${which.schoolId}::uuid as id`
    : sql`select id from applications
          where database_size_at is null or database_size_at < now() - make_interval(secs => ${which.olderThanMs / 1000})`;
  const parts = (await tablesWithSchool(tx)).map(
    (table) =>
      sql`select t.application_id, pg_column_size(t.*)::bigint as bytes from ${sql.raw(quote(table))} t
          where t.application_id in (select id from stale)`,
  );
  parts.push(sql`select t.id, pg_column_size(t.*)::bigint from applications t where t.id in (select id from stale)`);
  const updated = await tx.execute(sql`
    with stale as (${schools}),
      sizes as (select application_id, sum(bytes)::bigint as bytes from (${sql.join(parts, sql` union all `)}) s group by 1)
    update applications a set database_size = coalesce(s.bytes, 0), database_size_at = now()
    from stale left join sizes s on s.application_id = stale.id
    where a.id = stale.id
    returning a.id`);
  return rowsOf(updated).length;
}

/** How long after start the first background pass runs. */
const FIRST_PASS_DELAY_MS = 10_000;

/** Measures one school now: the Master's detail view shows a fresh figure. */
export function measureSchoolSize(tx: Executor, schoolId: string): Promise<number> {
  return measure(tx, { schoolId });
}

/** Measures every school whose figure is older than `olderThanMs` (the background pass). */
export function measureStaleSchoolSizes(db: Database, olderThanMs = SIZE_REFRESH_MS): Promise<number> {
  return asPlatform(db, (tx) => measure(tx, { olderThanMs }));
}

/** The background pass, every few minutes; it stops with the app. */
export function registerSizeUpkeep(app: FastifyInstance): void {
  const pass = () => {
    measureStaleSchoolSizes(app.database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'measuring school sizes failed'),
    );
  };
  // The first pass comes soon after start, so schools never measured (a new installation's
  // demo school) do not show 0 for minutes; it waits until start-up's own work is done.
  const first = setTimeout(pass, FIRST_PASS_DELAY_MS).unref();
  const timer = setInterval(pass, SIZE_REFRESH_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
