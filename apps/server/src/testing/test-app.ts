import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import type { DatabaseHandle } from '#src/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lineup-web-'));
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  return dir;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    PASSWORD_HASH_COST: '12',
    WEB_DIST_DIR: fakeWebBuild(),
    ...overrides,
  });
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly config: Config;
  close(): Promise<void>;
}

/**
 * The real app factory on a fresh database. `extend` may add routes before the app is
 * ready (the error-mapping tests use it); `logStream` receives the log lines.
 */
export async function createTestApp(
  options: {
    config?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    logStream?: AppOptions['logStream'];
    /** Changes how the app sees its database (a test that stops it hearing announcements). */
    wrapDatabase?: (database: DatabaseHandle) => DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const created = await createTestDatabase();
  const database = options.wrapDatabase ? options.wrapDatabase(created) : created;
  const app = await buildApp({ config, database, logStream: options.logStream, sizeUpkeep: false }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  try {
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app on a database whose announcements never arrive, though it says they are heard: what
 * this process changes must still be read by the very next request.
 */
export function createTestAppNotHearing(): Promise<TestApp> {
  return createTestApp({
    wrapDatabase: (database) => ({
      ...database,
      listen: (_channel, listener) => {
        listener.listening();
        return Promise.resolve(() => Promise.resolve(listener.lost()));
      },
    }),
  });
}
