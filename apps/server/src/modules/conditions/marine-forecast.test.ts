import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Conditions } from '@lineup/contract/conditions';
import { ConfigError, loadConfig } from '#src/config.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { conditionsSchools } from './conditions.fixture.ts';
import { forgetForecasts, readHourly } from './marine-forecast.ts';

/** A local stand-in for a marine forecast service (Open-Meteo's shape): answers, or fails when told to. */
function fakeForecast() {
  const state = { requests: [] as string[], failing: false };
  const server: Server = createServer((request, response) => {
    state.requests.push(request.url ?? '');
    if (state.failing) {
      response.writeHead(503).end('down');
      return;
    }
    // Hourly, in UTC without an offset as Open-Meteo gives it by default; no wind direction.
    const hours = Array.from({ length: 24 }, (_, i) => `2026-07-14T${String(i).padStart(2, '0')}:00`);
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        hourly: {
          time: hours,
          swell_wave_height: hours.map((_, i) => 1 + i / 10),
          swell_wave_period: hours.map(() => 11),
          swell_wave_direction: hours.map(() => 290),
          wind_speed_10m: hours.map(() => 14.5),
        },
      }),
    );
  });
  return { server, state };
}

describe('live conditions from a configured marine forecast', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof conditionsSchools>>;
  const fake = fakeForecast();
  const read = async () => {
    const answer = await s.staff.call('GET', `/api/v1/places/${s.carcavelos.id}/conditions?day=2026-07-14`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Conditions>();
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await createTestApp({
      config: {
        RATE_LIMIT_MAX: '1000000',
        MARINE_FORECAST_URL: `http://127.0.0.1:${port}/marine?latitude={latitude}&longitude={longitude}&hourly=swell_wave_height`,
      },
    });
    s = await conditionsSchools(t);
  });
  beforeEach(() => {
    forgetForecasts();
    fake.state.requests.length = 0;
    fake.state.failing = false;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it("shows the swell and wind at the day's middle hour beside the tides, asking the service once a while", async () => {
    const conditions = await read();
    // The middle of Lisbon's 14 July is 11:00 UTC: the twelfth hour of the answer.
    expect(conditions.forecast).toEqual({
      at: '2026-07-14T11:00:00.000Z',
      swellHeightM: 2.1,
      swellPeriodS: 11,
      swellDirectionDeg: 290,
      windSpeedKmh: 14.5,
      windDirectionDeg: null,
    });
    expect(conditions.tides?.extremes).toHaveLength(4);
    expect(fake.state.requests).toEqual(['/marine?latitude=38.68&longitude=-9.34&hourly=swell_wave_height']);
    await read();
    expect(fake.state.requests).toHaveLength(1);
  });

  it('goes on with the tides and daylight alone when the service fails, and asks it again only later', async () => {
    fake.state.failing = true;
    const conditions = await read();
    expect(conditions.forecast).toBeNull();
    expect(conditions.tides?.extremes).toHaveLength(4);
    expect(conditions.daylight.sunrise).not.toBeNull();
    await read();
    expect(fake.state.requests).toHaveLength(1);
  });

  it('takes only answers in the expected shape, and a URL template with the point in it', () => {
    expect(readHourly({ hourly: { time: [1_784_000_000], swell_wave_height: [1.5] } })?.times).toEqual([
      1_784_000_000_000,
    ]);
    expect(readHourly({ hourly: { time: ['not a time'] } })).toBeNull();
    expect(readHourly({ error: true })).toBeNull();
    expect(readHourly(null)).toBeNull();
    expect(() => loadConfig({ MARINE_FORECAST_URL: 'https://marine.example/forecast' })).toThrow(ConfigError);
    expect(() => loadConfig({ MARINE_FORECAST_URL: 'ftp://x/{latitude}/{longitude}' })).toThrow(ConfigError);
    expect(
      loadConfig({ MARINE_FORECAST_URL: 'https://m.example/?lat={latitude}&lon={longitude}' }).MARINE_FORECAST_URL,
    ).toBe('https://m.example/?lat={latitude}&lon={longitude}');
    expect(loadConfig({}).MARINE_FORECAST_URL).toBeUndefined();
  });
});
