import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, CLOCK_HEADER } from '@lineup/contract/clock';
import type { EventSummary } from '@lineup/contract/events';
import { eventTypes, places } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { groupLessonType, lesson } from '#src/modules/events/events.fixture.ts';
import { ok } from '#src/testing/answers.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

/** The last half hour of February 2031 on Lisbon's clocks (UTC in winter). */
const SET = '2031-02-28T23:30:00Z';

describe('the school’s clock, set with LINEUP_CLOCK', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ config: { LINEUP_CLOCK: SET, RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const [type] = await tx.insert(eventTypes).values(groupLessonType(s.schoolA)).returning({ id: eventTypes.id });
      const [place] = await tx
        .insert(places)
        .values({
          applicationId: s.schoolA,
          name: 'Bay',
          type: 'beach',
          country: 'PT',
          latitude: 38.7,
          longitude: -9.3,
        })
        .returning({ id: places.id });
      id.type = type!.id;
      id.place = place!.id;
    });
  });
  afterAll(() => t?.close());

  it('runs on from the instant set, and every API answer says what it reads', async () => {
    expect(Math.abs(clock.ms() - Date.parse(SET))).toBeLessThan(120_000);
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    const said = Date.parse(String(answer.headers[CLOCK_HEADER.toLowerCase()]));
    expect(said - Date.parse(SET)).toBeGreaterThanOrEqual(0);
    expect(said - Date.parse(SET)).toBeLessThan(120_000);
    // The web app's files are not the API's: no clock on them.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers[CLOCK_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('is the now of the schedule: a lesson of that afternoon is over, one of the next morning is to come', async () => {
    const evening = ok(
      await s.manager.call('POST', '/api/v1/events', lesson(id.type!, id.place!, { startsAt: '2031-02-28T14:00:00Z' })),
      201,
    );
    const morning = ok(
      await s.manager.call('POST', '/api/v1/events', lesson(id.type!, id.place!, { startsAt: '2031-03-01T09:00:00Z' })),
      201,
    );
    const listed = ok<{ items: EventSummary[] }>(
      await s.manager.call('GET', '/api/v1/events?from=2031-02-28&to=2031-03-01&pageSize=100'),
    ).items;
    expect(Object.fromEntries(listed.map((event) => [event.id, event.progress]))).toEqual({
      [evening.id]: 'completed',
      [morning.id]: 'upcoming',
    });
    const upcoming = ok<{ items: EventSummary[] }>(
      await s.manager.call('GET', '/api/v1/events?from=2031-02-28&to=2031-03-01&progress=upcoming&pageSize=100'),
    ).items;
    expect(upcoming.map((event) => event.id)).toEqual([morning.id]);
  });
});
