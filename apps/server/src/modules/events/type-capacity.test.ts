import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { lesson } from './events.fixture.ts';
import { ok } from '#src/testing/answers.ts';
import { dayFromToday } from '#src/testing/days.ts';

type Schools = Awaited<ReturnType<typeof twoSchools>>;

const PATH = '/api/v1/events';

/** A day still to come, on the clock the server reads. */

describe("a type's capacity against the lessons still to come that take it", () => {
  let t: TestApp;
  let s: Schools;

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses lowering it below the customers booked in one of them, naming it, and takes it down to that many', async () => {
    const type = {
      kind: 'lesson',
      name: 'Small group',
      color: '#1d4ed8',
      durationMinutes: 90,
      capacity: 6,
      studentsPerInstructor: 6,
      level: 'beginner',
      priceCents: 3500,
      creditsPerAttendance: 1,
      active: true,
    };
    const typeId = ok<{ id: string }>(await s.owner.call('POST', '/api/v1/event-types', type), 201).id;
    const placeId = ok<{ id: string }>(
      await s.owner.call('POST', '/api/v1/places', {
        name: 'Bay',
        type: 'beach',
        country: 'PT',
        address: '',
        latitude: 38.7,
        longitude: -9.3,
        capacity: null,
        notes: '',
        active: true,
      }),
      201,
    ).id;
    const people = await asPlatform(t.database.db, async (tx) =>
      tx
        .insert(customers)
        .values(['One', 'Two', 'Three', 'Four'].map((name) => ({ applicationId: s.schoolA, name })))
        .returning({ id: customers.id }),
    );
    const soon = ok(
      await s.manager.call(
        'POST',
        PATH,
        lesson(typeId, placeId, { title: 'Booked up', startsAt: `${dayFromToday(30)}T09:00:00Z` }),
      ),
      201,
    );
    // Its own capacity of ten keeps the other out of the type's.
    const own = ok(
      await s.manager.call(
        'POST',
        PATH,
        lesson(typeId, placeId, { title: 'Own capacity', startsAt: `${dayFromToday(31)}T09:00:00Z`, capacity: 10 }),
      ),
      201,
    );
    for (const person of people) {
      ok(await s.manager.call('POST', `${PATH}/${soon.id}/customers`, { customerId: person.id }));
      ok(await s.manager.call('POST', `${PATH}/${own.id}/customers`, { customerId: person.id }));
    }
    const lowered = await s.owner.call('PUT', `/api/v1/event-types/${typeId}`, { ...type, capacity: 3 });
    expect(lowered.statusCode, lowered.body).toBe(400);
    expect(lowered.json<{ errors: { path: string; code: string; params: object }[] }>().errors[0]).toMatchObject({
      path: 'body.capacity',
      code: 'capacity_below_bookings',
      params: { event: 'Booked up', count: 4 },
    });
    ok(await s.owner.call('PUT', `/api/v1/event-types/${typeId}`, { ...type, capacity: 4 }));
    expect(ok(await s.manager.call('GET', `${PATH}/${soon.id}`)).capacity).toBe(4);
  });
});
