import type { FastifyInstance } from 'fastify';
import { SESSION_CHANNEL } from '#src/db/listen.ts';
import { attachSessionCache, SessionCache } from './session-cache.ts';
import { sweepSessions } from './sessions.ts';

/** Expired and idle sessions are deleted this often, a bounded batch at a time. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The app's session cache, kept only while the database's announcements of session
 * changes are heard, and a periodic sweep of ended sessions. Both stop with the app.
 */
export async function registerSessionUpkeep(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const cache = new SessionCache();
  attachSessionCache(db, cache);
  const unlisten = await app.database.listen(SESSION_CHANNEL, {
    message: (payload) => cache.announced(payload),
    listening: () => cache.setListening(true),
    lost: () => cache.setListening(false),
  });
  const sweep = setInterval(() => {
    sweepSessions(db, app.config).catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await unlisten();
  });
}
