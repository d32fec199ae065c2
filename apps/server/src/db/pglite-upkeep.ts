import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';

/**
 * PGlite runs PostgreSQL in this process without its background workers, so nothing vacuums or
 * analyzes its tables on its own: rows rewritten by updates (an event's counts change with every
 * booking) stay as dead space the reads step over, and the planner keeps the statistics of the day
 * the tables were last analyzed, or none. Lineup does that upkeep itself: after migrations change
 * a database that already had some, and every night at UPKEEP_HOUR (the server's clock), when a
 * school is closed. A PostgreSQL server's autovacuum does it there.
 */

/** The hour of the night the upkeep runs, on the server's clock. */
export const UPKEEP_HOUR = 4;

/** Vacuums and analyzes every table of the database: a second or two for a school with five years behind it. */
export async function vacuumAnalyze(client: PGlite): Promise<void> {
  await client.exec('VACUUM (ANALYZE)');
}

/**
 * Whether opening the database should end with the upkeep: its migrations changed a database that
 * had some before. A new database is empty (nothing to vacuum, and the demo school is analyzed
 * the next night); one already up to date was kept up by its nights.
 */
export function upkeepAfterMigrations(appliedBefore: number, appliedAfter: number): boolean {
  return appliedBefore > 0 && appliedAfter > appliedBefore;
}

/** The next time the server's clock shows `hour` o'clock, after `now`. */
export function nextUpkeepAt(now: Date, hour = UPKEEP_HOUR): Date {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) {
    next.setDate(next.getDate() + 1);
    next.setHours(hour, 0, 0, 0);
  }
  return next;
}

/** Runs the database's upkeep every night while the app runs (PGlite only: `DatabaseHandle.upkeep`). */
export function registerDatabaseUpkeep(app: FastifyInstance, now: () => Date = () => new Date()): void {
  const upkeep = app.database.upkeep;
  if (!upkeep) return;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = () => {
    if (closed) return;
    const at = now();
    timer = setTimeout(() => void run(), nextUpkeepAt(at).getTime() - at.getTime()).unref();
  };
  const run = async () => {
    const started = performance.now();
    try {
      await upkeep();
      app.log.info({ ms: Math.round(performance.now() - started) }, 'database upkeep done');
    } catch (error) {
      app.log.warn({ err: error }, 'database upkeep failed');
    }
    schedule();
  };
  schedule();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
