import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_FIRST, DAY_LAST } from '@lineup/contract/days';
import { customers, eventTypes, places, services } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { groupLessonType, lesson } from '#src/modules/events/events.fixture.ts';
import { ok } from '#src/testing/answers.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

type Schools = Awaited<ReturnType<typeof twoSchools>>;
type Answer = Awaited<ReturnType<Schools['manager']['call']>>;

/** A 400 naming the one field, with the shared code of a day outside the school's years. */
function expectDayOutOfRange(answer: Answer, path: string) {
  expect(answer.statusCode, answer.body).toBe(400);
  const problem = answer.json<{ code: string; errors: { path: string; code: string; message: string }[] }>();
  expect(problem.code).toBe('validation_failed');
  expect(problem.errors).toEqual([expect.objectContaining({ path, code: 'day_out_of_range' })]);
  return problem;
}

/**
 * Every day the API takes is a day of the school's years (days.ts): a slip of the keyboard (the
 * year 1, 1900, 9999) is refused with a 400 naming the field, before it reaches the schedule, the
 * ledger, the tides or the reports; the first and last days are taken.
 */
describe('days outside the school’s years', () => {
  let t: TestApp;
  let s: Schools;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const a = s.schoolA;
      id.type = (await tx.insert(eventTypes).values(groupLessonType(a)).returning({ id: eventTypes.id }))[0]!.id;
      id.beach = (
        await tx
          .insert(places)
          .values({ applicationId: a, name: 'Beach', type: 'beach', country: 'PT', latitude: 38.7, longitude: -9.3 })
          .returning({ id: places.id })
      )[0]!.id;
      id.ana = (
        await tx.insert(customers).values({ applicationId: a, name: 'Ana' }).returning({ id: customers.id })
      )[0]!.id;
      id.photos = (
        await tx
          .insert(services)
          .values({ applicationId: a, name: 'Photos', priceCents: 2000 })
          .returning({ id: services.id })
      )[0]!.id;
    });
  });
  afterAll(() => t?.close());

  const sell = (soldOn: string, extra: object = {}) =>
    s.manager.call('POST', `/api/v1/customers/${id.ana}/sales`, {
      kind: 'service',
      productId: id.photos,
      soldOn,
      ...extra,
    });
  const pay = (paidOn: string) =>
    s.manager.call('POST', `/api/v1/customers/${id.ana}/payments`, { amountCents: 100, method: 'cash', paidOn });

  it('refuses a sale or a payment dated in 1900, 9999 or the year 1, and writes nothing', async () => {
    expectDayOutOfRange(await sell('1900-01-01'), 'body.soldOn');
    expectDayOutOfRange(await sell('9999-12-31'), 'body.soldOn');
    expectDayOutOfRange(await sell('2026-07-01', { dueOn: '9999-12-31' }), 'body.dueOn');
    const problem = expectDayOutOfRange(await pay('0001-01-01'), 'body.paidOn');
    expect(problem.errors[0]!.message).toBe('Choose a day between 2000 and 2100.');
    const account = ok<{ sales: unknown[]; payments: unknown[] }>(
      await s.manager.call('GET', `/api/v1/customers/${id.ana}/account`),
    );
    expect(account).toMatchObject({ sales: [], payments: [] });
    // The first and the last of the school's days are taken.
    ok(await sell(DAY_FIRST), 201);
    ok(await pay(DAY_LAST), 201);
  });

  it('answers the tides, the suggestions and the calendar for days in range and refuses the rest', async () => {
    expectDayOutOfRange(
      await s.manager.call('GET', `/api/v1/places/${id.beach}/suggestions?from=9999-12-31`),
      'querystring.from',
    );
    expectDayOutOfRange(
      await s.manager.call('GET', `/api/v1/places/${id.beach}/conditions?day=0001-01-01`),
      'querystring.day',
    );
    expectDayOutOfRange(
      await s.manager.call('GET', '/api/v1/events?from=1999-12-27&to=2000-01-02'),
      'querystring.from',
    );
    ok(await s.manager.call('GET', `/api/v1/places/${id.beach}/suggestions?from=${DAY_LAST}`));
    ok(await s.manager.call('GET', `/api/v1/places/${id.beach}/conditions?day=${DAY_FIRST}`));
  });

  it('refuses a lesson that starts in the year 9999, or repeats until then', async () => {
    expectDayOutOfRange(
      await s.manager.call('POST', '/api/v1/events', lesson(id.type!, id.beach!, { startsAt: '9999-07-01T09:00:00Z' })),
      'body.startsAt',
    );
    expectDayOutOfRange(
      await s.manager.call('POST', '/api/v1/events', {
        ...lesson(id.type!, id.beach!, { startsAt: '2026-07-01T09:00:00Z' }),
        repeat: { weekdays: [3], until: '9999-12-31', times: null },
      }),
      'body.repeat.until',
    );
  });
});
