import { drizzle as drizzlePostgres, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle, Transaction } from './database.ts';
import { MIGRATION_LOCK, MIGRATIONS_FOLDER, refuseNewerDatabase } from './migrations.ts';
import { listenPostgres, PoolAnnouncements } from './listen.ts';
import { APP_ROLE, DatabaseRoleError, DatabaseUnreachableError, partsOf } from './connection.ts';
import { attachTransactionOpener } from './tenancy.ts';
import { readBigintsAsNumbers } from './whole-numbers.ts';

/** How long a query waits at most for a connection of the pool, a new one included. */
const POOL_WAIT_MS = 5_000;

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

/** A PostgreSQL server: migrated as its owner, then a pool of connections as the app role. */
export async function openPostgres(options: {
  url: string;
  migrationUrl: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const owner = new pg.Client({ connectionString: options.migrationUrl, connectionTimeoutMillis: 10_000 });
  await connect(owner, 'MIGRATION_DATABASE_URL', options.migrationUrl);
  try {
    // Instances started together migrate once: each waits here for the one before it, which then
    // finds nothing left to apply. The lock goes with the owner's connection.
    await owner.query('select pg_advisory_lock(hashtextextended($1, 0))', [MIGRATION_LOCK]);
    await refuseNewerDatabase((text) => owner.query(text));
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
  readBigintsAsNumbers();
  // The role is set in the connection's start-up options, before any query runs on it.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A connection not had within this time (the server out of reach, or every connection busy
    // that long) fails the request, answered 503 (http/database-outage.ts), well before the web
    // app's own 10 s timeout, instead of waiting on a connect the network may never answer.
    connectionTimeoutMillis: POOL_WAIT_MS,
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
