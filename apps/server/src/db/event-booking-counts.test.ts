import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupLessonType } from '#src/modules/events/events.fixture.ts';
import { CARCAVELOS } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { rowsOf } from './database.ts';
import { customers, eventCustomers, events, eventTypes, places } from './schema/index.ts';
import { asPlatform, inTenant } from './tenancy.ts';

type Attendance = 'booked' | 'attended' | 'no_show' | 'cancelled';

/** Each event's counts and customers as stored, beside the same read from its bookings: the two must agree. */
const COUNTS = sql`select e.id, e.booked, e.attended, e.no_shows, e.customer_ids::text[] as customers,
    count(b.event_id) filter (where b.attendance <> 'cancelled')::int as booked_rows,
    count(b.event_id) filter (where b.attendance = 'attended')::int as attended_rows,
    count(b.event_id) filter (where b.attendance = 'no_show')::int as no_show_rows,
    coalesce(array_agg(b.customer_id order by b.customer_id) filter (where b.attendance <> 'cancelled'), '{}')::text[]
      as customer_rows
  from events e left join event_customers b on b.application_id = e.application_id and b.event_id = e.id
  group by e.id, e.booked, e.attended, e.no_shows, e.customer_ids`;

interface Counts {
  id: string;
  booked: number;
  attended: number;
  no_shows: number;
  booked_rows: number;
  attended_rows: number;
  no_show_rows: number;
  customers: string[];
  customer_rows: string[];
}

describe("an event's count of its bookings and its customers (migrations 0027, 0029)", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  const event: string[] = [];
  const customer: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const [type] = await tx.insert(eventTypes).values(groupLessonType(s.schoolA)).returning({ id: eventTypes.id });
      const [place] = await tx
        .insert(places)
        .values({ applicationId: s.schoolA, ...CARCAVELOS })
        .returning({ id: places.id });
      const made = await tx
        .insert(events)
        .values(
          ['08', '10', '12'].map((hour) => ({
            applicationId: s.schoolA,
            eventTypeId: type!.id,
            placeId: place!.id,
            title: `At ${hour}`,
            startsAt: new Date(`2026-07-14T${hour}:00:00Z`),
            endsAt: new Date(`2026-07-14T${String(Number(hour) + 1).padStart(2, '0')}:00:00Z`),
          })),
        )
        .returning({ id: events.id });
      event.push(...made.map((row) => row.id));
      const people = await tx
        .insert(customers)
        .values(['Ana', 'Bruno', 'Carla', 'Duarte'].map((name) => ({ applicationId: s.schoolA, name })))
        .returning({ id: customers.id });
      customer.push(...people.map((row) => row.id));
    });
  });
  afterAll(() => t.close());

  const inSchool = <T>(work: Parameters<typeof inTenant<T>>[2]) =>
    inTenant(t.database.db, { schoolId: s.schoolA, accountId: null }, work);
  const counts = async () => {
    const rows = await asPlatform(t.database.db, async (tx) => rowsOf<Counts>(await tx.execute(COUNTS)));
    for (const row of rows) {
      expect([row.booked, row.attended, row.no_shows], row.id).toEqual([
        row.booked_rows,
        row.attended_rows,
        row.no_show_rows,
      ]);
      expect(row.customers, row.id).toEqual(row.customer_rows);
    }
    const of = (id: string) => rows.find((row) => row.id === id)!;
    return event.map((id) => [of(id).booked, of(id).attended, of(id).no_shows]);
  };
  /** Each event's customers as it lists them, by their index in `customer`. */
  const listed = async () => {
    const rows = await asPlatform(t.database.db, async (tx) => rowsOf<Counts>(await tx.execute(COUNTS)));
    return event.map((id) =>
      rows
        .find((row) => row.id === id)!
        .customers.map((who) => customer.indexOf(who))
        .sort(),
    );
  };
  const book = (at: number, who: number[], attendance: Attendance = 'booked') =>
    inSchool((tx) =>
      tx.insert(eventCustomers).values(
        who.map((index) => ({
          applicationId: s.schoolA,
          eventId: event[at]!,
          customerId: customer[index]!,
          attendance,
        })),
      ),
    );

  it('follows bookings added, marked, cancelled, moved and removed, one row or many a statement', async () => {
    await book(0, [0, 1, 2]);
    await book(1, [3], 'attended');
    expect(await counts()).toEqual([
      [3, 0, 0],
      [1, 1, 0],
      [0, 0, 0],
    ]);
    expect(await listed()).toEqual([[0, 1, 2], [3], []]);
    await inSchool((tx) =>
      tx
        .update(eventCustomers)
        .set({
          attendance: sql`case when ${eventCustomers.customerId} = ${customer[0]} then 'attended' else 'no_show' end`,
        })
        .where(eq(eventCustomers.eventId, event[0]!)),
    );
    expect(await counts()).toEqual([
      [3, 1, 2],
      [1, 1, 0],
      [0, 0, 0],
    ]);
    await inSchool((tx) =>
      tx
        .update(eventCustomers)
        .set({ attendance: 'cancelled' })
        .where(and(eq(eventCustomers.eventId, event[0]!), eq(eventCustomers.customerId, customer[1]!))),
    );
    expect(await counts()).toEqual([
      [2, 1, 1],
      [1, 1, 0],
      [0, 0, 0],
    ]);
    expect(await listed()).toEqual([[0, 2], [3], []]);
    // Moved to another event, with their attendance: the first loses them, the third gains them.
    await inSchool((tx) =>
      tx
        .update(eventCustomers)
        .set({ eventId: event[2]! })
        .where(
          and(eq(eventCustomers.eventId, event[0]!), inArray(eventCustomers.customerId, [customer[0]!, customer[2]!])),
        ),
    );
    expect(await counts()).toEqual([
      [0, 0, 0],
      [1, 1, 0],
      [2, 1, 1],
    ]);
    expect(await listed()).toEqual([[], [3], [0, 2]]);
    // Handed to another customer: the counts stay, the event's customers change.
    await inSchool((tx) =>
      tx
        .update(eventCustomers)
        .set({ customerId: customer[1]! })
        .where(and(eq(eventCustomers.eventId, event[1]!), eq(eventCustomers.customerId, customer[3]!))),
    );
    expect(await counts()).toEqual([
      [0, 0, 0],
      [1, 1, 0],
      [2, 1, 1],
    ]);
    expect(await listed()).toEqual([[], [1], [0, 2]]);
    await inSchool((tx) => tx.delete(eventCustomers).where(eq(eventCustomers.eventId, event[2]!)));
    expect(await counts()).toEqual([
      [0, 0, 0],
      [1, 1, 0],
      [0, 0, 0],
    ]);
    expect(await listed()).toEqual([[], [1], []]);
  });

  it('counts through the API as the calendar shows them, and an event removed takes its bookings with it', async () => {
    await book(2, [0, 1]);
    const listed = await s.owner.call('GET', '/api/v1/events?from=2026-07-14&to=2026-07-14');
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = listed.json<{ items: { id: string; customerCount: number }[] }>().items;
    expect(event.map((id) => shown.find((item) => item.id === id)?.customerCount)).toEqual([0, 1, 2]);
    await inSchool((tx) => tx.delete(events).where(eq(events.id, event[2]!)));
    event.pop();
    expect(await counts()).toEqual([
      [0, 0, 0],
      [1, 1, 0],
    ]);
  });
});
