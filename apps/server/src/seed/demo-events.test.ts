import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, EventSummary } from '@lineup/contract/events';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_DAYS } from './demo-events.ts';
import { seedDemoSchool } from './demo-school.ts';
import { dayAfter } from '#src/lib/zoned-day.ts';
import { clock } from '@lineup/contract/clock';

describe('the demo schedule', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof signInAs>>;
  let all: EventSummary[] = [];
  const today = clock.today('Europe/Lisbon');

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    await seedDemoSchool(t.database.db, t.config, t.app.log);
    manager = await signInAs(t.app, 'manager@demo.lineup.surf', 'lineup-demo-manager');
    const from = dayAfter(today, DEMO_DAYS.from);
    const to = dayAfter(today, DEMO_DAYS.to);
    for (let page = 1; ; page += 1) {
      const answer = await manager.call('GET', `/api/v1/events?from=${from}&to=${to}&pageSize=100&page=${page}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const { items, total } = answer.json<{ items: EventSummary[]; total: number }>();
      all = [...all, ...items];
      if (all.length >= total) break;
    }
  });
  afterAll(() => t.close());

  it('holds four weeks of lessons and events across the three places, some cancelled for the sea', () => {
    expect(all.length).toBeGreaterThan(80);
    expect(new Set(all.map((event) => event.placeName))).toEqual(
      new Set(['Carcavelos', 'Costa da Caparica', "Ericeira – Ribeira d'Ilhas"]),
    );
    expect(new Set(all.map((event) => event.kind))).toEqual(new Set(['lesson', 'event']));
    const cancelled = all.filter((event) => event.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(2);
    expect(cancelled.every((event) => event.cancelReason !== '')).toBe(true);
    expect(
      all.some((event) => event.progress === 'completed') && all.some((event) => event.progress === 'upcoming'),
    ).toBe(true);
  });

  it('holds the kids’ club and the sunset yoga as weekly series, each of its own', async () => {
    const seriesOf = (title: string) =>
      new Set(all.filter((event) => event.title === title).map((event) => event.seriesId));
    const kids = seriesOf('Kids’ club');
    const yoga = seriesOf('Sunset yoga');
    expect([kids.size, yoga.size]).toEqual([1, 1]);
    expect([...kids, ...yoga].every((id) => id !== null)).toBe(true);
    expect(kids).not.toEqual(yoga);
    expect(seriesOf('Morning group')).toEqual(new Set([null]));
    const upcoming = all.find((event) => event.title === 'Sunset yoga' && event.progress === 'upcoming')!;
    const yogaEvent = (await manager.call('GET', `/api/v1/events/${upcoming.id}`)).json<Event>();
    expect(yogaEvent.series).toMatchObject({
      total: all.filter((event) => event.title === 'Sunset yoga').length,
      weekdays: [6],
    });
  });

  it('keeps every rule of the conflict engine: each scheduled one is accepted where it stands', async () => {
    const warned: string[] = [];
    const offTide = new Set<string>();
    for (const event of all.filter((one) => one.status === 'scheduled')) {
      const where = { startsAt: event.startsAt, durationMinutes: event.durationMinutes };
      const answer = await manager.call('PATCH', `/api/v1/events/${event.id}/time`, where);
      const reason = answer.statusCode === 409 ? answer.json<{ reason: string }>().reason : null;
      if (reason === 'certification_expired' || reason === 'outside_tide_window') {
        // A warning, not a rule: the planner went ahead. Asked again, it is accepted.
        const { params } = answer.json<{ params: { name: string; place: string } }>();
        if (reason === 'certification_expired') warned.push(params.name);
        else offTide.add(params.place);
        const anyway = await manager.call('PATCH', `/api/v1/events/${event.id}/time`, { ...where, override: true });
        expect(anyway.statusCode, `${event.title} ${event.startsAt}: ${anyway.body}`).toBe(200);
        continue;
      }
      expect(answer.statusCode, `${event.title} ${event.startsAt}: ${answer.body}`).toBe(200);
    }
    // Every instructor teaches within their weekly hours; only Inês's lifeguard licence, lapsed on
    // purpose, warns about the lessons after it ran out.
    expect(new Set(warned)).toEqual(new Set(['Inês Carvalho']));
    // Every lesson is in daylight. The slots keep their hour while the tide moves through the
    // weeks: some fall outside the tide their place suits, and only where the place names one.
    expect([...offTide].every((place) => place === 'Carcavelos' || place.startsWith('Ericeira'))).toBe(true);
  });

  it('gives a morning group its instructor, driver, van, boards and wetsuits to fit, and past customers their attendance', async () => {
    const past = all.find(
      (event) => event.title === 'Morning group' && event.progress === 'completed' && event.status === 'scheduled',
    );
    const lesson = (await manager.call('GET', `/api/v1/events/${past?.id}`)).json<Event>();
    expect(lesson.staff.map((member) => [member.name, member.role])).toEqual([
      ['Rui Santos', 'instructor'],
      ['Tomás Oliveira', 'driver'],
    ]);
    expect(lesson.transports.map((van) => van.name)).toEqual(['Van 1']);
    const boards = lesson.equipment.filter((item) => !item.name.startsWith('Wetsuit'));
    expect(boards).toEqual([expect.objectContaining({ quantity: 5 })]);
    // A wetsuit for each customer whose size is on record, of that size.
    const sized = lesson.customers.filter((customer) => customer.wetsuitSize !== null);
    const suits = lesson.equipment.filter((item) => item.name.startsWith('Wetsuit'));
    expect(suits.reduce((sum, item) => sum + item.quantity, 0)).toBe(sized.length);
    for (const customer of sized)
      expect(suits.some((item) => item.name.endsWith(` ${customer.wetsuitSize}`))).toBe(true);
    expect(lesson.customers).toHaveLength(5);
    expect(lesson.customers.every((customer) => customer.attendance !== 'booked')).toBe(true);
    const upcoming = all.find((event) => event.progress === 'upcoming' && event.status === 'scheduled');
    const later = (await manager.call('GET', `/api/v1/events/${upcoming?.id}`)).json<Event>();
    expect(later.customers.every((customer) => customer.attendance === 'booked')).toBe(true);
  });

  it('lets the demo Instructor read the coming week, her kids’ club in it', async () => {
    const instructor = await signInAs(t.app, 'instructor@demo.lineup.surf', 'lineup-demo-instructor');
    const answer = await instructor.call('GET', `/api/v1/events?from=${today}&to=${dayAfter(today, 6)}&pageSize=100`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ items: EventSummary[] }>().items.some((event) => event.title === 'Kids’ club')).toBe(true);
  });
});
