import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '#src/db/database.ts';
import { openDatabase } from '#src/db/open-database.ts';
import { APP_ROLE, withUser } from '#src/db/connection.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped once per run by global-setup. */
    pgliteSnapshot: string;
    /** The run's migrated PostgreSQL database, made by global-setup, that each test database copies. */
    postgresTemplate: string;
  }
}

/** The prefix of every run's template database; the process id that made it follows. */
export const TEMPLATE_PREFIX = 'lineup_template_';

/**
 * Migrated once per run by global-setup; each PostgreSQL test database is a copy. Named after
 * the process of the run, so that runs side by side on one server do not drop each other's.
 */
export function templateDatabase(pid = process.pid): string {
  return `${TEMPLATE_PREFIX}${pid}`;
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Opens a test database on the PostgreSQL server of TEST_DATABASE_URL the way `npm start`
 * does: migrations as that URL's user, the pool logged in as lineup_app (trust
 * authentication, as on the CI server).
 */
export function openTestPostgres(base: string, name: string, poolSize?: number): Promise<DatabaseHandle> {
  const migrationUrl = databaseUrl(base, name);
  return openDatabase({
    driver: 'postgres',
    url: withUser(migrationUrl, APP_ROLE),
    migrationUrl,
    ...(poolSize ? { poolSize } : {}),
  });
}

export async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export interface TestDatabase extends DatabaseHandle {
  /**
   * Announces a payload on a channel from outside the app's connections: on PostgreSQL it
   * reaches the app only through its listening connection, after every change committed before.
   */
  announce(channel: string, payload: string): Promise<void>;
}

/**
 * A fresh database for one test file: PGlite in memory by default, or a database of its
 * own on the PostgreSQL server in TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const loadDataDir = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ driver: 'pglite', loadDataDir });
    return {
      ...database,
      announce: async (channel, payload) => {
        await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
    };
  }
  const name = `lineup_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`));
  const database = await openTestPostgres(base, name, 4);
  return {
    ...database,
    announce: async (channel, payload) => {
      await withAdmin(databaseUrl(base, name), (client) =>
        client.query('select pg_notify($1, $2)', [channel, payload]),
      );
    },
    close: async () => {
      await database.close();
      await withAdmin(base, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
