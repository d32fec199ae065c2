import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from './database.ts';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

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
