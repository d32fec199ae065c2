import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from './database.ts';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** The advisory lock the instances starting on one PostgreSQL database take turns on to migrate it. */
export const MIGRATION_LOCK = 'lineup:migrations';

interface JournalEntry {
  readonly tag: string;
  readonly when: number;
}

const journal: readonly JournalEntry[] = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
).entries;

export interface MigrationLevel {
  readonly applied: number;
  readonly latest: string | null;
}

/** How many migrations the database has and the tag of the newest one. */
export async function readMigrationLevel(executor: Executor): Promise<MigrationLevel> {
  const [row] = rowsOf<{ applied: number | string; last: number | string | null }>(
    await executor.execute(
      sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  const last = row?.last == null ? null : Number(row.last);
  return {
    applied: Number(row?.applied ?? 0),
    latest: journal.find((entry) => entry.when === last)?.tag ?? null,
  };
}

export const KNOWN_MIGRATIONS = journal.length;

/** The database was migrated by a newer Lineup than this one: starting would run old code on a new schema. */
export class DatabaseTooNewError extends Error {
  override name = 'DatabaseTooNewError';
}

/** The newest migration this code knows, as drizzle stamps it (the journal's `when`). */
const NEWEST_KNOWN = Math.max(0, ...journal.map((entry) => entry.when));

/**
 * Refuses a database that holds migrations newer than this code knows, before anything reads it:
 * drizzle alone would find nothing to apply and start. A database never migrated passes.
 */
export async function refuseNewerDatabase(
  query: (text: string) => Promise<{ rows: { applied: number | string; newest: number | string | null }[] }>,
): Promise<void> {
  const exists = await query(`select count(*) as applied, null as newest from pg_catalog.pg_tables
    where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`);
  if (Number(exists.rows[0]?.applied ?? 0) === 0) return;
  const { rows } = await query(
    `select count(*) as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(rows[0]?.newest ?? 0);
  if (newest > NEWEST_KNOWN) {
    throw new DatabaseTooNewError(
      `The database holds ${Number(rows[0]?.applied)} migrations, the newest made after this version of Lineup,\n` +
        `which knows ${KNOWN_MIGRATIONS}: it was upgraded by a newer Lineup. Start that version (or a later one);\n` +
        `going back needs the backup taken before the upgrade (docs/deploy.md).`,
    );
  }
}
