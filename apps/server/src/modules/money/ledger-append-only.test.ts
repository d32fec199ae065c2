import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAccount } from '@lineup/contract/money';
import { rowsOf } from '#src/db/database.ts';
import { schoolForTotals } from '#src/db/totals.fixture.ts';
import { applications, customers, packages } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { expectRefusal, ok } from '#src/testing/answers.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { databaseUrl, withAdmin } from '#src/testing/test-database.ts';
import { LEDGER_TABLES } from './ledger-sql.ts';

/** The rows of each ledger table, by school, as the platform sees them. */
type Counts = Record<string, Record<(typeof LEDGER_TABLES)[number], number>>;

describe('the money ledger is append-only in the database (migration 0037)', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof schoolForTotals>>;
  let customerB: string;

  /**
   * One statement as the database's owner: the migrations' user, a superuser (on PGlite, the
   * session's own user, which the app's SET ROLE hides). Fails with the database's own error.
   */
  async function asOwner(statement: string): Promise<void> {
    if (t.database.driver === 'pglite') {
      await t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`set local role none`);
          await tx.execute(sql.raw(statement));
        })
        .catch((error: unknown) => {
          throw (error as { cause?: unknown }).cause ?? error;
        });
      return;
    }
    const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
    await withAdmin(databaseUrl(process.env.TEST_DATABASE_URL!, row!.name), (admin) => admin.query(statement));
  }

  const counts = () =>
    asPlatform(t.database.db, async (tx) => {
      const found: Counts = {};
      for (const table of LEDGER_TABLES) {
        const rows = rowsOf<{ school: string; n: number }>(
          await tx.execute(
            sql`select application_id::text as school, count(*)::int as n from ${sql.identifier(table)} group by 1`,
          ),
        );
        for (const { school, n } of rows) {
          found[school] ??= Object.fromEntries(LEDGER_TABLES.map((name) => [name, 0])) as Counts[string];
          found[school][table] = n;
        }
      }
      return found;
    });

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await schoolForTotals(t);
    const [pack, packB] = await asPlatform(t.database.db, async (tx) => {
      const [b] = await tx
        .insert(customers)
        .values({ applicationId: s.schoolB, name: 'Beatriz' })
        .returning({ id: customers.id });
      customerB = b!.id;
      return tx
        .insert(packages)
        .values([
          { applicationId: s.schoolA, name: '5 lessons', lessonTypeId: s.type[0]!, credits: 5, priceCents: 15000 },
          { applicationId: s.schoolB, name: 'B pack', credits: 2, priceCents: 8000 },
        ])
        .returning({ id: packages.id });
    });
    // Every table of the ledger gets rows by the app's own flows: two sales (one cancelled), a
    // payment, a credit correction, a staff payment; and school B a sale and a payment of its own.
    const ana = `/api/v1/customers/${s.customer[0]}`;
    const sale = { kind: 'package', productId: pack!.id, soldOn: '2026-07-01' };
    ok<CustomerAccount>(await s.manager.call('POST', `${ana}/sales`, sale), 201);
    const wrong = ok<CustomerAccount>(await s.manager.call('POST', `${ana}/sales`, sale), 201).sales[0]!;
    ok(
      await s.manager.call('POST', `${ana}/payments`, { amountCents: 20000, method: 'cash', paidOn: '2026-07-02' }),
      201,
    );
    ok(await s.manager.call('POST', `/api/v1/sales/${wrong.id}/cancellation`, { reason: 'Sold twice' }), 201);
    ok(await s.manager.call('POST', `${ana}/credits`, { credits: 1, reason: 'A storm' }), 201);
    ok(
      await s.owner.call('POST', `/api/v1/staff/${s.member[0]}/payments`, {
        amountCents: 5000,
        method: 'transfer',
        paidOn: '2026-07-05',
      }),
      201,
    );
    const bea = `/api/v1/customers/${customerB}`;
    ok(
      await s.other.call('POST', `${bea}/sales`, { kind: 'package', productId: packB!.id, soldOn: '2026-07-01' }),
      201,
    );
    ok(await s.other.call('POST', `${bea}/payments`, { amountCents: 8000, method: 'card', paidOn: '2026-07-01' }), 201);
  });
  afterAll(() => t.close());

  it("has rows in every table of the ledger, written by the app's flows", async () => {
    const found = await counts();
    for (const table of LEDGER_TABLES) expect(found[s.schoolA]![table], table).toBeGreaterThan(0);
  });

  it.each(LEDGER_TABLES)(
    "refuses the app's role UPDATE and DELETE of %s in its school's transaction",
    async (table) => {
      const before = await counts();
      for (const statement of [`update ${table} set created_at = created_at`, `delete from ${table}`]) {
        await expect(
          s.inSchool((tx) => tx.execute(sql.raw(statement))),
          statement,
        ).rejects.toMatchObject({ cause: { code: '42501', message: expect.stringMatching(/permission denied/) } });
      }
      // The platform's role, which the app's may become, is refused the same.
      await expect(
        asPlatform(t.database.db, (tx) => tx.execute(sql.raw(`delete from ${table}`))),
      ).rejects.toMatchObject({
        cause: { code: '42501' },
      });
      expect(await counts()).toEqual(before);
    },
  );

  it.each(LEDGER_TABLES)("refuses even the database's owner UPDATE, DELETE and TRUNCATE of %s", async (table) => {
    const before = await counts();
    for (const statement of [
      `update ${table} set created_at = created_at`,
      `delete from ${table}`,
      `truncate ${table} cascade`,
    ]) {
      await expect(asOwner(statement), statement).rejects.toMatchObject({
        code: '42501',
        message: expect.stringMatching(/append-only/),
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps refusing to delete a customer who has money rows', async () => {
    expectRefusal(await s.manager.call('DELETE', `/api/v1/customers/${s.customer[0]}`), 409, 'in_use');
  });

  it("takes a school's ledger with the school's deletion, and no other school's", async () => {
    const before = await counts();
    expect(before[s.schoolB]).toMatchObject({ sales: 1, charges: 1, payments: 1, payment_allocations: 1 });
    await asPlatform(t.database.db, (tx) => tx.delete(applications).where(eq(applications.id, s.schoolA)));
    expect(await counts()).toEqual({ [s.schoolB]: before[s.schoolB] });
  });
});
