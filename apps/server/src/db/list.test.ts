import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.ts';
import { escapeLike, listBatches, listPage } from './list.ts';
import { places } from './schema/index.ts';
import { asPlatform, inTenant } from './tenancy.ts';
import { placeFilters, placeList } from '#src/modules/places/places.resource.ts';
import { place } from '#src/modules/places/places.fixture.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { createTestDatabase } from '#src/testing/test-database.ts';

describe('list queries', () => {
  let database: DatabaseHandle;
  let schoolId = '';
  const query = { sort: 'capacity', order: 'asc', q: '', page: 1, pageSize: 100 } as const;

  beforeAll(async () => {
    database = await createTestDatabase();
    schoolId = await createSchool(database.db, await createAccount(database.db, { email: 'o@list.test' }));
    await asPlatform(database.db, (tx) =>
      tx.insert(places).values(
        Array.from({ length: 23 }, (_, index) => ({
          ...place({ name: `Spot ${index}`, capacity: index % 3 === 0 ? null : index % 4 }),
          applicationId: schoolId,
        })),
      ),
    );
  });
  afterAll(() => database.close());

  it('escapes the LIKE wildcards and its escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });

  it('streams the whole list batch by batch, in the order of its pages', async () => {
    const { page, batches } = await inTenant(database.db, { schoolId, accountId: null }, async (tx) => {
      const sizes: number[] = [];
      const ids: string[] = [];
      for await (const batch of listBatches(tx, placeList, schoolId, query, placeFilters({}), 5)) {
        sizes.push(batch.length);
        ids.push(...batch.map((row) => row.id));
        expect(batch[0]?.updatedAt).toBeInstanceOf(Date);
      }
      return { page: await listPage(tx, placeList, schoolId, query), batches: { sizes, ids } };
    });
    expect(batches.sizes).toEqual([5, 5, 5, 5, 3]);
    expect(batches.ids).toEqual(page.items.map((row) => row.id));
    expect(page.total).toBe(23);
  });

  it('reads a value computed for each row (a bigint the driver gives as text) alike in a page and in an export', async () => {
    const source = {
      ...placeList,
      fields: { id: places.id, seats: sql<number>`(coalesce(${places.capacity}, 0) * 2)::bigint`.mapWith(Number) },
    };
    const { page, batch } = await inTenant(database.db, { schoolId, accountId: null }, async (tx) => {
      const rows = [];
      for await (const batch of listBatches(tx, source, schoolId, query)) rows.push(...batch);
      return { page: await listPage(tx, source, schoolId, query), batch: rows };
    });
    expect(batch).toEqual(page.items);
    expect(page.items.map((row) => row.seats)).toContain(6);
    expect(page.items.every((row) => typeof row.seats === 'number')).toBe(true);
  });

  it("gives the whole list's count with every page, the last and one past the end too", async () => {
    const pages = await inTenant(database.db, { schoolId, accountId: null }, async (tx) => {
      const at = (page: number, q = '') => listPage(tx, placeList, schoolId, { ...query, q, page, pageSize: 10 });
      return [await at(1), await at(3), await at(4), await at(1, 'Spot 1'), await at(1, 'nowhere')];
    });
    expect(pages.map((page) => [page.items.length, page.total])).toEqual([
      [10, 23],
      [3, 23],
      [0, 23],
      [10, 12],
      [0, 0],
    ]);
    expect(Object.keys(pages[0]!.items[0]!).sort()).toEqual(Object.keys(placeList.fields).sort());
  });
});
