import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conditions } from '@lineup/contract/conditions';
import type { Place } from '@lineup/contract/places';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { carcavelosInput, CASCAIS, conditionsSchools, JULY_14, PENICHE, tideStates } from './conditions.fixture.ts';
import { localDay } from '#src/lib/zoned-day.ts';
import { clock } from '@lineup/contract/clock';

describe("a place's conditions: its station, tides and daylight", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof conditionsSchools>>;
  const conditionsOf = (placeId: string, day?: string) =>
    s.staff.call('GET', `/api/v1/places/${placeId}/conditions${day ? `?day=${day}` : ''}`);
  const read = async (placeId: string, day?: string) => {
    const answer = await conditionsOf(placeId, day);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Conditions>();
  };
  const inPortuguese = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${s.staff.token}`, cookie: 'lineup_language=pt' },
    });

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await conditionsSchools(t);
  });
  afterAll(() => t.close());

  it("shows any member the day's waters, a curve every 15 minutes, the tide states and the sun, with the notice", async () => {
    const conditions = await read(s.carcavelos.id, JULY_14.day);
    expect(conditions).toMatchObject({
      day: '2026-07-14',
      timeZone: 'Europe/Lisbon',
      station: { id: CASCAIS, name: 'Cascais', chosen: false, datum: 'LAT', distanceKm: 7.2 },
      forecast: null,
      notice: 'astronomical_only',
    });
    expect(conditions.station?.attribution).toContain('CC BY 4.0');
    expect(conditions.tides?.extremes).toEqual([
      { at: '2026-07-14T02:05:00.000Z', heightM: 2.99, kind: 'high' },
      { at: '2026-07-14T08:05:00.000Z', heightM: 0.48, kind: 'low' },
      { at: '2026-07-14T14:24:00.000Z', heightM: 3.32, kind: 'high' },
      { at: '2026-07-14T20:41:00.000Z', heightM: 0.26, kind: 'low' },
    ]);
    // The day on Lisbon's clocks: from 00:00 WEST (23:00 UTC the day before), 97 points.
    const curve = conditions.tides!.curve;
    expect([curve.length, curve[0]!.at, curve.at(-1)!.at]).toEqual([
      97,
      '2026-07-13T23:00:00.000Z',
      '2026-07-14T23:00:00.000Z',
    ]);
    const states = conditions.tides!.states;
    expect(states[0]!.from).toBe('2026-07-13T23:00:00.000Z');
    expect(states.at(-1)!.to).toBe('2026-07-14T23:00:00.000Z');
    expect(states.map((span) => span.state).slice(0, 4)).toEqual(['mid', 'high', 'mid', 'low']);
    expect(conditions.daylight.polar).toBeNull();
    expect(conditions.daylight.sunrise?.slice(0, 16)).toBe('2026-07-14T05:24');
    expect(conditions.daylight.sunset?.slice(0, 16)).toBe('2026-07-14T20:01');
    expect(Date.parse(conditions.daylight.dawn!)).toBeLessThan(Date.parse(conditions.daylight.sunrise!));
    expect(Date.parse(conditions.daylight.dusk!)).toBeGreaterThan(Date.parse(conditions.daylight.sunset!));
  });

  it("reads today on the school's clocks when no day is given", async () => {
    expect((await read(s.carcavelos.id)).day).toBe(localDay(clock.now(), 'Europe/Lisbon'));
  });

  it('is right across the changes of the clocks: days of 23 and 25 hours, the sun an hour later on the clocks', async () => {
    const spring = await read(s.carcavelos.id, '2026-03-29');
    expect([spring.tides!.curve.length, spring.tides!.curve[0]!.at, spring.tides!.curve.at(-1)!.at]).toEqual([
      93,
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ]);
    expect(spring.tides!.extremes.map((water) => water.at)).toEqual([
      '2026-03-29T06:15:00.000Z',
      '2026-03-29T12:26:00.000Z',
      '2026-03-29T18:26:00.000Z',
    ]);
    const autumn = await read(s.carcavelos.id, '2026-10-25');
    expect([autumn.tides!.curve.length, autumn.tides!.curve[0]!.at, autumn.tides!.curve.at(-1)!.at]).toEqual([
      101,
      '2026-10-24T23:00:00.000Z',
      '2026-10-26T00:00:00.000Z',
    ]);
    // Sunrise on Lisbon's clocks: 06:28 WET the day before summer time, 07:25 WEST the day after.
    const clock = (at: string | null) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', timeStyle: 'short' }).format(new Date(at!));
    expect(clock((await read(s.carcavelos.id, '2026-03-28')).daylight.sunrise)).toBe('06:28');
    expect(clock((await read(s.carcavelos.id, '2026-03-30')).daylight.sunrise)).toBe('07:25');
  });

  it('keeps tide settings with the place: a station chosen and the states per level, changed by managers only', async () => {
    const settings = tideStates({ all: ['mid', 'high'], beginner: ['mid'], advanced: ['high'] });
    const changed = await s.manager.call('PUT', `/api/v1/places/${s.carcavelos.id}`, {
      ...carcavelosInput(),
      tideStationId: PENICHE,
      tideStates: settings,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Place>()).toMatchObject({ tideStationId: PENICHE, tideStates: settings });
    const chosen = await read(s.carcavelos.id, JULY_14.day);
    expect(chosen.station).toMatchObject({ id: PENICHE, name: 'Peniche', chosen: true });
    expect(chosen.station!.distanceKm).toBeGreaterThan(70);

    // A change that leaves them out keeps them; staff may not change a place at all.
    const kept = await s.manager.call(
      'PUT',
      `/api/v1/places/${s.carcavelos.id}`,
      carcavelosInput({ notes: 'Beach break' }),
    );
    expect(kept.json<Place>()).toMatchObject({ notes: 'Beach break', tideStationId: PENICHE, tideStates: settings });
    const refused = await s.staff.call('PUT', `/api/v1/places/${s.carcavelos.id}`, {
      ...carcavelosInput(),
      tideStationId: null,
    });
    expect(refused.statusCode).toBe(403);
    expect((await s.staff.call('GET', `/api/v1/places/${s.carcavelos.id}`)).json<Place>().tideStationId).toBe(PENICHE);

    const nearest = await s.manager.call('PUT', `/api/v1/places/${s.carcavelos.id}`, {
      ...carcavelosInput(),
      tideStationId: null,
      tideStates: tideStates({}),
    });
    expect(nearest.json<Place>()).toMatchObject({ tideStationId: null, tideStates: tideStates({}) });
    expect((await read(s.carcavelos.id, JULY_14.day)).station).toMatchObject({ id: CASCAIS, chosen: false });
  });

  it('refuses a station the database does not have, and tide states it does not know, in the caller’s language', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/places',
      headers: { authorization: `Bearer ${s.manager.token}`, cookie: 'lineup_language=pt' },
      payload: { ...carcavelosInput({ name: 'Guincho' }), tideStationId: 'noaa/0000000' },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [
        { path: 'body.tideStationId', code: 'missing', message: expect.stringMatching(/já não existe|escolha/i) },
      ],
    });
    for (const states of [{ beginner: ['spring'] }, { beginner: ['low', 'low'] }, { all: 'low' }]) {
      const bad = await s.manager.call('POST', '/api/v1/places', {
        ...carcavelosInput({ name: 'Guincho' }),
        tideStates: { ...tideStates({}), ...states },
      });
      expect(bad.statusCode, JSON.stringify(states)).toBe(400);
    }
  });

  it('has no station for a place far from every one, and still its daylight', async () => {
    const created = await s.manager.call('POST', '/api/v1/places', {
      ...carcavelosInput({ name: 'Madrid club', type: 'school', latitude: 40.4168, longitude: -3.7038, country: 'ES' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const conditions = await read(created.json<Place>().id, JULY_14.day);
    expect(conditions).toMatchObject({ station: null, tides: null, notice: 'astronomical_only' });
    expect(conditions.daylight.sunrise).not.toBeNull();
  });

  it('lists the stations to choose from: nearest first, or by name', async () => {
    const near = await s.staff.call('GET', '/api/v1/tide-stations?latitude=38.6777&longitude=-9.3365&limit=3');
    expect(near.statusCode, near.body).toBe(200);
    const items = near.json<{ items: { id: string; distanceKm: number }[] }>().items;
    expect(items.map((station) => station.id)).toEqual([CASCAIS, PENICHE, expect.any(String)]);
    expect(items.map((station) => station.distanceKm)).toEqual(
      [...items.map((station) => station.distanceKm)].sort((a, b) => a - b),
    );
    const named = await s.staff.call('GET', '/api/v1/tide-stations?q=peniche');
    expect(named.json<{ items: { id: string; distanceKm: null }[] }>().items).toEqual([
      expect.objectContaining({ id: PENICHE, distanceKm: null }),
    ]);
  });

  it('refuses a bad day or a bad point with a 400 in the caller’s language, never a stack trace', async () => {
    for (const url of [
      `/api/v1/places/${s.carcavelos.id}/conditions?day=2026-02-30`,
      `/api/v1/places/${s.carcavelos.id}/conditions?day=tomorrow`,
      '/api/v1/tide-stations?latitude=91&longitude=0',
      '/api/v1/tide-stations?latitude=38.6&longitude=-181',
      '/api/v1/tide-stations?latitude=38.6',
      '/api/v1/tide-stations?latitude=north&longitude=west',
    ]) {
      const answer = await inPortuguese(url);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(400);
      expect(answer.json<{ detail: string }>().detail, url).toBe('O pedido tem campos inválidos.');
      expect(answer.body, url).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
  });

  it("answers 404 for another school's place, and 401 without a session", async () => {
    expect((await s.other.call('GET', `/api/v1/places/${s.carcavelos.id}/conditions`)).statusCode).toBe(404);
    expect((await s.other.call('GET', `/api/v1/places/${s.carcavelos.id}/suggestions`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/places/${s.carcavelos.id}/conditions` });
    expect(anonymous.statusCode).toBe(401);
  });
});
