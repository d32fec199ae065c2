import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@lineup/contract/events';
import type { Level } from '@lineup/contract/event-types';
import { lesson } from '#src/modules/events/events.fixture.ts';
import { expectRefusal, ok, activityLog } from '#src/testing/answers.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { carcavelosInput, conditionsSchools, JULY_14, tideStates } from './conditions.fixture.ts';

describe('the conflict engine warns about lessons outside daylight or their tide window', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof conditionsSchools>>;
  let guincho = '';
  const plan = (level: Level, startsAt: string, change: object = {}) =>
    s.manager.call('POST', '/api/v1/events', {
      ...lesson(s.types[level], s.carcavelos.id, { startsAt, durationMinutes: 60 }),
      ...change,
    });
  const move = (id: string, startsAt: string, override = false) =>
    s.manager.call('PATCH', `/api/v1/events/${id}/time`, { startsAt, durationMinutes: 60, override });
  const logged = async (target: string) => (await activityLog(s.owner)).filter((entry) => entry.target === target);

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await conditionsSchools(t);
    // Guincho's beginners surf at high tide only; Carcavelos keeps no tide settings.
    const created = await s.manager.call('POST', '/api/v1/places', {
      ...carcavelosInput({ name: 'Guincho', latitude: 38.7311, longitude: -9.4725 }),
      tideStates: tideStates({ beginner: ['high'], all: ['mid', 'high'] }),
    });
    guincho = ok<{ id: string }>(created, 201).id;
  });
  afterAll(() => t.close());

  it('asks before a lesson at night, goes ahead when told to, and logs that it did', async () => {
    const problem = expectRefusal(
      await plan('beginner', JULY_14.atNight, { title: 'Night lesson' }),
      409,
      'outside_daylight',
      {
        place: 'Carcavelos',
      },
    );
    // On the school's clocks (summer time): 06:24 and 21:01.
    expect([problem.params.sunrise, problem.params.sunset]).toEqual([
      expect.stringMatching(/^6:24\sAM$/),
      expect.stringMatching(/^9:01\sPM$/),
    ]);
    expect(problem.detail).toContain('outside daylight');
    const created = ok<Event>(await plan('beginner', JULY_14.atNight, { title: 'Night lesson', override: true }), 201);
    expect((await logged('Night lesson'))[0]).toMatchObject({
      action: 'event_created',
      data: { overridden: 'outside_daylight' },
    });
    // Moving it into the day is no warning; back into the night is, until told to go ahead.
    ok(await move(created.id, JULY_14.atHigh));
    expectRefusal(await move(created.id, '2026-07-14T04:30:00Z'), 409, 'outside_daylight');
    ok(await move(created.id, '2026-07-14T04:30:00Z', true));
    expect((await logged('Night lesson'))[0]).toMatchObject({
      action: 'event_changed',
      data: expect.objectContaining({ overridden: 'outside_daylight' }),
    });
  });

  it('words the warning in the caller’s language', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { authorization: `Bearer ${s.manager.token}`, cookie: 'lineup_language=pt' },
      payload: lesson(s.types.all, s.carcavelos.id, { startsAt: JULY_14.atNight, durationMinutes: 60 }),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ detail: string }>().detail).toMatch(/fora da luz do dia.*Marcar mesmo assim\?/);
  });

  it('never warns about events that are not lessons, nor about tides at a place without tide settings', async () => {
    ok(
      await s.manager.call('POST', '/api/v1/events', {
        ...lesson(s.cleanUp, s.carcavelos.id, { title: 'Night clean-up', startsAt: JULY_14.atNight }),
      }),
      201,
    );
    for (const level of ['beginner', 'intermediate', 'advanced', 'all'] as const) {
      ok(await plan(level, JULY_14.atLow), 201);
      ok(await plan(level, JULY_14.atHigh), 201);
    }
  });

  it("asks before a lesson at a tide its place does not suit for the lesson's level, on create, move and change", async () => {
    const atGuincho = (level: Level, startsAt: string, change: object = {}) =>
      s.manager.call('POST', '/api/v1/events', {
        ...lesson(s.types[level], guincho, { title: `Guincho ${level}`, startsAt, durationMinutes: 60 }),
        ...change,
      });
    expectRefusal(await atGuincho('beginner', JULY_14.atLow), 409, 'outside_tide_window', {
      place: 'Guincho',
      level: 'beginner',
      suits: 'high',
      found: 'low',
    });
    // Advanced and all-level lessons take the place's own states: mid or high.
    expectRefusal(await atGuincho('advanced', JULY_14.atLow), 409, 'outside_tide_window', { suits: 'mid or high' });
    const high = ok<Event>(await atGuincho('beginner', JULY_14.atHigh), 201);
    ok<Event>(await atGuincho('advanced', JULY_14.atHigh), 201);

    expectRefusal(await move(high.id, JULY_14.atLow), 409, 'outside_tide_window');
    ok(await move(high.id, JULY_14.atLow, true));
    expect((await logged('Guincho beginner'))[0]).toMatchObject({
      data: expect.objectContaining({ overridden: 'outside_tide_window' }),
    });

    // A lesson at Carcavelos at low tide, moved to Guincho by its form: asked first.
    const atCarcavelos = ok<Event>(await plan('beginner', JULY_14.atLow, { title: 'Moving beach' }), 201);
    const toGuincho = lesson(s.types.beginner, guincho, {
      title: 'Moving beach',
      startsAt: JULY_14.atLow,
      durationMinutes: 60,
    });
    expectRefusal(
      await s.manager.call('PUT', `/api/v1/events/${atCarcavelos.id}`, toGuincho),
      409,
      'outside_tide_window',
    );
    ok(await s.manager.call('PUT', `/api/v1/events/${atCarcavelos.id}`, { ...toGuincho, override: true }));
    // A change of anything else leaves the conditions alone.
    ok(await s.manager.call('PUT', `/api/v1/events/${atCarcavelos.id}`, { ...toGuincho, notes: 'Bring wax' }));
  });

  it('asks about every occurrence of a repeating lesson, naming the one', async () => {
    // Every Tuesday at 07:30 UTC from 14 July: low tide that day, other tides the next weeks.
    const answer = await s.manager.call('POST', '/api/v1/events', {
      ...lesson(s.types.beginner, guincho, {
        title: 'Tuesday beginners',
        startsAt: JULY_14.atHigh,
        durationMinutes: 60,
      }),
      repeat: { weekdays: [2], until: null, times: 3 },
    });
    const problem = expectRefusal(answer, 409, 'outside_tide_window', { place: 'Guincho', suits: 'high' });
    expect(problem.params.occurrence).toMatch(/Jul (21|28), 2026/);
    expect(problem.detail).toMatch(/^Jul (21|28), 2026/);
  });
});
