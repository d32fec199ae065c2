import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '#src/db/database.ts';
import { createTestDatabase } from '#src/testing/test-database.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): PGlite has no server to end a connection.
describe('PostgreSQL connections', () => {
  it('outlive the server ending them: the pool opens new ones and the process stays up', async () => {
    const database = await createTestDatabase();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const name = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`))[0]?.name;
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.message);
      process.on('warning', onWarning);
      const ended = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(warnings.join('\n')).toContain('PostgreSQL connection lost'));
      process.off('warning', onWarning);
      const again = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
      expect(again).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
