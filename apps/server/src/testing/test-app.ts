import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import type { ChannelListener, DatabaseHandle } from '#src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

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
  /** Waits until the app has heard every announcement of the changes committed so far. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The payload that marks how far a listener has heard; the app's own listeners never see it. */
const MARK = 'lineup-test-mark:';
const SETTLE_WITHIN_MS = 10_000;

/**
 * Hands the app's listeners every announcement but the marks, and knows which marks each has
 * heard. Announcements reach a listener in the order they were committed, so a listener that has
 * heard a mark sent after a change has heard that change's announcements.
 */
function markedHearing(database: TestDatabase) {
  interface Hearing {
    listening: boolean;
    readonly heard: Set<string>;
  }
  const listeners = new Map<string, Set<Hearing>>();
  let marks = 0;
  const listen = async (channel: string, listener: ChannelListener) => {
    const hearing: Hearing = { listening: false, heard: new Set() };
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set.add(hearing));
    const unlisten = await database.listen(channel, {
      message: (payload) => (payload.startsWith(MARK) ? hearing.heard.add(payload) : listener.message(payload)),
      listening: () => {
        hearing.listening = true;
        listener.listening();
      },
      lost: () => {
        hearing.listening = false;
        listener.lost();
      },
    });
    return async () => {
      set.delete(hearing);
      await unlisten();
    };
  };
  /** Sends a mark on every channel listened to, and waits until every listener has heard its own. */
  const settle = async () => {
    const awaited = await Promise.all(
      [...listeners].map(async ([channel, hearings]) => {
        const mark = `${MARK}${++marks}`;
        const listening = [...hearings].filter((hearing) => hearing.listening);
        await database.announce(channel, mark);
        return listening.map((hearing) => ({ hearing, mark }));
      }),
    );
    const waiting = awaited.flat();
    const until = Date.now() + SETTLE_WITHIN_MS;
    while (!waiting.every(({ hearing, mark }) => hearing.heard.has(mark))) {
      if (Date.now() > until) throw new Error('the app did not hear its announcements');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const { hearing, mark } of waiting) hearing.heard.delete(mark);
  };
  return { database: { ...database, listen } satisfies DatabaseHandle, settle };
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
  const hearing = markedHearing(await createTestDatabase());
  const database = options.wrapDatabase ? options.wrapDatabase(hearing.database) : hearing.database;
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
    settle: hearing.settle,
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
