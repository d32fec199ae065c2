import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Event, EventInput } from '@lineup/contract/events';
import type { WetsuitSize } from '@lineup/contract/equipment';
import { customers, equipment, eventTypes, places } from '#src/db/schema/index.ts';
import { rowsOf } from '#src/db/database.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { groupLessonType, lesson } from './events.fixture.ts';
import { expectRefusal, ok } from '#src/testing/answers.ts';

type Schools = Awaited<ReturnType<typeof twoSchools>>;

const PATH = '/api/v1/events';

describe("wetsuits booked to fit a lesson's customers", () => {
  let t: TestApp;
  let s: Schools;
  const id: Record<string, string> = {};
  // Every two hours from 06:00 UTC: the last ends before sunset (lessons keep to daylight).
  let hour = 4;

  /** A lesson of its own hour, with these customers booked. */
  async function lessonWith(people: readonly string[], change: Partial<EventInput> = {}): Promise<Event> {
    hour += 2;
    const created = ok(
      await s.manager.call(
        'POST',
        PATH,
        lesson(id.group!, id.beach!, { startsAt: `2027-08-02T${String(hour).padStart(2, '0')}:00:00Z`, ...change }),
      ),
      201,
    );
    for (const name of people)
      ok(await s.manager.call('POST', `${PATH}/${created.id}/customers`, { customerId: id[name] }));
    return ok(await s.manager.call('GET', `${PATH}/${created.id}`));
  }
  const fit = (eventId: string) => s.manager.call('POST', `${PATH}/${eventId}/wetsuits`, {});
  const booked = (event: Event) => event.equipment.map((item) => [item.name, item.quantity]);

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const a = s.schoolA;
      const [type] = await tx
        .insert(eventTypes)
        .values(groupLessonType(a, { capacity: 10, studentsPerInstructor: 5 }))
        .returning({ id: eventTypes.id });
      id.group = type!.id;
      const [beach] = await tx
        .insert(places)
        .values({ applicationId: a, name: 'Beach', type: 'beach', country: 'PT', latitude: 38.7, longitude: -9.3 })
        .returning({ id: places.id });
      id.beach = beach!.id;
      const sizes: [string, WetsuitSize | null][] = [
        ['ana', 'M'],
        ['bea', 'M'],
        ['kid', 'K10'],
        ['rui', null],
        ['tall', 'XL'],
        ['mia', 'M'],
      ];
      const people = await tx
        .insert(customers)
        .values(sizes.map(([name, wetsuitSize]) => ({ applicationId: a, name, wetsuitSize })))
        .returning({ id: customers.id });
      for (const [i, [name]] of sizes.entries()) id[name] = people[i]!.id;
      // Two suits of size M (the 4/3 has more units), one K10, and a board that is no wetsuit.
      const items = await tx
        .insert(equipment)
        .values([
          { applicationId: a, name: 'Wetsuit M 3/2', category: 'wetsuit', wetsuitSize: 'M', quantity: 2 },
          { applicationId: a, name: 'Wetsuit M 4/3', category: 'wetsuit', wetsuitSize: 'M', quantity: 6 },
          { applicationId: a, name: 'Wetsuit K10', category: 'wetsuit', wetsuitSize: 'K10', quantity: 1 },
          {
            applicationId: a,
            name: 'Wetsuit XL (retired)',
            category: 'wetsuit',
            wetsuitSize: 'XL',
            quantity: 3,
            active: false,
          },
        ])
        .returning({ id: equipment.id });
      id.m32 = items[0]!.id;
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('books, per size, as many units as customers of that size, of the wetsuit with most units', async () => {
    const event = await lessonWith(['ana', 'bea', 'kid', 'rui']);
    expect(event.customers.map((customer) => [customer.name, customer.wetsuitSize])).toEqual([
      ['ana', 'M'],
      ['bea', 'M'],
      ['kid', 'K10'],
      ['rui', null],
    ]);
    const fitted = ok(await fit(event.id));
    expect(booked(fitted)).toEqual([
      ['Wetsuit K10', 1],
      ['Wetsuit M 4/3', 2],
    ]);
    const log = await asPlatform(t.database.db, async (tx) =>
      rowsOf<{ action: string; data: Record<string, string> }>(
        await tx.execute(sql`select action, data from audit_log where action = 'event_wetsuits_fitted'`),
      ),
    );
    expect(log).toEqual([{ action: 'event_wetsuits_fitted', data: { sizes: 'M × 2, K10 × 1' } }]);

    // One more customer of size M: fitting again sets the same suit to three.
    ok(await s.manager.call('POST', `${PATH}/${event.id}/customers`, { customerId: id.mia }));
    expect(booked(ok(await fit(event.id)))).toEqual([
      ['Wetsuit K10', 1],
      ['Wetsuit M 4/3', 3],
    ]);
  });

  it('keeps to the suit of a size the lesson already takes', async () => {
    const event = await lessonWith(['ana', 'bea']);
    ok(await s.manager.call('PUT', `${PATH}/${event.id}/equipment/${id.m32}`, { quantity: 1 }));
    expect(booked(ok(await fit(event.id)))).toEqual([['Wetsuit M 3/2', 2]]);
  });

  it('refuses, changing nothing, when no customer has a size, when the school has no suit of a size, or too few units', async () => {
    const unknown = await lessonWith(['rui']);
    expectRefusal(await fit(unknown.id), 409, 'wetsuit_sizes_unknown');

    const tall = await lessonWith(['ana', 'tall']);
    expectRefusal(await fit(tall.id), 409, 'wetsuit_size_missing', { size: 'XL' });
    expect(ok(await s.manager.call('GET', `${PATH}/${tall.id}`)).equipment).toEqual([]);

    // Two kids' lessons at once: the one K10 suit goes to the first.
    const first = await lessonWith(['kid'], { startsAt: '2027-08-03T09:00:00Z' });
    ok(await fit(first.id));
    const second = await lessonWith([], { startsAt: '2027-08-03T09:30:00Z' });
    const [other] = await asPlatform(t.database.db, async (tx) =>
      tx
        .insert(customers)
        .values({ applicationId: s.schoolA, name: 'kid two', wetsuitSize: 'K10' })
        .returning({ id: customers.id }),
    );
    ok(await s.manager.call('POST', `${PATH}/${second.id}/customers`, { customerId: other!.id }));
    expectRefusal(await fit(second.id), 409, 'equipment_short', { item: 'Wetsuit K10', usable: 1, count: 2 });
    expect(ok(await s.manager.call('GET', `${PATH}/${second.id}`)).equipment).toEqual([]);
  });

  it('is for those who plan lessons, in their own school', async () => {
    const event = await lessonWith(['ana']);
    expect((await s.staff.call('POST', `${PATH}/${event.id}/wetsuits`, {})).statusCode).toBe(403);
    expect((await s.other.call('POST', `${PATH}/${event.id}/wetsuits`, {})).statusCode).toBe(404);
  });
});
