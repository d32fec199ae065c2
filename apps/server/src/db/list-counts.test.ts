import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerInputOf, type Customer } from '@lineup/contract/customers';
import { twoSchools } from '#src/testing/schools.ts';
import { keptAnswersOf } from '#src/http/kept-answers.ts';
import { createTestApp, createTestAppNotHearing, type TestApp } from '#src/testing/test-app.ts';
import { ListCounts, listCountsOf } from './list-counts.ts';
import { LIST_CHANNEL } from './listen.ts';
import { customers } from './schema/index.ts';
import { inTenant } from './tenancy.ts';

describe('the list counts', () => {
  it('keeps nothing until changes are heard', () => {
    const counts = new ListCounts();
    counts.store('customers', 'S1', 5, counts.generation);
    expect(counts.get('customers', 'S1')).toBeUndefined();
    counts.setListening(true);
    counts.store('customers', 'S1', 5, counts.generation);
    expect(counts.get('customers', 'S1')).toBe(5);
    counts.setListening(false);
    expect(counts.get('customers', 'S1')).toBeUndefined();
  });

  it("does not keep a count that raced a change to its school's rows, or to the whole table", () => {
    const counts = new ListCounts();
    counts.setListening(true);
    let before = counts.generation;
    counts.announced('customers:S1');
    counts.store('customers', 'S1', 5, before);
    counts.store('customers', 'S2', 7, before);
    expect(counts.get('customers', 'S1')).toBeUndefined();
    expect(counts.get('customers', 'S2')).toBe(7);
    before = counts.generation;
    counts.announced('customers');
    counts.store('customers', 'S3', 9, before);
    expect(counts.get('customers', 'S2')).toBeUndefined();
    expect(counts.get('customers', 'S3')).toBeUndefined();
  });

  it("drops one school's count, or every school's when the table was emptied", () => {
    const counts = new ListCounts();
    counts.setListening(true);
    const fill = () => {
      for (const [table, school] of [
        ['customers', 'S1'],
        ['customers', 'S2'],
        ['places', 'S1'],
      ] as const)
        counts.store(table, school, 1, counts.generation);
    };
    const kept = () =>
      ['customers:S1', 'customers:S2', 'places:S1'].filter((key) => {
        const [table, school] = key.split(':') as [string, string];
        return counts.get(table, school) !== undefined;
      });
    fill();
    counts.announced('customers:S1');
    expect(kept()).toEqual(['customers:S2', 'places:S1']);
    fill();
    counts.announced('customers');
    expect(kept()).toEqual(['places:S1']);
  });

  it('holds a bounded number of counts', () => {
    const counts = new ListCounts({ maxEntries: 2 });
    counts.setListening(true);
    for (const school of ['x', 'y', 'z']) counts.store('customers', school, 1, counts.generation);
    expect(['x', 'y', 'z'].filter((school) => counts.get('customers', school) !== undefined)).toEqual(['y', 'z']);
  });
});

const customer = (name: string) => customerInputOf(name, { country: 'PT' });

/**
 * What was heard, once each: on PostgreSQL the process hears its own announcements on the
 * connection that made them and again on the one that listens.
 */
const once = (heard: readonly string[]) => [...new Set(heard)];

describe('the database', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  const heard: string[] = [];
  let unlisten: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    unlisten = await t.database.listen(LIST_CHANNEL, {
      message: (payload) => heard.push(payload),
      listening: () => undefined,
      lost: () => undefined,
    });
  });
  afterAll(async () => {
    await unlisten();
    await t.close();
  });

  it("announces the schools whose customers were added or removed, once a statement, and not a customer's change", async () => {
    const db = t.database.db;
    const context = { schoolId: s.schoolA, accountId: null };
    await t.settle();
    heard.length = 0;
    const added = await inTenant(db, context, (tx) =>
      tx
        .insert(customers)
        .values([customer('One'), customer('Two')].map((input) => ({ ...input, applicationId: s.schoolA })))
        .returning({ id: customers.id }),
    );
    await t.settle();
    expect(once(heard)).toEqual([`customers:${s.schoolA}`]);
    heard.length = 0;
    await inTenant(db, context, (tx) => tx.update(customers).set({ notes: 'changed' }));
    await t.settle();
    expect(heard).toEqual([]);
    await inTenant(db, context, (tx) => tx.delete(customers).where(eq(customers.id, added[0]!.id)));
    await t.settle();
    expect(once(heard)).toEqual([`customers:${s.schoolA}`]);
  });
});

describe.each([
  ['hearing the database', () => createTestApp()],
  ['not hearing the database', createTestAppNotHearing],
])("the customers list's total, %s", (_label, open) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  beforeAll(async () => {
    t = await open();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  const total = async (caller = s.manager, query = '') => {
    const answer = await caller.call('GET', `/api/v1/customers?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ total: number }>().total;
  };

  it('follows every creation, import and deletion at once, in its school only', async () => {
    expect(await total()).toBe(0);
    const created = await s.manager.call('POST', '/api/v1/customers', customer('Ana'));
    expect(created.statusCode, created.body).toBe(201);
    expect(await total()).toBe(1);
    // Once the announcements have arrived, the next page read from the database keeps the count it
    // read. Each channel has its own listening connection, so the school's announcement may have
    // been heard before that page was kept and the list's after it: the kept page would then be
    // sent again with its total, reading no count. Its school's kept answers go first.
    await t.settle();
    keptAnswersOf(t.database.db)?.announced(s.schoolA);
    expect(await total()).toBe(1);
    expect(listCountsOf(t.database.db)?.get('customers', s.schoolA)).toBe(1);
    const imported = await s.manager.call('POST', '/api/v1/customers/import', {
      rows: [
        { name: 'Bruno', country: 'PT' },
        { name: 'Carla', country: 'PT' },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await total()).toBe(3);
    expect(await total(s.other)).toBe(0);
    expect(await total(s.manager, 'q=carla')).toBe(1);
    expect(await total(s.manager, 'page=9')).toBe(3);
    const removed = await s.manager.call('DELETE', `/api/v1/customers/${created.json<Customer>().id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await total()).toBe(2);
    expect(await total(s.owner)).toBe(2);
  });
});
