import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/database.ts';
import { DatabaseTooNewError, KNOWN_MIGRATIONS } from '#src/db/migrations.ts';
import { databaseUrl, openTestPostgres, withAdmin } from '#src/testing/test-database.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): several instances share one PostgreSQL database.
describe('instances starting on one PostgreSQL database', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `lineup_m_${randomBytes(6).toString('hex')}`;
  afterAll(() => withAdmin(base, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

  it('migrate an empty database once when three start at the same moment, and all three serve', async () => {
    await withAdmin(base, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    const instances = await Promise.all([1, 2, 3].map(() => openTestPostgres(base, name, 2)));
    try {
      const migrations = await withAdmin(databaseUrl(base, name), (client) =>
        client.query<{ runs: number; distinct: number }>(
          'select count(*)::int as runs, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        ),
      );
      expect(migrations.rows).toEqual([{ runs: KNOWN_MIGRATIONS, distinct: KNOWN_MIGRATIONS }]);
      for (const instance of instances) {
        const answer = rowsOf(await instance.db.execute(sql`select current_user as role`));
        expect(answer).toEqual([{ role: 'lineup_app' }]);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('refuses to start on a database a newer Lineup has migrated, saying so', async () => {
    await withAdmin(databaseUrl(base, name), (client) =>
      client.query(
        `insert into drizzle.__drizzle_migrations (hash, created_at)
         select 'from-a-newer-version', max(created_at) + 1000 from drizzle.__drizzle_migrations`,
      ),
    );
    const refused = openTestPostgres(base, name, 2);
    await expect(refused).rejects.toThrow(DatabaseTooNewError);
    await expect(refused).rejects.toThrow(/upgraded by a newer Lineup/);
  });
});
