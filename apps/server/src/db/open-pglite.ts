import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle, Executor, Transaction } from './database.ts';
import { MIGRATIONS_FOLDER, readMigrationLevel, refuseNewerDatabase } from './migrations.ts';
import { listenPglite } from './listen.ts';
import { APP_ROLE, partsOf } from './connection.ts';
import { initialiseDataDir, PGLITE_START_PARAMS } from './pglite-setup.ts';
import { upkeepAfterMigrations, vacuumAnalyze } from './pglite-upkeep.ts';
import { attachTransactionOpener } from './tenancy.ts';

/** The embedded database (PGlite) in this process, in `dataDir` or in memory. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.dataDir) await initialiseDataDir(options.dataDir);
  const client = await PGlite.create({
    startParams: [...PGLITE_START_PARAMS],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  try {
    const db = drizzlePglite({ client });
    await refuseNewerDatabase((text) => client.query(text));
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
