import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EventCreate, EventSummary } from '@lineup/contract/events';
import type { Page } from '@lineup/contract/list';
import { customers, eventTypes, places, staff } from '#src/db/schema/index.ts';
import { rowsOf } from '#src/db/database.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { groupLessonType, lesson } from './events.fixture.ts';
import { expectRefusal, ok } from '#src/testing/answers.ts';
import { clock } from '@lineup/contract/clock';

type Answer = Awaited<ReturnType<Caller['call']>>;
type Schools = Awaited<ReturnType<typeof twoSchools>>;

const PATH = '/api/v1/events';
const LISBON = 'Europe/Lisbon';

/** The first field a 400 names, with its code. */
function firstIssue(answer: Answer) {
  expect(answer.statusCode, answer.body).toBe(400);
  return answer.json<{ errors: { path: string; code: string }[] }>().errors[0];
}

/** A day (YYYY-MM-DD) so many days from another. */
function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Next year's last Sunday of March: Lisbon's clocks go forward an hour at 01:00 UTC. */
function clocksForward(): string {
  const year = clock.now().getUTCFullYear() + 1;
  const lastOfMarch = new Date(Date.UTC(year, 2, 31));
  return plusDays(lastOfMarch.toISOString().slice(0, 10), -lastOfMarch.getUTCDay());
}

/** An instant as Lisbon's clocks show it: the day of the week, the day and the time. */
function lisbon(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: LISBON,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

describe('repeating lessons: a weekly series, changed or cancelled one, following or all', () => {
  let t: TestApp;
  let s: Schools;
  const id: Record<string, string> = {};
  const sunday = clocksForward();
  /** The Wednesday before the clocks change, at 10:00 on Lisbon's clocks (still UTC). */
  const wednesday = plusDays(sunday, -4);
  const first = `${wednesday}T10:00:00+00:00`;

  const input = (change: Partial<EventCreate> = {}): EventCreate => ({
    ...lesson(id.group!, id.carcavelos!, { title: 'Kids club', startsAt: first }),
    repeat: null,
    override: false,
    ...change,
  });
  const createSeries = async (change: Partial<EventCreate> = {}) =>
    ok(
      await s.manager.call('POST', PATH, input({ repeat: { weekdays: [3, 7], until: null, times: 6 }, ...change })),
      201,
    );
  const occurrences = async (seriesId: string) =>
    ok<Page<EventSummary>>(
      await s.manager.call(
        'GET',
        `${PATH}?from=${plusDays(clock.now().toISOString().slice(0, 10), -60)}&to=${plusDays(wednesday, 400)}&pageSize=100`,
      ),
    ).items.filter((event) => event.seriesId === seriesId);
  const auditOf = (title: string) =>
    asPlatform(t.database.db, async (tx) =>
      rowsOf<{ action: string; data: Record<string, string> }>(
        await tx.execute(sql`select action, data from audit_log where target = ${title} order by created_at, id`),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const a = s.schoolA;
      const [type] = await tx.insert(eventTypes).values(groupLessonType(a)).returning({ id: eventTypes.id });
      id.group = type!.id;
      const placeRows = await tx
        .insert(places)
        .values([
          { applicationId: a, name: 'Carcavelos', type: 'beach', country: 'PT', latitude: 38.68, longitude: -9.34 },
          { applicationId: a, name: 'Ericeira', type: 'beach', country: 'PT', latitude: 38.98, longitude: -9.42 },
        ])
        .returning({ id: places.id });
      id.carcavelos = placeRows[0]!.id;
      id.ericeira = placeRows[1]!.id;
      const people = await tx
        .insert(customers)
        .values([
          { applicationId: a, name: 'Maria Kid' },
          { applicationId: a, name: 'João Kid' },
        ])
        .returning({ id: customers.id });
      id.maria = people[0]!.id;
      id.joao = people[1]!.id;
      const team = await tx
        .insert(staff)
        .values([
          { applicationId: a, name: 'Rui Santos', functions: ['instructor'] },
          {
            applicationId: a,
            name: 'Wanda Wednesday',
            functions: ['instructor'],
            availability: [{ weekday: 3, from: '08:00', to: '20:00' }],
          },
        ])
        .returning({ id: staff.id });
      id.rui = team[0]!.id;
      id.wanda = team[1]!.id;
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('creates every occurrence on the chosen days at the same time on the school clocks, across a change of the clocks', async () => {
    const created = await createSeries();
    expect(created.seriesId).not.toBeNull();
    expect(created.series).toMatchObject({ position: 1, total: 6, weekdays: [3, 7], following: 6, all: 6 });
    const all = await occurrences(created.seriesId!);
    expect(all.map((event) => lisbon(event.startsAt))).toEqual(
      [0, 4, 7, 11, 14, 18].map((days) => {
        const day = plusDays(wednesday, days);
        return lisbon(`${day}T${days < 4 ? '10' : '09'}:00:00Z`);
      }),
    );
    expect(new Set(all.map((event) => lisbon(event.startsAt).slice(-5)))).toEqual(new Set(['10:00']));
    expect(all.every((event) => event.durationMinutes === 90 && event.title === 'Kids club')).toBe(true);
    // The instant moves with the clocks: 10:00 is 10:00 UTC before, 09:00 UTC after.
    expect(all.map((event) => event.startsAt.slice(11, 16))).toEqual([
      '10:00',
      '09:00',
      '09:00',
      '09:00',
      '09:00',
      '09:00',
    ]);
    const third = ok(await s.manager.call('GET', `${PATH}/${all[2]!.id}`));
    expect(third.series).toMatchObject({ position: 3, total: 6, following: 4, all: 6 });
    expect(await auditOf('Kids club')).toEqual([
      expect.objectContaining({ action: 'event_created', data: expect.objectContaining({ occurrences: '6' }) }),
    ]);
  });

  it('repeats until a day, the first day included, and refuses a last day before the first or a series too long', async () => {
    const until = ok(
      await s.manager.call(
        'POST',
        PATH,
        input({
          title: 'Until',
          startsAt: `${wednesday}T15:00:00+00:00`,
          repeat: { weekdays: [3], until: plusDays(wednesday, 14), times: null },
        }),
      ),
      201,
    );
    expect(until.series).toMatchObject({ total: 3, weekdays: [3] });

    const issueOf = async (title: string, repeat: EventCreate['repeat']) =>
      firstIssue(await s.manager.call('POST', PATH, input({ title, repeat })));
    expect(await issueOf('Backwards', { weekdays: [3], until: plusDays(wednesday, -1), times: null })).toMatchObject({
      path: 'body.repeat.until',
      code: 'series_until_order',
    });
    expect(await issueOf('Forever', { weekdays: [1], until: null, times: 60 })).toMatchObject({
      path: 'body.repeat.times',
      code: 'series_too_long',
    });
    const tooMany = await s.manager.call(
      'POST',
      PATH,
      input({
        title: 'Daily',
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: plusDays(wednesday, 300), times: null },
      }),
    );
    expect(tooMany.statusCode).toBe(400);
    const both = await s.manager.call(
      'POST',
      PATH,
      input({ title: 'Both', repeat: { weekdays: [3], until: plusDays(wednesday, 7), times: 2 } }),
    );
    expect(both.statusCode).toBe(400);
    const listed = await occurrences(until.seriesId!);
    expect(listed).toHaveLength(3);
    const stored = await asPlatform(t.database.db, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from events where title in ('Backwards', 'Forever', 'Daily', 'Both')`,
        ),
      ),
    );
    expect(stored).toEqual([{ n: 0 }]);
  });

  it('changes this one and the following: each later one moves by as much on its own day and takes the new facts', async () => {
    const created = await createSeries({ title: 'Following', startsAt: `${wednesday}T10:30:00+00:00` });
    const all = await occurrences(created.seriesId!);
    const third = all[2]!;
    // 10:30 → 12:00 on the school's clocks, at Ericeira, two hours long.
    const moved = `${plusDays(wednesday, 7)}T12:00:00+01:00`;
    const changed = ok(
      await s.manager.call('PUT', `${PATH}/${third.id}`, {
        ...lesson(id.group!, id.ericeira!, { title: 'Following (Ericeira)', startsAt: moved, durationMinutes: 120 }),
        scope: 'following',
      }),
    );
    expect(changed.placeName).toBe('Ericeira');
    const after = await occurrences(created.seriesId!);
    expect(after.map((event) => [lisbon(event.startsAt).slice(-5), event.durationMinutes, event.placeName])).toEqual([
      ['10:30', 90, 'Carcavelos'],
      ['10:30', 90, 'Carcavelos'],
      ['12:00', 120, 'Ericeira'],
      ['12:00', 120, 'Ericeira'],
      ['12:00', 120, 'Ericeira'],
      ['12:00', 120, 'Ericeira'],
    ]);
    expect(after.map((event) => lisbon(event.startsAt).slice(0, 15))).toEqual(
      all.map((event) => lisbon(event.startsAt).slice(0, 15)),
    );
    expect(await auditOf('Following (Ericeira)')).toEqual([
      expect.objectContaining({ action: 'event_changed', data: expect.objectContaining({ occurrences: '4' }) }),
    ]);

    // A day later for all: every occurrence moves a day, the first two too.
    const firstOne = after[0]!;
    ok(
      await s.manager.call('PUT', `${PATH}/${firstOne.id}`, {
        ...lesson(id.group!, id.carcavelos!, {
          title: 'Following',
          startsAt: `${plusDays(wednesday, 1)}T10:30:00+00:00`,
        }),
        scope: 'all',
      }),
    );
    const dayLater = await occurrences(created.seriesId!);
    expect(dayLater.map((event) => lisbon(event.startsAt).slice(0, 3))).toEqual([
      'Thu',
      'Mon',
      'Thu',
      'Mon',
      'Thu',
      'Mon',
    ]);
    expect(dayLater.map((event) => lisbon(event.startsAt).slice(-5))).toEqual([
      '10:30',
      '10:30',
      '12:00',
      '12:00',
      '12:00',
      '12:00',
    ]);
  });

  it('leaves a cancelled occurrence and a begun one as they were, and cancels all the others at once', async () => {
    // Four Mondays from two weeks ago: two are history.
    const monday = clock.now();
    monday.setUTCDate(monday.getUTCDate() - 14 - ((monday.getUTCDay() + 6) % 7));
    const day = monday.toISOString().slice(0, 10);
    const created = ok(
      await s.manager.call(
        'POST',
        PATH,
        input({ title: 'Mondays', startsAt: `${day}T10:00:00Z`, repeat: { weekdays: [1], until: null, times: 5 } }),
      ),
      201,
    );
    const all = await occurrences(created.seriesId!);
    expect(all).toHaveLength(5);
    ok(await s.manager.call('POST', `${PATH}/${all[3]!.id}/cancel`, { reason: 'Storm' }));
    const last = ok(await s.manager.call('GET', `${PATH}/${all[4]!.id}`));
    // The third (next Monday or today's) and the last are reached; the begun ones and the cancelled one are not.
    expect(last.series).toMatchObject({ position: 5, total: 5, following: 1 });
    const reachable = last.series!.all;
    expect(reachable).toBeGreaterThanOrEqual(1);
    expect(reachable).toBeLessThanOrEqual(2);

    ok(
      await s.manager.call('PUT', `${PATH}/${all[4]!.id}`, {
        ...lesson(id.group!, id.carcavelos!, { title: 'Mondays late', startsAt: all[4]!.startsAt }),
        scope: 'all',
      }),
    );
    const renamed = await occurrences(created.seriesId!);
    expect(renamed.map((event) => event.title)).toEqual([
      'Mondays',
      'Mondays',
      reachable === 2 ? 'Mondays late' : 'Mondays',
      'Mondays',
      'Mondays late',
    ]);

    ok(await s.manager.call('POST', `${PATH}/${all[4]!.id}/cancel`, { reason: 'Season over', scope: 'all' }));
    const cancelled = await occurrences(created.seriesId!);
    expect(cancelled.map((event) => [event.status, event.cancelReason])).toEqual([
      ['scheduled', ''],
      ['scheduled', ''],
      reachable === 2 ? ['cancelled', 'Season over'] : ['scheduled', ''],
      ['cancelled', 'Storm'],
      ['cancelled', 'Season over'],
    ]);
  });

  it('books a customer in every later occurrence, or in none when one of them clashes, naming it', async () => {
    const created = await createSeries({ title: 'Booked', startsAt: `${wednesday}T12:00:00+00:00` });
    const all = await occurrences(created.seriesId!);
    // João is elsewhere at the time of the fourth occurrence.
    const elsewhere = ok(
      await s.manager.call(
        'POST',
        PATH,
        input({ title: 'Elsewhere', placeId: id.ericeira!, startsAt: all[3]!.startsAt }),
      ),
      201,
    );
    ok(await s.manager.call('POST', `${PATH}/${elsewhere.id}/customers`, { customerId: id.joao }));

    const refusal = expectRefusal(
      await s.manager.call('POST', `${PATH}/${all[1]!.id}/customers`, { customerId: id.joao, scope: 'following' }),
      409,
      'customer_double_booked',
    );
    const fourth = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: LISBON }).format(
      new Date(all[3]!.startsAt),
    );
    expect(refusal.params).toMatchObject({ name: 'João Kid', event: 'Elsewhere', occurrence: fourth });
    expect(refusal.detail.startsWith(`${fourth}: `)).toBe(true);
    const none = await occurrences(created.seriesId!);
    expect(none.map((event) => event.customerCount)).toEqual([0, 0, 0, 0, 0, 0]);

    ok(await s.manager.call('POST', `${PATH}/${all[1]!.id}/customers`, { customerId: id.maria, scope: 'following' }));
    const booked = await occurrences(created.seriesId!);
    expect(booked.map((event) => event.customerCount)).toEqual([0, 1, 1, 1, 1, 1]);
    expect((await auditOf('Booked')).at(-1)).toMatchObject({
      action: 'event_customer_added',
      data: { name: 'Maria Kid', occurrences: '5' },
    });
  });

  it("asks before booking an instructor in occurrences outside their availability, and before moving a lesson out of an instructor's hours", async () => {
    const created = await createSeries({ title: 'Warned series', startsAt: `${wednesday}T14:00:00+00:00` });
    const all = await occurrences(created.seriesId!);
    // Wanda works on Wednesdays only: the Sunday occurrences warn.
    const warning = expectRefusal(
      await s.manager.call('POST', `${PATH}/${all[0]!.id}/staff`, {
        staffId: id.wanda,
        role: 'instructor',
        scope: 'all',
      }),
      409,
      'staff_unavailable',
    );
    expect(warning.params).toMatchObject({ name: 'Wanda Wednesday', day: sunday });
    ok(
      await s.manager.call('POST', `${PATH}/${all[0]!.id}/staff`, {
        staffId: id.wanda,
        role: 'instructor',
        scope: 'all',
        override: true,
      }),
    );
    const staffed = await occurrences(created.seriesId!);
    expect(staffed.map((event) => event.instructorNames)).toEqual(Array.from({ length: 6 }, () => ['Wanda Wednesday']));
    expect((await auditOf('Warned series')).at(-1)).toMatchObject({
      action: 'event_staff_added',
      data: { overridden: 'unavailable', occurrences: '6' },
    });

    // The first occurrence, a Wednesday, moved to the evening: out of Wanda's hours, asked first.
    const evening = {
      ...lesson(id.group!, id.carcavelos!, { title: 'Warned series', startsAt: `${wednesday}T20:30:00+00:00` }),
    };
    expectRefusal(await s.manager.call('PUT', `${PATH}/${all[0]!.id}`, evening), 409, 'staff_unavailable');
    ok(await s.manager.call('PUT', `${PATH}/${all[0]!.id}`, { ...evening, override: true }));
    // A change of another fact leaves the time alone and asks nothing, though Sundays are outside her days.
    ok(
      await s.manager.call('PUT', `${PATH}/${all[1]!.id}`, {
        ...lesson(id.group!, id.carcavelos!, {
          title: 'Warned series',
          startsAt: all[1]!.startsAt,
          notes: 'Bring sunscreen',
        }),
      }),
    );
  });

  it('keeps one occurrence alone when the scope is one, and another school out', async () => {
    const created = await createSeries({ title: 'Alone', startsAt: `${wednesday}T17:00:00+00:00` });
    const all = await occurrences(created.seriesId!);
    ok(
      await s.manager.call('PUT', `${PATH}/${all[2]!.id}`, {
        ...lesson(id.group!, id.carcavelos!, { title: 'Alone, once', startsAt: all[2]!.startsAt }),
      }),
    );
    expect((await occurrences(created.seriesId!)).map((event) => event.title)).toEqual([
      'Alone',
      'Alone',
      'Alone, once',
      'Alone',
      'Alone',
      'Alone',
    ]);
    expect(
      (await s.other.call('POST', `${PATH}/${all[0]!.id}/cancel`, { reason: 'Not mine', scope: 'all' })).statusCode,
    ).toBe(404);
    expect((await occurrences(created.seriesId!)).every((event) => event.status === 'scheduled')).toBe(true);
  });
});
