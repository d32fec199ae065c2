import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { rowsOf } from './database.ts';
import { accounts, applications, memberships } from './schema/index.ts';
import { asPlatform, inTenant } from './tenancy.ts';
import { createTestDatabase } from '#src/testing/test-database.ts';

describe('row-level security', () => {
  let database: DatabaseHandle;
  const ids = { a: '', b: '', ana: '', bruno: '' };

  beforeAll(async () => {
    database = await createTestDatabase();
    await asPlatform(database.db, async (tx) => {
      const [ana, bruno] = await tx
        .insert(accounts)
        .values([{ email: 'ana@a.test' }, { email: 'bruno@b.test' }])
        .returning({ id: accounts.id });
      const [a, b] = await tx
        .insert(applications)
        .values([
          { name: 'School A', ownerAccountId: ana!.id, status: 'active' },
          { name: 'School B', ownerAccountId: bruno!.id, status: 'active' },
        ])
        .returning({ id: applications.id });
      Object.assign(ids, { a: a!.id, b: b!.id, ana: ana!.id, bruno: bruno!.id });
      await tx.insert(memberships).values([
        { applicationId: a!.id, accountId: ana!.id, role: 'owner' },
        { applicationId: b!.id, accountId: bruno!.id, role: 'owner' },
      ]);
    });
  });
  afterAll(() => database.close());

  it('runs queries as a role that is neither superuser nor exempt from row-level security', async () => {
    const [role] = rowsOf<{ rolsuper: boolean; rolbypassrls: boolean }>(
      await database.db.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`),
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('enables and forces row-level security on every school-owned table', async () => {
    const tables = rowsOf<{ table: string; enabled: boolean; forced: boolean; policies: number }>(
      await database.db.execute(sql`
        select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
               (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and (exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'application_id')
               or c.relname = 'applications')`),
    );
    expect(tables.map((row) => row.table)).toEqual(expect.arrayContaining(['applications', 'memberships']));
    for (const row of tables) expect(row, row.table).toMatchObject({ enabled: true, forced: true });
    for (const row of tables) expect(row.policies, row.table).toBeGreaterThan(0);
  });

  it('shows a school only its own rows, even to a raw query', async () => {
    const seen = await inTenant(database.db, { schoolId: ids.a, accountId: null }, (tx) =>
      tx.execute(sql`select application_id from memberships`),
    );
    expect(rowsOf<{ application_id: string }>(seen).map((row) => row.application_id)).toEqual([ids.a]);
    const schools = await inTenant(database.db, { schoolId: ids.a, accountId: null }, (tx) =>
      tx.select({ id: applications.id }).from(applications),
    );
    expect(schools).toEqual([{ id: ids.a }]);
  });

  it('shows nothing when no school is set', async () => {
    const rows = await database.db.select().from(memberships);
    expect(rows).toEqual([]);
  });

  it('refuses to write a row for another school and leaves nothing behind', async () => {
    await expect(
      inTenant(database.db, { schoolId: ids.a, accountId: null }, async (tx) => {
        await tx.insert(memberships).values({ applicationId: ids.b, accountId: ids.ana, role: 'staff' });
      }),
    ).rejects.toThrow();
    const inB = await inTenant(database.db, { schoolId: ids.b, accountId: null }, (tx) =>
      tx.select().from(memberships),
    );
    expect(inB.map((row) => row.accountId)).toEqual([ids.bruno]);
  });

  it("cannot update or delete another school's rows", async () => {
    await inTenant(database.db, { schoolId: ids.a, accountId: null }, async (tx) => {
      await tx
        .update(applications)
        .set({ name: 'Taken over' })
        .where(sql`id = ${ids.b}`);
      await tx.delete(memberships).where(sql`application_id = ${ids.b}`);
    });
    const [b] = await asPlatform(database.db, (tx) =>
      tx
        .select({ name: applications.name })
        .from(applications)
        .where(sql`id = ${ids.b}`),
    );
    expect(b?.name).toBe('School B');
    const bMembers = await asPlatform(database.db, (tx) =>
      tx
        .select()
        .from(memberships)
        .where(sql`application_id = ${ids.b}`),
    );
    expect(bMembers).toHaveLength(1);
  });

  it("lets an account see its own memberships across schools, and nobody else's", async () => {
    const rows = await inTenant(database.db, { schoolId: null, accountId: ids.bruno }, (tx) =>
      tx.select({ applicationId: memberships.applicationId }).from(memberships),
    );
    expect(rows).toEqual([{ applicationId: ids.b }]);
  });

  it("refuses a school's own transaction any change of its status, and allows its settings", async () => {
    await expect(
      inTenant(database.db, { schoolId: ids.a, accountId: ids.ana }, (tx) =>
        tx
          .update(applications)
          .set({ status: 'inactive' })
          .where(sql`id = ${ids.a}`),
      ),
    ).rejects.toThrow();
    await expect(
      inTenant(database.db, { schoolId: ids.a, accountId: ids.ana }, (tx) =>
        tx.insert(applications).values({ name: 'Second', ownerAccountId: ids.ana, status: 'active' }),
      ),
    ).rejects.toThrow();
    await inTenant(database.db, { schoolId: ids.a, accountId: ids.ana }, (tx) =>
      tx
        .update(applications)
        .set({ timezone: 'Atlantic/Azores' })
        .where(sql`id = ${ids.a}`),
    );
    const [a] = await asPlatform(database.db, (tx) =>
      tx
        .select({ status: applications.status, timezone: applications.timezone })
        .from(applications)
        .where(sql`id = ${ids.a}`),
    );
    expect(a).toEqual({ status: 'active', timezone: 'Atlantic/Azores' });
  });
});
