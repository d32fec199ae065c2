import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { rowsOf } from './database.ts';
import { nextUpkeepAt, registerDatabaseUpkeep, upkeepAfterMigrations, UPKEEP_HOUR } from './pglite-upkeep.ts';

describe("PGlite's upkeep", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('vacuums and analyzes every table as the app role on PGlite; a PostgreSQL server leaves it to its autovacuum', async () => {
    if (t.database.driver === 'postgres') {
      expect(t.database.upkeep).toBeUndefined();
      return;
    }
    const added = await s.manager.call('POST', '/api/v1/customers/import', {
      rows: ['Ana', 'Bruno', 'Carla'].map((name) => ({ name, country: 'PT' })),
    });
    expect(added.statusCode, added.body).toBe(201);
    // What the planner knows of a table: nothing (-1) until it is vacuumed or analyzed.
    const known = async () => {
      const [row] = rowsOf<{ rows: number; role: string }>(
        await t.database.db.execute(
          sql`select reltuples::int as rows, current_user as role from pg_class where oid = 'customers'::regclass`,
        ),
      );
      return row;
    };
    expect(await known()).toEqual({ rows: -1, role: 'lineup_app' });
    await t.database.upkeep?.();
    expect(await known()).toEqual({ rows: 3, role: 'lineup_app' });
  });

  it('follows migrations that changed a database which had some, not a new one or one already up to date', () => {
    expect(upkeepAfterMigrations(28, 29)).toBe(true);
    expect(upkeepAfterMigrations(0, 29)).toBe(false);
    expect(upkeepAfterMigrations(29, 29)).toBe(false);
  });

  it('comes at the upkeep hour of the night, on the server clock', () => {
    const at = (day: number, hour: number, minute = 0) => new Date(2026, 6, day, hour, minute);
    expect(nextUpkeepAt(at(14, UPKEEP_HOUR - 1, 30))).toEqual(at(14, UPKEEP_HOUR));
    expect(nextUpkeepAt(at(14, UPKEEP_HOUR))).toEqual(at(15, UPKEEP_HOUR));
    expect(nextUpkeepAt(at(14, 23, 59))).toEqual(at(15, UPKEEP_HOUR));
  });

  it('runs every night while the app runs, goes on after a failure, and stops with the app', async () => {
    vi.useFakeTimers({ now: new Date(2026, 6, 14, 12, 0) });
    const upkeep = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(undefined);
    const closing: (() => Promise<void>)[] = [];
    const log = { info: vi.fn(), warn: vi.fn() };
    const app = {
      database: { upkeep },
      log,
      addHook: (_name: string, hook: () => Promise<void>) => closing.push(hook),
    } as unknown as FastifyInstance;
    registerDatabaseUpkeep(app, () => new Date());
    await vi.advanceTimersByTimeAsync(15 * 3_600_000 + 59 * 60_000);
    expect(upkeep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(upkeep).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(upkeep).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledTimes(1);
    for (const close of closing) await close();
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(upkeep).toHaveBeenCalledTimes(2);
  });
});
