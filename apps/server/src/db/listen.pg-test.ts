import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '#src/db/database.ts';
import { createTestDatabase } from '#src/testing/test-database.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): PGlite has no server to end a connection.
describe('listening to the database', () => {
  it('tells of a lost connection at once, connects again and hears announcements again', async () => {
    const database = await createTestDatabase();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const events: string[] = [];
    const unlisten = await database.listen('lineup_test_channel', {
      message: (payload) => events.push(`message ${payload}`),
      listening: () => events.push('listening'),
      lost: () => events.push('lost'),
    });
    try {
      expect(events).toEqual(['listening']);
      await database.db.execute(sql`select pg_notify('lineup_test_channel', 'one')`);
      await vi.waitFor(() => expect(events).toContain('message one'));

      const name = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`))[0]?.name;
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN%'`,
        [name],
      );
      await vi.waitFor(() => expect(events.slice(-2)).toEqual(['lost', 'listening']), { timeout: 5_000 });
      await database.db.execute(sql`select pg_notify('lineup_test_channel', 'two')`);
      await vi.waitFor(() => expect(events).toContain('message two'));
    } finally {
      await unlisten();
      await admin.end();
      await database.close();
    }
    expect(events.at(-1)).toBe('lost');
  });
});
