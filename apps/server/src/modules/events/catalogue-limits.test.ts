import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clock } from '@lineup/contract/clock';
import type { AffectedLesson } from '@lineup/contract/problem';
import { rowsOf } from '#src/db/database.ts';
import {
  customers,
  eventCustomers,
  eventEquipment,
  events,
  eventTransports,
  eventTypes,
} from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { board } from '#src/modules/equipment/equipment.fixture.ts';
import { place } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { groupLessonType } from './events.fixture.ts';
import { expectRefusal, ok } from '#src/testing/answers.ts';

type Schools = Awaited<ReturnType<typeof twoSchools>>;
type Answer = Awaited<ReturnType<Schools['owner']['call']>>;

const room = { name: 'Classroom', placeId: '', capacity: 10, notes: '', active: true };
const van = { name: 'Minibus', plate: 'AA-12-BC', seats: 9, defaultDriverId: null, notes: '', active: true };

/** The lessons a refusal names. */
const lessonsOf = (answer: Answer) => answer.json<{ lessons?: AffectedLesson[] }>().lessons ?? [];

describe('a catalogue edit against the lessons still to come', () => {
  let t: TestApp;
  let s: Schools;
  const ids = { place: '', room: '', board: '', van: '' };

  /** The school's activity log entries of a change to a record. */
  const logged = (target: string) =>
    asPlatform(t.database.db, async (tx) =>
      rowsOf<{ action: string; data: Record<string, string> }>(
        await tx.execute(
          sql`select action, data from audit_log where application_id = ${s.schoolA} and target = ${target}
            order by created_at, id`,
        ),
      ),
    );

  beforeAll(async () => {
    clock.set('2026-07-01T08:00:00Z');
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    ids.place = ok<{ id: string }>(await s.owner.call('POST', '/api/v1/places', place({ capacity: null })), 201).id;
    ids.room = ok<{ id: string }>(await s.owner.call('POST', '/api/v1/rooms', { ...room, placeId: ids.place }), 201).id;
    ids.board = ok<{ id: string }>(await s.owner.call('POST', '/api/v1/equipment', board({ outOfUse: 0 })), 201).id;
    ids.van = ok<{ id: string }>(await s.owner.call('POST', '/api/v1/transports', van), 201).id;
    // Yesterday's lesson took five of everything; tomorrow's takes three.
    await asPlatform(t.database.db, async (tx) => {
      const applicationId = s.schoolA;
      const [type] = await tx.insert(eventTypes).values(groupLessonType(applicationId)).returning();
      const people = await tx
        .insert(customers)
        .values(['Ana', 'Bruno', 'Carla', 'Duarte', 'Eva'].map((name) => ({ applicationId, name })))
        .returning({ id: customers.id });
      const lessons = await tx
        .insert(events)
        .values(
          [
            { title: 'Yesterday', startsAt: '2026-06-30T09:00:00Z', endsAt: '2026-06-30T10:30:00Z' },
            { title: 'Tomorrow', startsAt: '2026-07-02T09:00:00Z', endsAt: '2026-07-02T10:30:00Z' },
          ].map((when) => ({
            applicationId,
            eventTypeId: type!.id,
            placeId: ids.place,
            roomId: ids.room,
            title: when.title,
            startsAt: new Date(when.startsAt),
            endsAt: new Date(when.endsAt),
          })),
        )
        .returning({ id: events.id, title: events.title });
      for (const lesson of lessons) {
        const taken = lesson.title === 'Yesterday' ? 5 : 3;
        await tx
          .insert(eventCustomers)
          .values(
            people.slice(0, taken).map((person) => ({ applicationId, eventId: lesson.id, customerId: person.id })),
          );
        await tx
          .insert(eventEquipment)
          .values({ applicationId, eventId: lesson.id, equipmentId: ids.board, quantity: taken });
        await tx.insert(eventTransports).values({ applicationId, eventId: lesson.id, transportId: ids.van });
      }
    });
  });
  afterAll(async () => {
    await t?.close();
    clock.set(null);
  });

  describe('equipment: fewer usable than booked is a fact the school records after "Go ahead?"', () => {
    it('passes an edit that leaves enough for tomorrow, however short yesterday would have been', async () => {
      const saved = ok(await s.owner.call('PUT', `/api/v1/equipment/${ids.board}`, board({ outOfUse: 6 })));
      expect(saved).toMatchObject({ outOfUse: 6 });
      expect((await logged(board().name)).at(-1)?.data).not.toHaveProperty('overridden');
    });

    it("asks first, naming the upcoming lesson it would leave short, in the reader's language", async () => {
      const answer = await s.owner.call('PUT', `/api/v1/equipment/${ids.board}`, board({ outOfUse: 8 }));
      expectRefusal(answer, 409, 'equipment_below_bookings', { usable: 2, lessons: 1 });
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(lessonsOf(answer)).toEqual([
        expect.objectContaining({ title: 'Tomorrow', startsAt: '2026-07-02T09:00:00.000Z', count: 3 }),
      ]);
      expect(answer.json<{ detail: string }>().detail).toMatch(/Tomorrow.*Go ahead\?/);
      const portuguese = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/equipment/${ids.board}`,
        headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
        payload: board({ outOfUse: 8 }),
      });
      expect(portuguese.json<{ detail: string }>().detail).toMatch(/Continuar\?/);
      expect(ok(await s.owner.call('GET', `/api/v1/equipment/${ids.board}`))).toMatchObject({ outOfUse: 6 });
    });

    it('goes ahead when told to, and the activity log says what was gone past', async () => {
      const saved = ok(
        await s.owner.call('PUT', `/api/v1/equipment/${ids.board}`, { ...board({ outOfUse: 8 }), override: true }),
      );
      expect(saved).toMatchObject({ outOfUse: 8 });
      expect((await logged(board().name)).at(-1)).toMatchObject({
        action: 'equipment_updated',
        data: {
          changed: 'outOfUse',
          overridden: 'equipment_below_bookings',
          lessons: expect.stringContaining('Tomorrow'),
        },
      });
    });
  });

  describe('a vehicle: fewer seats than its trip carries is recorded after "Go ahead?"', () => {
    it('passes seats enough for tomorrow, asks below that, and goes ahead when told to', async () => {
      ok(await s.owner.call('PUT', `/api/v1/transports/${ids.van}`, { ...van, seats: 3 }));
      const answer = await s.owner.call('PUT', `/api/v1/transports/${ids.van}`, { ...van, seats: 2 });
      expectRefusal(answer, 409, 'seats_below_bookings', { vehicle: 'Minibus', seats: 2, lessons: 1 });
      expect(lessonsOf(answer).map((lesson) => [lesson.title, lesson.count])).toEqual([['Tomorrow', 3]]);
      expect(ok(await s.owner.call('GET', `/api/v1/transports/${ids.van}`))).toMatchObject({ seats: 3 });
      ok(await s.owner.call('PUT', `/api/v1/transports/${ids.van}`, { ...van, seats: 2, override: true }));
      expect((await logged('Minibus')).at(-1)?.data).toMatchObject({
        changed: 'seats',
        overridden: 'seats_below_bookings',
      });
    });
  });

  describe("a room's or a place's capacity is the school's own limit: refused under what is booked", () => {
    it('refuses a room smaller than tomorrow brings in, even when told to go ahead', async () => {
      ok(await s.owner.call('PUT', `/api/v1/rooms/${ids.room}`, { ...room, placeId: ids.place, capacity: 3 }));
      for (const body of [
        { ...room, placeId: ids.place, capacity: 2 },
        { ...room, placeId: ids.place, capacity: 2, override: true },
      ]) {
        const answer = await s.owner.call('PUT', `/api/v1/rooms/${ids.room}`, body);
        expectRefusal(answer, 409, 'room_below_bookings', { room: 'Classroom', capacity: 2, lessons: 1 });
        expect(lessonsOf(answer).map((lesson) => lesson.title)).toEqual(['Tomorrow']);
      }
      expect(ok(await s.owner.call('GET', `/api/v1/rooms/${ids.room}`))).toMatchObject({ capacity: 3 });
    });

    it('refuses a place taking fewer students at once than tomorrow brings, from no limit as from a higher one', async () => {
      const beach = place({ capacity: null });
      const answer = await s.owner.call('PUT', `/api/v1/places/${ids.place}`, { ...beach, capacity: 2 });
      expectRefusal(answer, 409, 'place_below_bookings', { capacity: 2, lessons: 1 });
      expect(lessonsOf(answer).map((lesson) => lesson.title)).toEqual(['Tomorrow']);
      ok(await s.owner.call('PUT', `/api/v1/places/${ids.place}`, { ...beach, capacity: 3 }));
      expectRefusal(
        await s.owner.call('PUT', `/api/v1/places/${ids.place}`, { ...beach, capacity: 2 }),
        409,
        'place_below_bookings',
      );
      expect(ok(await s.owner.call('GET', `/api/v1/places/${ids.place}`))).toMatchObject({ capacity: 3 });
    });

    it('lets yesterday go: once tomorrow has passed, nothing holds the numbers up', async () => {
      clock.set('2026-07-03T08:00:00Z');
      try {
        ok(await s.owner.call('PUT', `/api/v1/rooms/${ids.room}`, { ...room, placeId: ids.place, capacity: 1 }));
        ok(await s.owner.call('PUT', `/api/v1/places/${ids.place}`, place({ capacity: 1 })));
        ok(await s.owner.call('PUT', `/api/v1/equipment/${ids.board}`, board({ outOfUse: 9 })));
        ok(await s.owner.call('PUT', `/api/v1/transports/${ids.van}`, { ...van, seats: 1 }));
      } finally {
        clock.set('2026-07-01T08:00:00Z');
      }
    });
  });
});
