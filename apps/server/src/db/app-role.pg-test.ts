import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '#src/db/database.ts';
import { openDatabase } from '#src/db/open-database.ts';
import { DatabaseRoleError } from '#src/db/connection.ts';
import { createTestDatabase, databaseUrl } from '#src/testing/test-database.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): PGlite has no login roles to hold.
describe("the app's PostgreSQL connection", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('logs in as lineup_app, where RESET ROLE leads back to and no further', async () => {
    const roles = await database.db.transaction(async (tx) => {
      await tx.execute(sql`reset role`);
      return rowsOf<{ current: string; session: string; rolsuper: boolean; rolbypassrls: boolean }>(
        await tx.execute(sql`
          select current_user as current, session_user as session, rolsuper, rolbypassrls
          from pg_roles where rolname = current_user`),
      );
    });
    expect(roles).toEqual([{ current: 'lineup_app', session: 'lineup_app', rolsuper: false, rolbypassrls: false }]);
  });

  it.each([
    'set role postgres',
    'set session authorization postgres',
    'reset session authorization; set role postgres',
  ])('refuses "%s"', async (statement) => {
    await expect(
      database.db.transaction(async (tx) => {
        for (const part of statement.split('; ')) await tx.execute(sql.raw(part));
      }),
    ).rejects.toMatchObject({ cause: { code: '42501', message: expect.stringMatching(/permission denied/) } });
  });

  it('does not start with a DATABASE_URL that can become a superuser', async () => {
    const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    const admin = databaseUrl(process.env.TEST_DATABASE_URL ?? '', row?.name ?? '');
    await expect(openDatabase({ driver: 'postgres', url: admin, migrationUrl: admin })).rejects.toThrow(
      DatabaseRoleError,
    );
  });
});
