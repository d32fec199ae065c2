import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerInputOf, type Customer } from '@lineup/contract/customers';
import { ADVANCED_REPORTS, REPORTS, type Report } from '@lineup/contract/reports';
import { AnnouncedCache } from '#src/db/announced-cache.ts';
import { rowsOf } from '#src/db/database.ts';
import { customers } from '#src/db/schema/index.ts';
import { inTenant } from '#src/db/tenancy.ts';
import { ReportCache, REPORT_KEPT_MS } from './report-cache.ts';
import { keptReportsApp } from './report-cache.fixture.ts';
import { reportStatements } from './reports.service.ts';

describe('a cache that the database announcements empty', () => {
  const listening = <V>(options: ConstructorParameters<typeof AnnouncedCache<V>>[0] = {}) => {
    const cache = new AnnouncedCache<V>(options);
    cache.setListening(true);
    return cache;
  };

  it('keeps nothing while the announcements are not heard', () => {
    const cache = new AnnouncedCache<number>();
    cache.store('S1', 'k', 1, cache.ticket());
    expect(cache.get('S1', 'k')).toBeUndefined();
    cache.setListening(true);
    cache.store('S1', 'k', 1, cache.ticket());
    expect(cache.get('S1', 'k')).toBe(1);
    cache.setListening(false);
    expect(cache.get('S1', 'k')).toBeUndefined();
  });

  it("refuses a value read before its scope's announcement, and only its scope's", () => {
    const cache = listening<number>();
    const before = cache.ticket();
    cache.announced('S1');
    cache.store('S1', 'k', 1, before);
    cache.store('S2', 'k', 2, before);
    expect(cache.get('S1', 'k')).toBeUndefined();
    expect(cache.get('S2', 'k')).toBe(2);
    cache.store('S1', 'k', 3, cache.ticket());
    expect(cache.get('S1', 'k')).toBe(3);
  });

  it('says beforehand whether it would keep a value: not one raced by its scope, nor one already out of date', () => {
    const cache = listening<number>();
    const before = cache.ticket();
    expect(cache.keeps('S1', before)).toBe(true);
    expect(cache.keeps('S1', before, Date.now() - 1)).toBe(false);
    cache.announced('S1');
    expect(cache.keeps('S1', before)).toBe(false);
    expect(cache.keeps('S2', before)).toBe(true);
    cache.setListening(false);
    expect(cache.keeps('S2', cache.ticket())).toBe(false);
  });

  it('empties one scope, the scopes a test accepts, or all of them, and refuses reads under way after the wider two', () => {
    const cache = listening<number>();
    for (const scope of ['a:1', 'a:2', 'b:1']) cache.store(scope, 'k', 1, cache.ticket());
    cache.announced('a:1');
    expect(['a:1', 'a:2', 'b:1'].map((scope) => cache.get(scope, 'k'))).toEqual([undefined, 1, 1]);
    const before = cache.ticket();
    cache.announced((scope) => scope.startsWith('a:'));
    expect(['a:2', 'b:1'].map((scope) => cache.get(scope, 'k'))).toEqual([undefined, 1]);
    cache.store('b:2', 'k', 1, before);
    expect(cache.get('b:2', 'k')).toBeUndefined();
    cache.announced();
    expect(cache.get('b:1', 'k')).toBeUndefined();
  });

  it('forgets a value after its time, and the oldest scope first when full', () => {
    let now = 0;
    const cache = listening<number>({ ttlMs: 1_000, maxEntries: 2, now: () => now });
    cache.store('S1', 'k', 1, cache.ticket());
    now = 999;
    expect(cache.get('S1', 'k')).toBe(1);
    now = 1_000;
    expect(cache.get('S1', 'k')).toBeUndefined();
    for (const scope of ['x', 'y', 'z']) cache.store(scope, 'k', 1, cache.ticket());
    expect(['x', 'y', 'z'].map((scope) => cache.get(scope, 'k'))).toEqual([undefined, 1, 1]);
  });

  it('keeps a report read while no change of its school was announced', async () => {
    const cache = new ReportCache();
    cache.setListening(true);
    const report = { report: 'countries' } as Report;
    let reads = 0;
    const reading = async () => {
      reads += 1;
      return report;
    };
    await cache.read('S1', 'countries', reading);
    await cache.read('S1', 'countries', reading);
    expect(reads).toBe(1);
    cache.announced('S1');
    await cache.read('S1', 'countries', async () => {
      cache.announced('S1');
      return reading();
    });
    await cache.read('S1', 'countries', reading);
    expect(reads).toBe(3);
    expect(REPORT_KEPT_MS).toBeLessThanOrEqual(60_000);
  });
});

describe('reports as kept between requests', () => {
  const reports = keptReportsApp();
  const { countries, kept } = reports;

  it("answers from what it kept until the school's rows change, whoever changes them, and at once", async () => {
    const t = reports.app();
    const s = reports.schools();
    expect(await countries()).toEqual({});
    await t.settle();
    expect(await countries()).toEqual({});
    expect(kept()).toBe(1);

    // Through the API: the very next request sees the new customer.
    const created = await s.manager.call('POST', '/api/v1/customers', customerInputOf('Ana', { country: 'PT' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(await countries()).toEqual({ PT: 1 });
    await t.settle();
    expect(await countries()).toEqual({ PT: 1 });
    expect(kept()).toBe(1);

    // Another school's change leaves this school's reports kept.
    const other = await s.other.call('POST', '/api/v1/customers', customerInputOf('Zoe', { country: 'FR' }));
    expect(other.statusCode, other.body).toBe(201);
    await t.settle();
    expect(kept()).toBe(1);
    expect(await countries(s.other)).toEqual({ FR: 1 });

    // Straight into the database, as any code of this process would: added, changed, removed.
    const context = { schoolId: s.schoolA, accountId: null };
    const [bruno] = await inTenant(t.database.db, context, (tx) =>
      tx
        .insert(customers)
        .values({ ...customerInputOf('Bruno', { country: 'BR' }), applicationId: s.schoolA })
        .returning({ id: customers.id }),
    );
    expect(await countries()).toEqual({ PT: 1, BR: 1 });
    await inTenant(t.database.db, context, (tx) =>
      tx.update(customers).set({ country: 'PT' }).where(eq(customers.id, bruno!.id)),
    );
    expect(await countries()).toEqual({ PT: 2 });
    await inTenant(t.database.db, context, (tx) =>
      tx.delete(customers).where(eq(customers.id, created.json<Customer>().id)),
    );
    expect(await countries()).toEqual({ PT: 1 });
  });

  it('hears of a change to every table a report reads, for every period', async () => {
    const t = reports.app();
    const s = reports.schools();
    const read = new Set<string>();
    const collect = (plan: unknown): void => {
      if (Array.isArray(plan)) plan.forEach(collect);
      else if (plan && typeof plan === 'object') {
        for (const [key, value] of Object.entries(plan)) {
          if (key === 'Relation Name' && typeof value === 'string') read.add(value);
          else collect(value);
        }
      }
    };
    await inTenant(t.database.db, { schoolId: s.schoolA, accountId: null }, async (tx) => {
      for (const name of [...REPORTS, ...ADVANCED_REPORTS]) {
        for (const [year, month] of [
          [undefined, undefined],
          [2025, undefined],
          [2025, 7],
          [undefined, 7],
        ] as const) {
          const scope = { schoolId: s.schoolA, timeZone: 'Europe/Lisbon', year, month };
          for (const statement of reportStatements(name, scope, 'key')) {
            collect(rowsOf(await tx.execute(sql`explain (format json) ${statement}`)));
          }
        }
      }
    });
    const announcing = new Set(
      rowsOf<{ table: string }>(
        await t.database.db.execute(sql`select distinct c.relname as table from pg_trigger g
          join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
          where p.proname = 'announce_school_change'`),
      ).map((row) => row.table),
    );
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((table) => !announcing.has(table))).toEqual([]);
  });
});
