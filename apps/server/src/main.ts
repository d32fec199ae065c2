import { flushCompileCache } from 'node:module';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import type { DatabaseHandle } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { DatabaseRoleError, DatabaseUnreachableError, withUser } from './db/connection.ts';
import { DatabaseTooNewError } from './db/migrations.ts';
import { seedDemoSchool } from './seed/demo-school.ts';

async function openConfiguredDatabase(config: Config): Promise<{ database: DatabaseHandle; unlock: () => void }> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      driver: 'postgres',
      url: config.DATABASE_URL,
      // Unset, migrations log in as the server's `postgres` superuser, as on a local server.
      migrationUrl: config.MIGRATION_DATABASE_URL ?? withUser(config.DATABASE_URL, 'postgres'),
      poolSize: config.DATABASE_POOL_SIZE,
    });
    return { database, unlock: () => undefined };
  }
  const unlock = lockDataDir(config.DATA_DIR);
  try {
    return { database: await openDatabase({ driver: 'pglite', dataDir: config.DATA_DIR }), unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Once the server is ready and before it answers anyone: the modules it compiled go to Node's compile
 * cache when `npm start` set one (written now, not only at a clean exit), and the garbage of the start
 * (migrations, the demo school's first seeding, tens of MiB) is collected when `npm start` exposed
 * the collector. Left to V8, that garbage stays: its old generation's limit grew with it and the
 * requests that follow fill only the young one (bench/README.md, _The server's own start_).
 */
function settleAfterStart(): void {
  flushCompileCache();
  globalThis.gc?.();
}

/** Starts Lineup: configuration, database and migrations, demo school, HTTP server, clean shutdown. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const { database, unlock } = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  try {
    if (config.SEED_DEMO) await seedDemoSchool(database.db, config, app.log);
    settleAfterStart();
    await app.listen({ host: config.HOST, port: config.PORT });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    app.log.info({ port, driver: database.driver }, `Lineup is running on http://localhost:${port}`);
  } catch (error) {
    await app.close();
    await database.close();
    unlock();
    throw error;
  }
}

/** Starts from a shell: a failed start prints a plain message and exits with 1. */
export function runFromCommandLine(): void {
  start().catch((error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof DatabaseUnreachableError ||
      error instanceof DatabaseRoleError ||
      error instanceof DatabaseTooNewError
    ) {
      console.error(`\nLineup cannot start.\n${error.message}\n`);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`\nLineup cannot start: the port is already in use. Set PORT to a free port.\n`);
    } else {
      console.error('\nLineup cannot start:', error);
    }
    process.exit(1);
  });
}

if (import.meta.main) runFromCommandLine();
