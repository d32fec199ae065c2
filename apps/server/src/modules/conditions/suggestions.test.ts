import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suggestions } from '@lineup/contract/conditions';
import type { Event } from '@lineup/contract/events';
import { customers } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { lesson } from '#src/modules/events/events.fixture.ts';
import { ok } from '#src/testing/answers.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { carcavelosInput, conditionsSchools, tideStates } from './conditions.fixture.ts';
import { daylightOn } from './daylight.ts';
import { dayAfter, localDay } from '#src/lib/zoned-day.ts';
import { clock } from '@lineup/contract/clock';

/** A week a year ahead: always in the future, whenever the tests run. */
const FROM = dayAfter(localDay(clock.now(), 'Europe/Lisbon'), 365);

describe('suggested times for a lesson: daylight, the tide states of its level, no clash', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof conditionsSchools>>;
  let guincho = '';
  const suggest = (query: string, placeId = guincho) =>
    s.manager.call('GET', `/api/v1/places/${placeId}/suggestions?${query}`);

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await conditionsSchools(t);
    const created = await s.manager.call('POST', '/api/v1/places', {
      ...carcavelosInput({ name: 'Guincho', latitude: 38.7311, longitude: -9.4725, capacity: 10 }),
      tideStates: tideStates({ beginner: ['low', 'mid'] }),
    });
    guincho = ok<{ id: string }>(created, 201).id;
  });
  afterAll(() => t.close());

  it('offers beginners daylight times at low or mid tide, best first, which the engine then takes without a warning', async () => {
    const answer = ok<Suggestions>(await suggest(`eventTypeId=${s.types.beginner}&from=${FROM}&days=3`));
    expect(answer).toMatchObject({ level: 'beginner', suits: ['low', 'mid'], station: { name: 'Cascais' } });
    expect(answer.notice).toBe('astronomical_only');
    expect(answer.items.length).toBeGreaterThanOrEqual(3);
    for (const item of answer.items) {
      expect(item.durationMinutes).toBe(60);
      expect(item.tideStates.every((state) => state === 'low' || state === 'mid')).toBe(true);
      const day = localDay(new Date(item.startsAt), 'Europe/Lisbon');
      const sun = daylightOn(day, 'Europe/Lisbon', 38.7311, -9.4725);
      expect(Date.parse(item.startsAt)).toBeGreaterThanOrEqual(sun.sunrise!.getTime());
      expect(Date.parse(item.endsAt)).toBeLessThanOrEqual(sun.sunset!.getTime());
    }
    const margins = answer.items.map((item) => Math.min(item.marginMinutes, 60));
    expect(margins).toEqual([...margins].sort((a, b) => b - a));

    // One click fills the form: the first suggestion is planned as it is, with no warning to ask.
    const [best] = answer.items;
    ok<Event>(
      await s.manager.call('POST', '/api/v1/events', {
        ...lesson(s.types.beginner, guincho, { title: 'Suggested', startsAt: best!.startsAt, durationMinutes: 60 }),
      }),
      201,
    );
  });

  it('leaves out a time when the place would be over its capacity, as the conflict engine counts it', async () => {
    const before = ok<Suggestions>(await suggest(`eventTypeId=${s.types.beginner}&from=${FROM}&days=1`));
    const [first] = before.items;
    // Three students in the water then: with the type's eight, eleven for a beach of ten.
    const busy = ok<Event>(
      await s.manager.call('POST', '/api/v1/events', {
        ...lesson(s.types.advanced, guincho, { title: 'Busy', startsAt: first!.startsAt, durationMinutes: 60 }),
      }),
      201,
    );
    const people = await asPlatform(t.database.db, (tx) =>
      tx
        .insert(customers)
        .values(['One', 'Two', 'Three'].map((name) => ({ applicationId: s.schoolA, name })))
        .returning({ id: customers.id }),
    );
    for (const person of people) {
      ok(await s.manager.call('POST', `/api/v1/events/${busy.id}/customers`, { customerId: person.id }));
    }
    const after = ok<Suggestions>(await suggest(`eventTypeId=${s.types.beginner}&from=${FROM}&days=1`));
    const overlaps = (item: { startsAt: string; endsAt: string }) =>
      Date.parse(item.startsAt) < Date.parse(busy.endsAt) && Date.parse(item.endsAt) > Date.parse(busy.startsAt);
    expect(after.items.some(overlaps)).toBe(false);
    // Without a type: one student of any level, so any tide; the day's daylight is one window.
    const any = ok<Suggestions>(await suggest(`from=${FROM}&days=1&durationMinutes=60`));
    expect(any).toMatchObject({ level: 'all', suits: [] });
    expect(any.items).toHaveLength(1);
  });

  it('offers nothing to a level the place never suits, nor to lessons longer than half a day', async () => {
    const never = await s.manager.call('PUT', `/api/v1/places/${guincho}`, {
      ...carcavelosInput({ name: 'Guincho', latitude: 38.7311, longitude: -9.4725, capacity: 10 }),
      tideStates: tideStates({ all: ['high'], beginner: ['low', 'mid'] }),
    });
    ok(never);
    expect(ok<Suggestions>(await suggest(`eventTypeId=${s.types.beginner}&from=${FROM}`)).items).toEqual([]);
    expect(ok<Suggestions>(await suggest(`eventTypeId=${s.types.advanced}&from=${FROM}`)).items.length).toBeGreaterThan(
      0,
    );
    expect((await suggest(`from=${FROM}&durationMinutes=900`)).statusCode).toBe(400);
  });

  it('is for those who plan lessons, in their own school, with a 400 for what the query gets wrong', async () => {
    expect((await s.staff.call('GET', `/api/v1/places/${guincho}/suggestions`)).statusCode).toBe(403);
    expect((await s.other.call('GET', `/api/v1/places/${guincho}/suggestions`)).statusCode).toBe(404);
    const otherType = ok<{ id: string }>(
      await s.other.call('POST', '/api/v1/event-types', {
        kind: 'lesson',
        name: 'Theirs',
        color: '#1d4ed8',
        durationMinutes: 60,
        capacity: 8,
        studentsPerInstructor: 6,
        level: 'beginner',
        priceCents: 3500,
        creditsPerAttendance: 1,
        active: true,
      }),
      201,
    );
    const foreign = await suggest(`eventTypeId=${otherType.id}`);
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(foreign.json()).toMatchObject({ errors: [{ path: 'query.eventTypeId', code: 'missing' }] });
    const room = ok<{ id: string }>(
      await s.manager.call('POST', '/api/v1/rooms', {
        name: 'Classroom',
        placeId: s.carcavelos.id,
        capacity: 12,
        notes: '',
        active: true,
      }),
      201,
    );
    expect((await suggest(`roomId=${room.id}`)).json()).toMatchObject({
      errors: [{ path: 'query.roomId', code: 'room_not_at_place' }],
    });
    for (const query of ['from=2026-13-01', 'days=15', 'days=0', 'durationMinutes=2', 'eventTypeId=nope']) {
      expect((await suggest(query)).statusCode, query).toBe(400);
    }
  });
});
