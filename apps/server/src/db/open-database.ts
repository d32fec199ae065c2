import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle, Executor, Transaction } from './database.ts';
import { MIGRATIONS_FOLDER, readMigrationLevel } from './migrations.ts';
import { listenPglite, listenPostgres, PoolAnnouncements } from './listen.ts';
import { initialiseDataDir, PGLITE_START_PARAMS } from './pglite-setup.ts';
import { upkeepAfterMigrations, vacuumAnalyze } from './pglite-upkeep.ts';
import { attachTransactionOpener } from './tenancy.ts';

export const APP_ROLE = 'lineup_app';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** The app's connection could leave its rights: a superuser, or a role able to become one. */
export class DatabaseRoleError extends Error {
  override name = 'DatabaseRoleError';
}

export type DatabaseOptions =
  | { readonly driver: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob }
  | {
      readonly driver: 'postgres';
      /** The app's pool: a login role without superuser, BYPASSRLS or CREATEROLE (lineup_app). */
      readonly url: string;
      /** Migrations: the owner of the database, allowed to create roles the first time. */
      readonly migrationUrl: string;
      readonly poolSize?: number;
    };

/** The same server and database as `url`, logging in as `user` without a password. */
export function withUser(url: string, user: string): string {
  const copy = new URL(url);
  copy.username = user;
  copy.password = '';
  return copy.toString();
}

/**
 * What drizzle keeps of a database to start a transaction on one connection: the SQL dialect
 * and the session's options (its own transactions read the same).
 */
interface DrizzleParts {
  readonly dialect: ConstructorParameters<typeof NodePgSession>[1];
  readonly session: { readonly options: object };
}

const partsOf = (db: unknown) => db as DrizzleParts;

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
    const db = drizzlePglite({ client });
    const appliedBefore = await appliedMigrations(db);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // Nothing vacuums or analyzes PGlite's tables but the app (db/pglite-upkeep.ts): its role may.
    // The app role inherits nothing by default (migration 0007); this it holds.
    await client.exec(`GRANT pg_maintain TO ${APP_ROLE} WITH INHERIT TRUE`);
    if (upkeepAfterMigrations(appliedBefore, await appliedMigrations(db))) await vacuumAnalyze(client);
    // PGlite runs in this process as its one superuser and cannot log in as another role,
    // so RESET ROLE would return to it: it has no network listener and only Lineup's own
    // parameterised queries reach it (decision 005).
    await client.exec(`SET ROLE ${APP_ROLE}`);
    const { dialect, session } = partsOf(db);
    // PGlite's transaction holds its one connection; the opening statement goes as a plain
    // (simple protocol) statement, one call into the database instead of a parse, bind and execute.
    attachTransactionOpener(db as unknown as Database, (opening, work) =>
      client.transaction(async (connection) => {
        await connection.exec(opening);
        const tx = new PgliteTransaction(
          dialect,
          new PgliteSession(connection, dialect, undefined, session.options),
          undefined,
        );
        return work(tx as unknown as Transaction);
      }),
    );
    return {
      driver: 'pglite',
      db: db as unknown as Database,
      listen: (channel, listener) => listenPglite(client, channel, listener),
      upkeep: () => vacuumAnalyze(client),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** How many migrations the database has: none when it has never been migrated. */
async function appliedMigrations(executor: Executor): Promise<number> {
  return readMigrationLevel(executor).then(
    (level) => level.applied,
    () => 0,
  );
}

async function connect(client: pg.Client, name: string, url: string): Promise<void> {
  try {
    await client.connect();
  } catch (error) {
    const { host, port, pathname, username } = new URL(url);
    throw new DatabaseUnreachableError(
      `${name}: cannot connect to the PostgreSQL server at ${host}${port ? '' : ':5432'} (database ${pathname.slice(1) || 'default'}, user ${decodeURIComponent(username) || 'default'}): ${(error as Error).message}`,
    );
  }
}

/** Roles the app's login could become that would lift row-level security or its own rights. */
async function escalations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ rolname: string }>(
    `select r.rolname from pg_roles r
     where pg_has_role(session_user, r.oid, 'MEMBER')
       and (r.rolsuper or r.rolcreaterole or (r.rolbypassrls and r.rolname <> 'lineup_platform'))
     order by r.rolname`,
  );
  return rows.map((row) => row.rolname);
}

async function openPostgres(options: {
  url: string;
  migrationUrl: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const owner = new pg.Client({ connectionString: options.migrationUrl, connectionTimeoutMillis: 10_000 });
  await connect(owner, 'MIGRATION_DATABASE_URL', options.migrationUrl);
  try {
    await migratePostgres(drizzlePostgres({ client: owner }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await owner.end();
  }
  const probe = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 10_000 });
  await connect(probe, 'DATABASE_URL', options.url);
  try {
    const risky = await escalations(probe);
    if (risky.length > 0) {
      const user = decodeURIComponent(new URL(options.url).username) || 'the default user';
      throw new DatabaseRoleError(
        `DATABASE_URL logs in as ${user}, which can become ${risky.join(', ')} (superuser, CREATEROLE or BYPASSRLS).\n` +
          `Lineup's connection must not be able to leave row-level security. Log in as ${APP_ROLE}\n` +
          `(DATABASE_URL=postgres://${APP_ROLE}:…@host/database) and give the owner's URL to MIGRATION_DATABASE_URL.`,
      );
    }
  } finally {
    await probe.end();
  }
  // A connection the server ends (a restart, a failover, an administrator) must not take the
  // process down: the pool drops it and opens another on the next query.
  const connectionLost = (error: Error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  // Every connection of the pool listens to the announcement channels too, before the pool hands
  // it out: PostgreSQL hands a connection its own transaction's announcements before it reports
  // the commit, so a change this process makes is heard before the code that made it goes on.
  const heard = new PoolAnnouncements();
  // The role is set in the connection's start-up options, before any query runs on it.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // Lineup's statements each read a school's rows by index in milliseconds: compiling one with
    // JIT (when the planner's estimate of the per-row subqueries runs high) costs tens of them.
    options: `-c role=${APP_ROLE} -c jit=off`,
    onConnect: async (client) => {
      client.on('error', connectionLost);
      await heard.attach(client);
    },
  });
  pool.on('error', connectionLost);
  const db = drizzlePostgres({ client: pool });
  const { dialect, session } = partsOf(db);
  // `begin` and the opening statement in one message (PostgreSQL runs the two in order): one
  // round trip, then the work, then `commit`.
  attachTransactionOpener(
    db as unknown as Database,
    async <T>(opening: string, work: (tx: Transaction) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query(`begin; ${opening}`);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      const tx = new NodePgTransaction(
        dialect,
        new NodePgSession(client, dialect, undefined, session.options),
        undefined,
      );
      let result: T;
      try {
        result = await work(tx as unknown as Transaction);
      } catch (error) {
        // A connection that cannot roll back is closed rather than given back to the pool.
        await client.query('rollback').then(
          () => client.release(),
          (lost: Error) => client.release(lost),
        );
        throw error;
      }
      try {
        await client.query('commit');
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      client.release();
      return result;
    },
  );
  return {
    driver: 'postgres',
    db: db as unknown as Database,
    listen: async (channel, listener) => {
      const stopHearing = heard.add(channel, listener);
      const unlisten = await listenPostgres({ url: options.url, role: APP_ROLE }, channel, listener);
      return async () => {
        stopHearing();
        await unlisten();
      };
    },
    close: () => pool.end(),
  };
}
