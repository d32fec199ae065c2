import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/database.ts';
import { keptReportsApp } from './report-cache.fixture.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): PGlite has no other process to write.
describe('reports kept by one server process', () => {
  const reports = keptReportsApp();
  const { countries, kept } = reports;

  it('drops what it kept when another process changes the school', async () => {
    const t = reports.app();
    const s = reports.schools();
    await countries();
    await t.settle();
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
