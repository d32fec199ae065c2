import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '@lineup/contract/clock';
import { rowsOf } from '#src/db/database.ts';
import { customers, eventCustomers, events, eventTypes } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { place } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { groupLessonType } from './events.fixture.ts';
import { ok } from '#src/testing/answers.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): PGlite has one connection, so no booking
// can be in flight beside the edit.
describe("a place's capacity lowered while a booking is in flight", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  const ids = { place: '', lesson: '', late: '' };

  beforeAll(async () => {
    clock.set('2026-07-01T08:00:00Z');
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    ids.place = ok<{ id: string }>(await s.owner.call('POST', '/api/v1/places', place({ capacity: null })), 201).id;
    await asPlatform(t.database.db, async (tx) => {
      const applicationId = s.schoolA;
      const [type] = await tx.insert(eventTypes).values(groupLessonType(applicationId)).returning();
      const people = await tx
        .insert(customers)
        .values(['Ana', 'Bruno', 'Carla', 'Duarte'].map((name) => ({ applicationId, name })))
        .returning({ id: customers.id });
      const [lesson] = await tx
        .insert(events)
        .values({
          applicationId,
          eventTypeId: type!.id,
          placeId: ids.place,
          title: 'Tomorrow',
          startsAt: new Date('2026-07-02T09:00:00Z'),
          endsAt: new Date('2026-07-02T10:30:00Z'),
        })
        .returning({ id: events.id });
      ids.lesson = lesson!.id;
      ids.late = people[3]!.id;
      await tx
        .insert(eventCustomers)
        .values(people.slice(0, 3).map((person) => ({ applicationId, eventId: lesson!.id, customerId: person.id })));
    });
  });
  afterAll(async () => {
    await t?.close();
    clock.set(null);
  });

  it('waits for the booking that holds the schedule, then counts it', async () => {
    const { name } = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`))[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // Another request booking a fourth customer, as the engine does: the schedule's lock, then the row.
    const booking = new pg.Client({ connectionString: url.toString() });
    await booking.connect();
    try {
      await booking.query('begin');
      await booking.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`schedule:${s.schoolA}`]);
      await booking.query(`insert into event_customers (application_id, event_id, customer_id) values ($1, $2, $3)`, [
        s.schoolA,
        ids.lesson,
        ids.late,
      ]);
      let answered = false;
      const lowered = s.owner.call('PUT', `/api/v1/places/${ids.place}`, place({ capacity: 3 })).finally(() => {
        answered = true;
      });
      // The edit must queue behind the booking; one that answers first did not wait for it.
      await expect
        .poll(async () => {
          if (answered) return 'answered without waiting';
          const { rows } = await booking.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
          );
          return rows[0]!.waiting > 0 ? 'waiting' : 'not yet';
        })
        .toBe('waiting');
      await booking.query('commit');
      const answer = await lowered;
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json<{ reason: string }>().reason).toBe('place_below_bookings');
    } finally {
      await booking.end();
    }
  });
});
