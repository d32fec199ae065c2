import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@lineup/contract/reports';
import { groupLessonType } from '#src/modules/events/events.fixture.ts';
import { ok } from '#src/testing/answers.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { rowsOf } from './database.ts';
import { applications, eventCustomers, events, eventStaff, staffMonthTotals } from './schema/index.ts';
import { asPlatform } from './tenancy.ts';
import { schoolForTotals } from './totals.fixture.ts';
import { clock } from '@lineup/contract/clock';

/**
 * Each school's staff months as the database keeps them (zero rows left out), beside the same read
 * from the events and their staff: the two must agree, for every school.
 */
const KEPT = sql`select application_id::text as school, staff_id::text as staff, month::text as month,
    event_type_id::text as type, role, events, customers, attended, no_shows, pay_cents::int as pay
  from staff_month_totals
  where events <> 0 or customers <> 0 or attended <> 0 or no_shows <> 0 or pay_cents <> 0`;
const READ = sql`select m.application_id::text as school, m.staff_id::text as staff,
    date_trunc('month', e.starts_at at time zone a.timezone)::date::text as month, e.event_type_id::text as type,
    m.role, count(*)::int as events, sum(e.booked)::int as customers, sum(e.attended)::int as attended,
    sum(e.no_shows)::int as no_shows, sum(m.pay_cents)::int as pay
  from event_staff m join events e on e.application_id = m.application_id and e.id = m.event_id
  join applications a on a.id = e.application_id
  where e.status = 'scheduled' group by 1, 2, 3, 4, 5`;

interface Month {
  school: string;
  staff: string;
  month: string;
  type: string;
  role: string;
  events: number;
  customers: number;
  attended: number;
  no_shows: number;
  pay: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("each staff member's months, kept by the database (migration 0033)", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof schoolForTotals>>;
  const inSchool: (typeof s)['inSchool'] = (work) => s.inSchool(work);
  const addEvents = (starts: string[], kind?: number) => s.addEvents(starts, kind);

  beforeAll(async () => {
    t = await createTestApp();
    s = await schoolForTotals(t);
  });
  afterAll(() => t.close());

  /** School A's kept months as `month staff type role events customers attended no-shows pay`, after checking every school's. */
  const months = async () => {
    const line = (row: Month, name = (id: string, list: string[], prefix: string) => `${prefix}${list.indexOf(id)}`) =>
      [
        row.month,
        name(row.staff, s.member, 's'),
        name(row.type, s.type, 't'),
        row.role,
        row.events,
        row.customers,
        row.attended,
        row.no_shows,
        row.pay,
      ].join(' ');
    const [kept, read] = await asPlatform(t.database.db, async (tx) => [
      rowsOf<Month>(await tx.execute(KEPT)),
      rowsOf<Month>(await tx.execute(READ)),
    ]);
    const every = (rows: Month[]) => rows.map((row) => `${row.school} ${line(row, (id) => id)}`).sort();
    expect(every(kept)).toEqual(every(read));
    return kept
      .filter((row) => row.school === s.schoolA)
      .map((row) => line(row))
      .sort();
  };

  const staffOn = (rows: { event: string; who: number; role?: 'instructor' | 'assistant'; pay?: number }[]) =>
    inSchool((tx) =>
      tx.insert(eventStaff).values(
        rows.map(({ event, who, role = 'instructor', pay = 2500 }) => ({
          applicationId: s.schoolA,
          eventId: event,
          staffId: s.member[who]!,
          role,
          payCents: pay,
        })),
      ),
    );

  it('follows staff put on and taken off, bookings, and events moved, cancelled, retyped and removed', async () => {
    // 23:30 UTC on 31 July is half past midnight of 1 August in Lisbon.
    const [july, night] = await addEvents(['2025-07-10T09:00:00Z', '2025-07-31T23:30:00Z']);
    await staffOn([
      { event: july!, who: 0 },
      { event: july!, who: 1, role: 'assistant', pay: 1000 },
      { event: night!, who: 0 },
    ]);
    expect(await months()).toEqual([
      '2025-07-01 s0 t0 instructor 1 0 0 0 2500',
      '2025-07-01 s1 t0 assistant 1 0 0 0 1000',
      '2025-08-01 s0 t0 instructor 1 0 0 0 2500',
    ]);
    await inSchool((tx) =>
      tx.insert(eventCustomers).values([
        { applicationId: s.schoolA, eventId: july!, customerId: s.customer[0]!, attendance: 'attended' },
        { applicationId: s.schoolA, eventId: july!, customerId: s.customer[1]!, attendance: 'no_show' },
        { applicationId: s.schoolA, eventId: night!, customerId: s.customer[2]! },
      ]),
    );
    expect(await months()).toEqual([
      '2025-07-01 s0 t0 instructor 1 2 1 1 2500',
      '2025-07-01 s1 t0 assistant 1 2 1 1 1000',
      '2025-08-01 s0 t0 instructor 1 1 0 0 2500',
    ]);
    // The assistant becomes an instructor with new pay; the night event moves back into July and to the other type.
    await inSchool((tx) =>
      tx.update(eventStaff).set({ role: 'instructor', payCents: 3000 }).where(eq(eventStaff.staffId, s.member[1]!)),
    );
    await inSchool((tx) =>
      tx
        .update(events)
        .set({
          startsAt: sql`${events.startsAt} - interval '1 hour'`,
          endsAt: sql`${events.endsAt} - interval '1 hour'`,
          eventTypeId: s.type[1]!,
        })
        .where(eq(events.id, night!)),
    );
    expect(await months()).toEqual([
      '2025-07-01 s0 t0 instructor 1 2 1 1 2500',
      '2025-07-01 s0 t1 instructor 1 1 0 0 2500',
      '2025-07-01 s1 t0 instructor 1 2 1 1 3000',
    ]);
    // Cancelled, the event counts no more; taken off one event, a staff member's month loses it.
    await inSchool((tx) => tx.update(events).set({ status: 'cancelled' }).where(eq(events.id, night!)));
    await inSchool((tx) =>
      tx.delete(eventStaff).where(and(eq(eventStaff.eventId, july!), eq(eventStaff.staffId, s.member[1]!))),
    );
    expect(await months()).toEqual(['2025-07-01 s0 t0 instructor 1 2 1 1 2500']);
    await inSchool((tx) => tx.update(events).set({ status: 'scheduled' }).where(eq(events.id, night!)));
    // Removed, events take their staff with them; what is left of their months stays.
    const [other] = await addEvents(['2025-07-20T09:00:00Z']);
    await staffOn([{ event: other!, who: 1 }]);
    await inSchool((tx) => tx.delete(events).where(inArray(events.id, [july!, night!])));
    expect(await months()).toEqual(['2025-07-01 s1 t0 instructor 1 0 0 0 2500']);
    // Taken off every event, a staff member has nothing left of their months.
    await inSchool((tx) => tx.delete(eventStaff).where(eq(eventStaff.staffId, s.member[1]!)));
    expect(await months()).toEqual([]);
  });

  it('counts the months anew on the clocks of a new time zone', async () => {
    const [night] = await addEvents(['2025-08-31T23:30:00Z']);
    await staffOn([{ event: night!, who: 0 }]);
    expect(await months()).toEqual(['2025-09-01 s0 t0 instructor 1 0 0 0 2500']);
    await inSchool((tx) => tx.update(applications).set({ timezone: 'UTC' }).where(eq(applications.id, s.schoolA)));
    expect(await months()).toEqual(['2025-08-01 s0 t0 instructor 1 0 0 0 2500']);
    await inSchool((tx) =>
      tx.update(applications).set({ timezone: 'Europe/Lisbon' }).where(eq(applications.id, s.schoolA)),
    );
    expect(await months()).toEqual(['2025-09-01 s0 t0 instructor 1 0 0 0 2500']);
  });

  it('reports the months before the last week from the totals and the rest from the events, ended ones only', async () => {
    const now = clock.ms();
    const iso = (ms: number) => new Date(ms).toISOString();
    // Long ended (a closed month), ended yesterday, ended an hour ago, and tomorrow's (not ended).
    const [old, yesterday, hourAgo, tomorrow] = await addEvents([
      iso(now - 70 * DAY),
      iso(now - DAY),
      iso(now - 2 * HOUR),
      iso(now + DAY),
    ]);
    await staffOn([old!, yesterday!, hourAgo!, tomorrow!].map((event) => ({ event, who: 1 })));
    await inSchool((tx) =>
      tx.insert(eventCustomers).values(
        [old!, hourAgo!, tomorrow!].map((event) => ({
          applicationId: s.schoolA,
          eventId: event,
          customerId: s.customer[0]!,
          attendance: 'attended',
        })),
      ),
    );
    const report = async (name: string) => {
      const answer = ok<Report>(await s.owner.call('GET', `/api/v1/reports/${name}`));
      return answer.rows.find((row) => row.key === s.member[1])?.values;
    };
    // Three ended lessons, two attended at the group lesson's price; Zé's pay for three.
    const price = groupLessonType(s.schoolA).priceCents ?? 0;
    expect(await report('staff-performance')).toMatchObject({ lessons: 3, attended: 2, valueCents: 2 * price });
    expect(await report('staff-payments')).toEqual({ earnedCents: 7500, paidCents: 0, dueCents: 7500 });
    const kept = await inSchool((tx) =>
      tx
        .select({ events: staffMonthTotals.events })
        .from(staffMonthTotals)
        .where(eq(staffMonthTotals.staffId, s.member[1]!)),
    );
    expect(kept.reduce((sum, row) => sum + row.events, 0)).toBe(4);
  });

  it("goes with the school's deletion", async () => {
    await asPlatform(t.database.db, (tx) => tx.delete(applications).where(eq(applications.id, s.schoolA)));
    expect(await months()).toEqual([]);
  });
});
