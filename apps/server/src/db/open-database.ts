import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { initialiseDataDir, PGLITE_START_PARAMS } from './pglite-setup.ts';

export const APP_ROLE = 'lineup_app';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export type DatabaseOptions =
  | { readonly driver: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob }
  | { readonly driver: 'postgres'; readonly url: string; readonly poolSize?: number };

/** Opens the configured database, applies pending migrations, then drops to the app role. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.driver === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.dataDir) await initialiseDataDir(options.dataDir);
  const client = await PGlite.create({
    startParams: [...PGLITE_START_PARAMS],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // PGlite's own user is a superuser, which row-level security never binds.
    await client.exec(`SET ROLE ${APP_ROLE}`);
    return { driver: 'pglite', db: db as unknown as Database, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  const owner = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 10_000 });
  try {
    await owner.connect();
  } catch (error) {
    const { host, port, pathname } = new URL(options.url);
    throw new DatabaseUnreachableError(
      `DATABASE_URL: cannot connect to the PostgreSQL server at ${host}${port ? '' : ':5432'} (database ${pathname.slice(1) || 'default'}): ${(error as Error).message}`,
    );
  }
  try {
    await migratePostgres(drizzlePostgres({ client: owner }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await owner.end();
  }
  // The role is set in the connection's start-up options, before any query runs on it.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: `-c role=${APP_ROLE}`,
  });
  // A connection the server ends (a restart, a failover, an administrator) must not take the
  // process down: the pool drops it and opens another on the next query.
  const connectionLost = (error: Error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = drizzlePostgres({ client: pool, schema });
  return { driver: 'postgres', db: db as unknown as Database, close: () => pool.end() };
}
