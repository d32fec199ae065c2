import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '#src/db/database.ts';
import { inTenant } from '#src/db/tenancy.ts';
import { createTestDatabase } from '#src/testing/test-database.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): PGlite has no server to end a connection.
describe('PostgreSQL connections', () => {
  // First: Node.js gives a deprecation's warning once per process.
  it('listen before they are handed out, never sending a query while another runs', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const database = await createTestDatabase();
    try {
      // New connections, each taken at once by a statement outside a transaction (the pool's own
      // query, which sends its statement as soon as the connection is handed out) or a transaction.
      await Promise.all([
        ...Array.from({ length: 2 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
        ...Array.from({ length: 2 }, () =>
          inTenant(database.db, { schoolId: '00000000-0000-4000-8000-000000000000', accountId: null }, (tx) =>
            tx.execute(sql`select pg_sleep(0.05)`),
          ),
        ),
      ]);
      const listening = rowsOf<{ channels: number }>(
        await database.db.execute(sql`select count(*)::int as channels from pg_listening_channels()`),
      );
      expect(listening[0]?.channels).toBeGreaterThan(0);
      expect(warnings.filter((warning) => warning.startsWith('DeprecationWarning'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });

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
