import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { rowsOf } from './database.ts';
import { applications, eventCustomers, eventDayTotals, events, paymentMonthTotals, payments } from './schema/index.ts';
import { asPlatform } from './tenancy.ts';
import { schoolForTotals } from './totals.fixture.ts';

/**
 * Each school's days and months as the database keeps them (zero rows left out), beside the same
 * read from the events and payments themselves: the two must agree, for every school.
 */
const KEPT_DAYS = sql`select application_id::text as school, day::text as key, events as count, customers as sum
  from event_day_totals where events <> 0 or customers <> 0`;
const READ_DAYS = sql`select e.application_id::text as school, (e.starts_at at time zone a.timezone)::date::text as key,
    count(*)::int as count, sum(e.booked)::int as sum
  from events e join applications a on a.id = e.application_id where e.status = 'scheduled' group by 1, 2`;
const KEPT_MONTHS = sql`select application_id::text as school, month::text as key, payments as count,
    amount_cents::int as sum from payment_month_totals where payments <> 0 or amount_cents <> 0`;
const READ_MONTHS = sql`select application_id::text as school, date_trunc('month', paid_on)::date::text as key,
    count(*)::int as count, sum(amount_cents)::int as sum from payments group by 1, 2`;

interface Total {
  school: string;
  key: string;
  count: number;
  sum: number;
}

const order = (rows: Total[]) => rows.sort((a, b) => a.school.localeCompare(b.school) || a.key.localeCompare(b.key));

describe("each day's events and each month's payments, kept by the database (migration 0032)", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof schoolForTotals>>;
  const inSchool: (typeof s)['inSchool'] = (work) => s.inSchool(work);
  const addEvents = (starts: string[]) => s.addEvents(starts);
  const customer = (index: number) => s.customer[index]!;

  beforeAll(async () => {
    t = await createTestApp();
    s = await schoolForTotals(t);
  });
  afterAll(() => t.close());

  /** School A's kept totals as `key count sum`, after checking every school's against its rows. */
  const agreed = async (kept: typeof KEPT_DAYS, read: typeof READ_DAYS) => {
    const [stored, counted] = await asPlatform(t.database.db, async (tx) => [
      order(rowsOf<Total>(await tx.execute(kept))),
      order(rowsOf<Total>(await tx.execute(read))),
    ]);
    expect(stored).toEqual(counted);
    return stored.filter((row) => row.school === s.schoolA).map((row) => `${row.key} ${row.count} ${row.sum}`);
  };
  const days = () => agreed(KEPT_DAYS, READ_DAYS);
  const months = () => agreed(KEPT_MONTHS, READ_MONTHS);

  it('follows events added, booked, moved, cancelled and removed, on the school’s clocks', async () => {
    // 23:30 UTC in July is half past midnight of the next day in Lisbon.
    const [morning, night, later] = await addEvents([
      '2026-07-14T10:00:00Z',
      '2026-07-14T23:30:00Z',
      '2026-07-16T09:00:00Z',
    ]);
    expect(await days()).toEqual(['2026-07-14 1 0', '2026-07-15 1 0', '2026-07-16 1 0']);
    await inSchool((tx) =>
      tx.insert(eventCustomers).values([
        { applicationId: s.schoolA, eventId: morning!, customerId: customer(0) },
        { applicationId: s.schoolA, eventId: morning!, customerId: customer(1) },
        { applicationId: s.schoolA, eventId: night!, customerId: customer(2) },
      ]),
    );
    expect(await days()).toEqual(['2026-07-14 1 2', '2026-07-15 1 1', '2026-07-16 1 0']);
    // A booking cancelled leaves its day's customers; the event stays.
    await inSchool((tx) =>
      tx
        .update(eventCustomers)
        .set({ attendance: 'cancelled' })
        .where(eq(eventCustomers.customerId, customer(1))),
    );
    expect(await days()).toEqual(['2026-07-14 1 1', '2026-07-15 1 1', '2026-07-16 1 0']);
    // Two events moved in one statement: each leaves its day with its customers and comes to another.
    await inSchool((tx) =>
      tx
        .update(events)
        .set({
          startsAt: sql`${events.startsAt} + interval '2 days'`,
          endsAt: sql`${events.endsAt} + interval '2 days'`,
        })
        .where(inArray(events.id, [morning!, night!])),
    );
    expect(await days()).toEqual(['2026-07-16 2 1', '2026-07-17 1 1']);
    // Cancelled, it counts no more; restored, it counts again with its customers.
    await inSchool((tx) => tx.update(events).set({ status: 'cancelled' }).where(eq(events.id, later!)));
    await inSchool((tx) => tx.update(events).set({ status: 'cancelled' }).where(eq(events.id, night!)));
    expect(await days()).toEqual(['2026-07-16 1 1']);
    await inSchool((tx) => tx.update(events).set({ status: 'scheduled' }).where(eq(events.id, night!)));
    expect(await days()).toEqual(['2026-07-16 1 1', '2026-07-17 1 1']);
    // Removed, it takes its bookings with it.
    await inSchool((tx) => tx.delete(events).where(eq(events.id, morning!)));
    expect(await days()).toEqual(['2026-07-17 1 1']);
  });

  it('counts the days anew on the clocks of a new time zone', async () => {
    await addEvents(['2026-08-01T23:30:00Z']);
    expect(await days()).toEqual(['2026-07-17 1 1', '2026-08-02 1 0']);
    await inSchool((tx) => tx.update(applications).set({ timezone: 'UTC' }).where(eq(applications.id, s.schoolA)));
    expect(await days()).toEqual(['2026-07-16 1 1', '2026-08-01 1 0']);
    await inSchool((tx) =>
      tx.update(applications).set({ timezone: 'Europe/Lisbon' }).where(eq(applications.id, s.schoolA)),
    );
    expect(await days()).toEqual(['2026-07-17 1 1', '2026-08-02 1 0']);
  });

  it('follows payments and refunds added, whatever their order', async () => {
    const pay = (paidOn: string, amountCents: number) => ({
      applicationId: s.schoolA,
      customerId: customer(0),
      method: 'cash' as const,
      paidOn,
      amountCents,
    });
    await inSchool((tx) =>
      tx.insert(payments).values([pay('2026-06-30', 5000), pay('2026-07-01', 7000), pay('2026-07-20', -2000)]),
    );
    expect(await months()).toEqual(['2026-06-01 1 5000', '2026-07-01 2 5000']);
    // A later month first, then an earlier one's refund that takes back all it had: the month stays,
    // with its three payments and nothing summed. A payment is never moved nor removed (migration 0037).
    await inSchool((tx) => tx.insert(payments).values(pay('2026-08-02', 5000)));
    await inSchool((tx) => tx.insert(payments).values(pay('2026-07-21', -5000)));
    expect(await months()).toEqual(['2026-06-01 1 5000', '2026-07-01 3 0', '2026-08-01 1 5000']);
  });

  it("shows a school only its own totals, and goes with the school's deletion", async () => {
    const seen = await inSchool(async (tx) => [
      ...(await tx.select({ school: eventDayTotals.applicationId }).from(eventDayTotals)),
      ...(await tx.select({ school: paymentMonthTotals.applicationId }).from(paymentMonthTotals)),
    ]);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((row) => row.school))).toEqual(new Set([s.schoolA]));
    await asPlatform(t.database.db, (tx) => tx.delete(applications).where(eq(applications.id, s.schoolA)));
    expect(await days()).toEqual([]);
    expect(await months()).toEqual([]);
  });
});
