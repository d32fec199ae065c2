import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@lineup/contract/reports';
import { rowsOf } from '#src/db/database.ts';
import { twoSchools } from '#src/modules/places/places.fixture.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { reportCacheOf } from './report-cache.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): PGlite has no other process to write.
describe('reports kept by one server process', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  const countries = async () => {
    const answer = await s.owner.call('GET', '/api/v1/reports/countries');
    expect(answer.statusCode, answer.body).toBe(200);
    return Object.fromEntries(answer.json<Report>().rows.map((row) => [row.key, row.values.customers]));
  };
  const kept = () => reportCacheOf(t.database.db)?.count(s.schoolA);
  /** Waits until the announcements made so far have been heard. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('drops what it kept when another process changes the school', async () => {
    await countries();
    await settle();
    await countries();
    expect(kept()).toBe(1);
    // Another process: a connection of its own, outside this app's pool.
    const { name } = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`))[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const outsider = new pg.Client({ connectionString: url.toString() });
    await outsider.connect();
    try {
      await outsider.query(`insert into customers (application_id, name, country) values ($1, 'Carla', 'ES')`, [
        s.schoolA,
      ]);
    } finally {
      await outsider.end();
    }
    await expect.poll(() => kept()).toBe(0);
    expect(await countries()).toMatchObject({ ES: 1 });
  });
});
