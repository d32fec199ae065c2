import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EVENT_DURATION_MAX, type Event, type EventInput, type EventSummary } from '@lineup/contract/events';
import { staffInputOf, type StaffInput } from '@lineup/contract/staff';
import {
  accounts,
  customers,
  equipment,
  eventTypes,
  places,
  rooms,
  schoolSettings,
  staff,
  transports,
  works,
} from '#src/db/schema/index.ts';
import { rowsOf } from '#src/db/database.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { lesson } from './events.fixture.ts';
import { expectRefusal, ok } from '#src/testing/answers.ts';

type Schools = Awaited<ReturnType<typeof twoSchools>>;

const PATH = '/api/v1/events';

describe('the schedule: lessons, events and the conflict engine', () => {
  let t: TestApp;
  let s: Schools;
  /** Ids of school A's records, by a name the tests use. */
  const id: Record<string, string> = {};
  const customer: string[] = [];

  const input = (change: Partial<EventInput> = {}): EventInput =>
    lesson(id.group!, id.carcavelos!, { title: 'Morning group', ...change });

  const create = async (change: Partial<EventInput> = {}) => ok(await s.manager.call('POST', PATH, input(change)), 201);
  const book = (eventId: string, customerId: string) =>
    s.manager.call('POST', `${PATH}/${eventId}/customers`, { customerId });
  const assign = (eventId: string, staffId: string, role = 'instructor') =>
    s.manager.call('POST', `${PATH}/${eventId}/staff`, { staffId, role });

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const a = s.schoolA;
      const [staffAccount] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(sql`lower(${accounts.email})`, 'staff@a.test'));
      const types = await tx
        .insert(eventTypes)
        .values([
          {
            applicationId: a,
            kind: 'lesson',
            name: 'Group lesson',
            color: '#1e88e5',
            durationMinutes: 90,
            capacity: 8,
            studentsPerInstructor: 2,
            priceCents: 3500,
          },
          { applicationId: a, kind: 'event', name: 'Beach clean-up', color: '#43a047', durationMinutes: 120 },
        ])
        .returning({ id: eventTypes.id });
      id.group = types[0]!.id;
      id.cleanup = types[1]!.id;
      const placeRows = await tx
        .insert(places)
        .values([
          {
            applicationId: a,
            name: 'Carcavelos',
            type: 'beach',
            country: 'PT',
            latitude: 38.68,
            longitude: -9.34,
            capacity: 10,
          },
          { applicationId: a, name: 'Ericeira', type: 'beach', country: 'PT', latitude: 38.98, longitude: -9.42 },
        ])
        .returning({ id: places.id });
      id.carcavelos = placeRows[0]!.id;
      id.ericeira = placeRows[1]!.id;
      const [room] = await tx
        .insert(rooms)
        .values({ applicationId: a, name: 'Classroom', placeId: id.carcavelos, capacity: 4 })
        .returning({ id: rooms.id });
      id.classroom = room!.id;
      const people = await tx
        .insert(customers)
        .values(
          Array.from({ length: 60 }, (_, i) => ({ applicationId: a, name: `Customer ${String(i).padStart(2, '0')}` })),
        )
        .returning({ id: customers.id });
      customer.push(...people.map((row) => row.id));
      const team = await tx
        .insert(staff)
        .values([
          { applicationId: a, name: 'Ana Costa', functions: ['instructor'], payPerLessonCents: 2500 },
          { applicationId: a, name: 'Rui Santos', functions: ['instructor', 'driver'] },
          { applicationId: a, name: 'Zé Reception', functions: ['reception'] },
          { applicationId: a, name: 'Inês Linked', functions: ['instructor'], accountId: staffAccount!.id },
        ])
        .returning({ id: staff.id });
      for (const [i, key] of ['ana', 'rui', 'ze', 'ines'].entries()) id[key] = team[i]!.id;
      // Six softboards: one out of use and one under maintenance leave four usable.
      const [board] = await tx
        .insert(equipment)
        .values({ applicationId: a, name: 'Softboard 8\'0"', category: 'board', quantity: 6, outOfUse: 1 })
        .returning({ id: equipment.id });
      id.softboard = board!.id;
      await tx.insert(works).values({
        applicationId: a,
        title: 'Fix a fin box',
        kind: 'maintenance',
        equipmentId: id.softboard,
        equipmentQuantity: 1,
      });
      const vans = await tx
        .insert(transports)
        .values([
          { applicationId: a, name: 'Blue van', seats: 5 },
          { applicationId: a, name: 'Old car', seats: 4, active: false },
        ])
        .returning({ id: transports.id });
      id.van = vans[0]!.id;
      id.oldCar = vans[1]!.id;
      await tx
        .insert(schoolSettings)
        .values({ applicationId: a, payPerLessonCents: 1800, payPerEventCents: 4000 })
        .onConflictDoUpdate({
          target: schoolSettings.applicationId,
          set: { payPerLessonCents: 1800, payPerEventCents: 4000 },
        });
    });
  });
  afterAll(() => t.close());

  it("creates a lesson with its type's colour and capacity, reads it back and lists it by the school's days", async () => {
    const lesson = await create({ title: 'Tuesday group' });
    expect(lesson).toMatchObject({
      title: 'Tuesday group',
      kind: 'lesson',
      eventTypeName: 'Group lesson',
      placeName: 'Carcavelos',
      color: '#1e88e5',
      ownColor: null,
      capacity: 8,
      startsAt: '2026-07-14T08:00:00.000Z',
      endsAt: '2026-07-14T09:30:00.000Z',
      durationMinutes: 90,
      status: 'scheduled',
      progress: 'completed',
      customers: [],
      staff: [],
    });
    expect(ok(await s.staff.call('GET', `${PATH}/${lesson.id}`)).title).toBe('Tuesday group');
    const own = await create({
      title: 'Own colour',
      color: '#ff7043',
      capacity: 3,
      startsAt: '2026-07-14T15:00:00+01:00',
    });
    expect(own).toMatchObject({ color: '#ff7043', ownColor: '#ff7043', capacity: 3, ownCapacity: 3 });

    const day = ok<{ items: EventSummary[]; total: number }>(
      await s.staff.call('GET', `${PATH}?from=2026-07-14&to=2026-07-14`),
    );
    expect(day.items.map((event) => event.title)).toEqual(['Tuesday group', 'Own colour']);
    expect(ok<{ total: number }>(await s.staff.call('GET', `${PATH}?from=2026-07-15&to=2026-07-20`)).total).toBe(0);
  });

  it('lists an event of the longest length on every day it covers, and counts the list past its last page', async () => {
    const long = await create({
      title: 'Week-long camp',
      eventTypeId: id.cleanup!,
      startsAt: '2026-09-01T10:00:00Z',
      durationMinutes: EVENT_DURATION_MAX,
    });
    expect(long.endsAt).toBe('2026-09-08T10:00:00.000Z');
    const titles = async (query: string) =>
      ok<{ items: EventSummary[] }>(await s.staff.call('GET', `${PATH}?${query}`)).items.map((event) => event.title);
    expect(await titles('from=2026-09-08&to=2026-09-08')).toEqual(['Week-long camp']);
    expect(await titles('from=2026-09-04&to=2026-09-05')).toEqual(['Week-long camp']);
    expect(await titles('from=2026-09-09&to=2026-09-09')).toEqual([]);
    expect(await titles('from=2026-08-25&to=2026-08-31')).toEqual([]);
    const past = ok<{ items: EventSummary[]; total: number }>(
      await s.staff.call('GET', `${PATH}?from=2026-09-01&to=2026-09-30&page=2&pageSize=10`),
    );
    expect(past).toEqual({ items: [], total: 1 });
  });

  it("reads days in the school's time zone across the change to summer time", async () => {
    // Lisbon moves its clocks at 01:00 UTC on 29 March 2026: 23:30 that day is 22:30 UTC. Events,
    // not lessons: a lesson at night would be a warning about daylight, which is not this test's.
    const night = { eventTypeId: id.cleanup!, durationMinutes: 30 };
    const late = await create({ title: 'Night session', startsAt: '2026-03-29T22:30:00Z', ...night });
    const early = await create({ title: 'Dawn patrol', startsAt: '2026-03-29T23:30:00Z', ...night });
    const sunday = ok<{ items: EventSummary[] }>(await s.staff.call('GET', `${PATH}?from=2026-03-29&to=2026-03-29`));
    expect(sunday.items.map((event) => event.id)).toEqual([late.id]);
    const monday = ok<{ items: EventSummary[] }>(await s.staff.call('GET', `${PATH}?from=2026-03-30&to=2026-03-30`));
    expect(monday.items.map((event) => event.id)).toEqual([early.id]);
  });

  it("exports the list's days as CSV in the reader's language, with the instructors by name", async () => {
    const lesson = await create({ title: 'Exported group', startsAt: '2026-06-02T09:00:00+01:00' });
    ok(await assign(lesson.id, id.rui!));
    ok(await assign(lesson.id, id.ana!));
    ok(await book(lesson.id, customer[59]!));
    const answer = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?from=2026-06-02&to=2026-06-02`,
      headers: { authorization: `Bearer ${s.staff.token}`, cookie: 'lineup_language=pt' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="lessons-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Início,Fim,Título,Tipo,Local,Sala,Clientes,Capacidade,Instrutores,Estado,Progresso');
    expect(lines.slice(1)).toEqual([
      '"02/06/2026, 09:00","02/06/2026, 10:30",Exported group,Group lesson,Carcavelos,,1,8,"Ana Costa, Rui Santos",Marcado,Concluído',
    ]);
    const listed = ok<{ items: EventSummary[] }>(await s.staff.call('GET', `${PATH}?from=2026-06-02&to=2026-06-02`));
    expect(listed.items[0]?.instructorNames).toEqual(['Ana Costa', 'Rui Santos']);
  });

  it('deletes a lesson made by mistake, and keeps one that has begun or has attendance for the history', async () => {
    const mistake = await create({ title: 'Wrong day', startsAt: '2099-06-02T09:00:00+01:00' });
    ok(await book(mistake.id, customer[58]!));
    expect((await s.staff.call('DELETE', `${PATH}/${mistake.id}`)).statusCode).toBe(403);
    expect((await s.manager.call('DELETE', `${PATH}/${mistake.id}`)).statusCode).toBe(204);
    expect((await s.manager.call('GET', `${PATH}/${mistake.id}`)).statusCode).toBe(404);

    const past = await create({ title: 'Last summer', startsAt: '2025-06-02T09:00:00+01:00' });
    expectRefusal(await s.manager.call('DELETE', `${PATH}/${past.id}`), 409, 'event_in_history', {
      name: 'Last summer',
    });
    const future = await create({ title: 'Marked early', startsAt: '2099-06-03T09:00:00+01:00' });
    ok(await book(future.id, customer[58]!));
    ok(
      await s.manager.call('PUT', `${PATH}/${future.id}/customers/${customer[58]}/attendance`, {
        attendance: 'no_show',
      }),
    );
    expectRefusal(await s.manager.call('DELETE', `${PATH}/${future.id}`), 409, 'event_in_history');
    expect(ok(await s.manager.call('GET', `${PATH}/${future.id}`)).customers).toHaveLength(1);
  });

  it('asks before booking an instructor outside their availability or with an expired certification, and logs going ahead', async () => {
    const hire = async (name: string, known: Partial<StaffInput>) =>
      ok<{ id: string }>(await s.owner.call('POST', '/api/v1/staff', staffInputOf(name, known)), 201).id;
    // Tuesday mornings only; Mondays only; a lifeguard licence that ran out in June.
    const tuesdays = await hire('Tânia Tuesday', { availability: [{ weekday: 2, from: '08:00', to: '12:00' }] });
    const mondays = await hire('Manuel Monday', { availability: [{ weekday: 1, from: '08:00', to: '12:00' }] });
    const lapsed = await hire('Luís Lapsed', {
      certifications: [{ name: 'Lifeguard', expiresOn: '2026-06-30' }],
    });
    // Tuesday 21 July 2026, 09:00 to 10:30 in Lisbon.
    const lesson = await create({ title: 'Warned', startsAt: '2026-07-21T09:00:00+01:00' });
    ok(await assign(lesson.id, tuesdays));
    expectRefusal(await assign(lesson.id, mondays), 409, 'staff_unavailable', {
      name: 'Manuel Monday',
      day: '2026-07-21',
    });
    expectRefusal(await assign(lesson.id, lapsed), 409, 'certification_expired', {
      name: 'Luís Lapsed',
      certification: 'Lifeguard',
      expiredOn: '2026-06-30',
    });
    expect(ok(await s.manager.call('GET', `${PATH}/${lesson.id}`)).staff.map((member) => member.name)).toEqual([
      'Tânia Tuesday',
    ]);
    const anyway = ok(
      await s.manager.call('POST', `${PATH}/${lesson.id}/staff`, {
        staffId: mondays,
        role: 'instructor',
        override: true,
      }),
    );
    expect(anyway.staff.map((member) => member.name)).toContain('Manuel Monday');

    // Moving the lesson to the afternoon puts Tânia outside her hours too: asked, then done anyway.
    ok(await s.manager.call('DELETE', `${PATH}/${lesson.id}/staff/${mondays}`));
    const afternoon = { startsAt: '2026-07-21T15:00:00+01:00', durationMinutes: 90 };
    expectRefusal(await s.manager.call('PATCH', `${PATH}/${lesson.id}/time`, afternoon), 409, 'staff_unavailable', {
      name: 'Tânia Tuesday',
    });
    ok(await s.manager.call('PATCH', `${PATH}/${lesson.id}/time`, { ...afternoon, override: true }));
    const log = await asPlatform(t.database.db, async (tx) =>
      rowsOf<{ action: string; data: Record<string, string> }>(
        await tx.execute(sql`select action, data from audit_log where target = 'Warned' order by created_at, id`),
      ),
    );
    const overridden = log.filter((row) => row.data.overridden);
    expect(overridden.map((row) => [row.action, row.data.overridden])).toEqual([
      ['event_staff_added', 'unavailable'],
      ['event_changed', 'unavailable'],
    ]);
  });

  it('refuses a customer or a staff member in two events at once, naming the other event', async () => {
    const first = await create({ title: 'Clash A', startsAt: '2026-08-01T09:00:00+01:00' });
    const second = await create({ title: 'Clash B', placeId: id.ericeira, startsAt: '2026-08-01T10:00:00+01:00' });
    ok(await book(first.id, customer[0]!));
    expectRefusal(await book(second.id, customer[0]!), 409, 'customer_double_booked', {
      name: 'Customer 00',
      event: 'Clash A',
    });
    ok(await assign(first.id, id.ana!));
    const refused = expectRefusal(await assign(second.id, id.ana!), 409, 'staff_double_booked', {
      name: 'Ana Costa',
      event: 'Clash A',
    });
    expect(refused.detail).toContain('Ana Costa is already working in "Clash A"');
    // Back to back is no clash: the first ends at 10:30, this one starts then.
    const next = await create({ title: 'Clash C', startsAt: '2026-08-01T10:30:00+01:00' });
    ok(await book(next.id, customer[0]!));
    ok(await assign(next.id, id.ana!));
    // Nothing of the refused writes stayed.
    const after2 = ok(await s.manager.call('GET', `${PATH}/${second.id}`));
    expect(after2.customers).toEqual([]);
    expect(after2.staff).toEqual([]);
  });
  it("refuses a booking past the event's capacity, and a capacity below its bookings", async () => {
    const small = await create({ title: 'Small', startsAt: '2026-08-02T09:00:00+01:00', capacity: 2 });
    ok(await book(small.id, customer[1]!));
    ok(await book(small.id, customer[2]!));
    expectRefusal(await book(small.id, customer[3]!), 409, 'event_full', { capacity: 2, count: 3 });
    // A cancelled booking frees its seat; booking it again needs one.
    const attendance = (who: string, value: string) =>
      s.manager.call('PUT', `${PATH}/${small.id}/customers/${who}/attendance`, { attendance: value });
    ok(await attendance(customer[2]!, 'cancelled'));
    ok(await book(small.id, customer[3]!));
    expectRefusal(await attendance(customer[2]!, 'booked'), 409, 'event_full');
    const smaller = input({ title: 'Small', startsAt: small.startsAt, capacity: 1 });
    expectRefusal(await s.manager.call('PUT', `${PATH}/${small.id}`, smaller), 409, 'event_full', {
      capacity: 1,
      count: 2,
    });
    expect(ok(await s.manager.call('GET', `${PATH}/${small.id}`)).capacity).toBe(2);
  });

  it('refuses more people in a room, or students at a place, than it takes at once', async () => {
    // The classroom takes 4 people, staff included.
    const theory = await create({ title: 'Theory', roomId: id.classroom!, startsAt: '2026-08-03T09:00:00+01:00' });
    ok(await assign(theory.id, id.ze!, 'assistant'));
    for (const person of customer.slice(4, 7)) ok(await book(theory.id, person));
    const overlap = await create({ title: 'Theory 2', roomId: id.classroom!, startsAt: '2026-08-03T10:00:00+01:00' });
    expectRefusal(await book(overlap.id, customer[7]!), 409, 'room_full', { room: 'Classroom', capacity: 4, count: 5 });
    // A room belongs to one place: another place's event cannot use it.
    const elsewhere = input({ placeId: id.ericeira!, roomId: id.classroom!, startsAt: '2026-08-03T12:00:00+01:00' });
    const refused = await s.manager.call('POST', PATH, elsewhere);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['body.roomId']);

    // Carcavelos takes 10 students at once. 09:00–10:30 and 10:00–11:30 overlap: 5 + 5 fill it.
    const one = await create({ title: 'Wave 1', startsAt: '2026-08-04T09:00:00+01:00' });
    const two = await create({ title: 'Wave 2', startsAt: '2026-08-04T10:00:00+01:00' });
    for (const person of customer.slice(10, 15)) ok(await book(one.id, person));
    for (const person of customer.slice(15, 20)) ok(await book(two.id, person));
    expectRefusal(await book(two.id, customer[20]!), 409, 'place_full', {
      place: 'Carcavelos',
      capacity: 10,
      count: 11,
    });
    // 10:30–12:00 meets only the second lesson's five: five more fit, a sixth does not.
    const three = await create({ title: 'Wave 3', startsAt: '2026-08-04T10:30:00+01:00' });
    for (const person of customer.slice(21, 26)) ok(await book(three.id, person));
    expectRefusal(await book(three.id, customer[26]!), 409, 'place_full', { count: 11 });
  });

  it('keeps customers within instructors × students per instructor once the lesson has an instructor', async () => {
    const lesson = await create({ title: 'Ratio', startsAt: '2026-08-05T09:00:00+01:00' });
    // Bookings come in before the instructor is known.
    for (const person of customer.slice(30, 33)) ok(await book(lesson.id, person));
    // An instructor is never refused for making the ratio better.
    ok(await assign(lesson.id, id.ana!));
    expectRefusal(await book(lesson.id, customer[33]!), 409, 'too_few_instructors', {
      customers: 4,
      instructors: 1,
      perInstructor: 2,
    });
    ok(await assign(lesson.id, id.rui!));
    ok(await book(lesson.id, customer[33]!));
    expectRefusal(await s.manager.call('DELETE', `${PATH}/${lesson.id}/staff/${id.rui}`), 409, 'too_few_instructors');
    expectRefusal(await assign(lesson.id, id.rui!, 'assistant'), 409, 'too_few_instructors');
    const kept = ok(await s.manager.call('GET', `${PATH}/${lesson.id}`));
    expect(kept.staff.map((member) => [member.name, member.role])).toEqual([
      ['Ana Costa', 'instructor'],
      ['Rui Santos', 'instructor'],
    ]);
    expect(kept.instructorNames).toHaveLength(2);
  });

  it('moves and resizes through the same rules; a cancelled event frees its people and stays as it was', async () => {
    const first = await create({ title: 'Move A', startsAt: '2026-08-06T09:00:00+01:00' });
    const second = await create({ title: 'Move B', startsAt: '2026-08-06T11:00:00+01:00' });
    ok(await book(first.id, customer[40]!));
    ok(await book(second.id, customer[40]!));
    const move = (eventId: string, startsAt: string, durationMinutes: number) =>
      s.manager.call('PATCH', `${PATH}/${eventId}/time`, { startsAt, durationMinutes });
    expectRefusal(await move(second.id, '2026-08-06T10:00:00+01:00', 90), 409, 'customer_double_booked', {
      event: 'Move A',
    });
    expect(ok(await s.manager.call('GET', `${PATH}/${second.id}`)).startsAt).toBe('2026-08-06T10:00:00.000Z');
    const longer = ok(await move(second.id, '2026-08-06T11:00:00+01:00', 150));
    expect([longer.endsAt, longer.durationMinutes]).toEqual(['2026-08-06T12:30:00.000Z', 150]);

    const cancelled = ok(await s.manager.call('POST', `${PATH}/${first.id}/cancel`, { reason: 'Storm warning' }));
    expect([cancelled.status, cancelled.cancelReason]).toEqual(['cancelled', 'Storm warning']);
    ok(await move(second.id, '2026-08-06T09:00:00+01:00', 90));
    expectRefusal(await s.manager.call('PUT', `${PATH}/${first.id}`, input()), 409, 'event_cancelled');
    expectRefusal(await book(first.id, customer[41]!), 409, 'event_cancelled');
    expectRefusal(
      await s.manager.call('POST', `${PATH}/${first.id}/cancel`, { reason: 'Again' }),
      409,
      'event_cancelled',
    );
    const cancelledOnly = ok<{ items: EventSummary[] }>(
      await s.staff.call('GET', `${PATH}?from=2026-08-06&to=2026-08-06&status=cancelled`),
    );
    expect(cancelledOnly.items.map((event) => event.title)).toEqual(['Move A']);
  });

  it("fixes each staff member's pay when booked, from their record or the school's default", async () => {
    const lesson = await create({ title: 'Pay lesson', startsAt: '2026-08-07T09:00:00+01:00' });
    const cleanup = await create({
      title: 'Pay event',
      eventTypeId: id.cleanup!,
      placeId: id.ericeira!,
      startsAt: '2026-08-07T15:00:00+01:00',
    });
    ok(await assign(lesson.id, id.ana!));
    ok(await assign(lesson.id, id.rui!));
    const pay = ok(await assign(cleanup.id, id.ana!, 'assistant'));
    expect(pay.staff.map((member) => member.payCents)).toEqual([4000]);
    await asPlatform(t.database.db, (tx) =>
      tx.update(staff).set({ payPerLessonCents: 9900 }).where(eq(staff.id, id.ana!)),
    );
    expect(
      ok<{ payPerLessonCents: number }>(await s.manager.call('GET', `/api/v1/staff/${id.ana}`)).payPerLessonCents,
    ).toBe(9900);
    const kept = ok(await s.manager.call('GET', `${PATH}/${lesson.id}`));
    expect(kept.staff.map((member) => [member.name, member.payCents])).toEqual([
      ['Ana Costa', 2500],
      ['Rui Santos', 1800],
    ]);
    expectRefusal(await assign(lesson.id, id.ze!), 422, 'staff_function_missing', { name: 'Zé Reception' });
    ok(await assign(lesson.id, id.ze!, 'assistant'));
    ok(await assign(cleanup.id, id.rui!, 'driver'));
    expectRefusal(await assign(cleanup.id, id.ze!, 'driver'), 422, 'staff_function_missing');
  });

  it('lets an instructor of the event record its attendance, and no other staff; only managers plan', async () => {
    const lesson = await create({ title: 'Beach attendance', startsAt: '2026-08-08T09:00:00+01:00' });
    ok(await book(lesson.id, customer[42]!));
    const attend = () =>
      s.staff.call('PUT', `${PATH}/${lesson.id}/customers/${customer[42]}/attendance`, { attendance: 'attended' });
    expectRefusal(await attend(), 422, 'not_event_instructor');
    ok(await assign(lesson.id, id.ines!));
    const done = ok(await attend());
    expect(done.customers).toEqual([
      { customerId: customer[42], name: 'Customer 42', attendance: 'attended', wetsuitSize: null },
    ]);
    expect((await s.staff.call('POST', PATH, input({ startsAt: '2026-08-08T15:00:00+01:00' }))).statusCode).toBe(403);
    expect(
      (await s.staff.call('POST', `${PATH}/${lesson.id}/customers`, { customerId: customer[43] })).statusCode,
    ).toBe(403);
    expect((await s.loner.call('GET', PATH)).statusCode).toBe(403);

    const log = ok<{ items: { action: string; target: string; data: Record<string, string> }[] }>(
      await s.owner.call('GET', '/api/v1/audit?pageSize=100'),
    );
    expect(log.items.find((entry) => entry.action === 'attendance_recorded')).toMatchObject({
      target: 'Beach attendance',
      data: { name: 'Customer 42', from: 'booked', to: 'attended' },
    });
    expect(log.items.some((entry) => entry.action === 'event_created' && entry.target === 'Beach attendance')).toBe(
      true,
    );
  });

  it('plans new events with active types, places and rooms only; an event keeps those it has', async () => {
    const kept = await create({
      title: 'Before the archive',
      roomId: id.classroom!,
      startsAt: '2026-09-12T09:00:00+01:00',
    });
    await asPlatform(t.database.db, async (tx) => {
      await tx.update(eventTypes).set({ active: false }).where(eq(eventTypes.id, id.cleanup!));
      await tx.update(rooms).set({ active: false }).where(eq(rooms.id, id.classroom!));
    });
    try {
      const archived = await s.manager.call(
        'POST',
        PATH,
        input({ eventTypeId: id.cleanup!, roomId: id.classroom!, startsAt: '2026-09-12T15:00:00+01:00' }),
      );
      expect(archived.statusCode, archived.body).toBe(400);
      expect(archived.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
        'body.eventTypeId',
        'body.roomId',
      ]);
      // Its own closed room stays with the event through a change of title.
      const renamed = input({ title: 'Renamed', roomId: id.classroom!, startsAt: kept.startsAt });
      expect(ok(await s.manager.call('PUT', `${PATH}/${kept.id}`, renamed)).roomName).toBe('Classroom');
      expect((await s.manager.call('GET', `/api/v1/rooms/${id.classroom}`)).json<{ active: boolean }>().active).toBe(
        false,
      );
    } finally {
      await asPlatform(t.database.db, async (tx) => {
        await tx.update(eventTypes).set({ active: true }).where(eq(eventTypes.id, id.cleanup!));
        await tx.update(rooms).set({ active: true }).where(eq(rooms.id, id.classroom!));
      });
    }
  });

  it("keeps each school's schedule to itself", async () => {
    const mine = await create({ title: 'Ours', startsAt: '2026-08-09T09:00:00+01:00' });
    expect((await s.other.call('GET', `${PATH}/${mine.id}`)).statusCode).toBe(404);
    expect((await s.other.call('POST', `${PATH}/${mine.id}/cancel`, { reason: 'no' })).statusCode).toBe(404);
    expect(ok<{ total: number }>(await s.other.call('GET', PATH)).total).toBe(0);
    const borrowed = await s.other.call('POST', PATH, input({ startsAt: '2026-08-09T09:00:00+01:00' }));
    expect(borrowed.statusCode, borrowed.body).toBe(400);
    expect(borrowed.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'body.eventTypeId',
      'body.placeId',
    ]);
  });

  it("words a refusal in the reader's language", async () => {
    const lesson = await create({ title: 'Aula cheia', startsAt: '2026-08-10T09:00:00+01:00', capacity: 1 });
    ok(await book(lesson.id, customer[44]!));
    const answer = await t.app.inject({
      method: 'POST',
      url: `${PATH}/${lesson.id}/customers`,
      headers: { authorization: `Bearer ${s.manager.token}`, cookie: 'lineup_language=pt' },
      payload: { customerId: customer[45] },
    });
    expect(expectRefusal(answer, 409, 'event_full').detail).toBe('Este evento está cheio: 2 clientes para 1 lugares.');
  });

  it('gives the last seat to exactly one of fifty people booking it at once', async () => {
    const lesson = await create({ title: 'Last seat', startsAt: '2026-09-01T09:00:00+01:00', capacity: 1 });
    const answers = await Promise.all(customer.slice(0, 50).map((person) => book(lesson.id, person)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(ok(await s.manager.call('GET', `${PATH}/${lesson.id}`)).customers).toHaveLength(1);
  });

  it('books one customer into only one of two overlapping lessons asked for at once', async () => {
    const left = await create({ title: 'Left', startsAt: '2026-09-02T09:00:00+01:00' });
    const right = await create({ title: 'Right', placeId: id.ericeira!, startsAt: '2026-09-02T09:30:00+01:00' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(i % 2 === 0 ? left.id : right.id, customer[50]!)),
    );
    const booked = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<Event>().id);
    expect(new Set(booked).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
  });
  it('books equipment up to the units usable at the busiest moment', async () => {
    const boards = (eventId: string, quantity: number) =>
      s.manager.call('PUT', `${PATH}/${eventId}/equipment/${id.softboard}`, { quantity });
    const first = await create({ title: 'Boards A', startsAt: '2026-09-10T09:00:00+01:00' });
    const second = await create({ title: 'Boards B', placeId: id.ericeira!, startsAt: '2026-09-10T10:00:00+01:00' });
    expect(ok(await boards(first.id, 3)).equipment).toEqual([
      { equipmentId: id.softboard, name: 'Softboard 8\'0"', quantity: 3 },
    ]);
    expectRefusal(await boards(second.id, 2), 409, 'equipment_short', { usable: 4, count: 5 });
    ok(await boards(second.id, 1));
    // 11:30–13:00 meets only the second lesson (the first ends at 10:30): three more fit.
    const third = await create({ title: 'Boards C', placeId: id.ericeira!, startsAt: '2026-09-10T11:30:00+01:00' });
    ok(await boards(third.id, 3));
    expectRefusal(
      await s.manager.call('PATCH', `${PATH}/${third.id}/time`, {
        startsAt: '2026-09-10T09:30:00+01:00',
        durationMinutes: 60,
      }),
      409,
      'equipment_short',
    );
    const fewer = ok(await s.manager.call('DELETE', `${PATH}/${first.id}/equipment/${id.softboard}`));
    expect(fewer.equipment).toEqual([]);
    expect((await s.manager.call('DELETE', `${PATH}/${first.id}/equipment/${id.softboard}`)).statusCode).toBe(404);
  });

  it('sends a vehicle to one event at a time, its driver booked as staff, its seats for everyone', async () => {
    const trip = await create({ title: 'Van trip', startsAt: '2026-09-11T09:00:00+01:00' });
    const other = await create({ title: 'Other trip', placeId: id.ericeira!, startsAt: '2026-09-11T10:00:00+01:00' });
    const send = (eventId: string, driverId: string | null, transportId = id.van!) =>
      s.manager.call('POST', `${PATH}/${eventId}/transports`, { transportId, driverId });
    const sent = ok(await send(trip.id, id.rui!));
    expect(sent.transports).toEqual([
      { transportId: id.van, name: 'Blue van', seats: 5, driverId: id.rui, driverName: 'Rui Santos' },
    ]);
    expect(sent.staff).toEqual([{ staffId: id.rui, name: 'Rui Santos', role: 'driver', payCents: 1800 }]);
    expectRefusal(await send(other.id, null), 409, 'vehicle_double_booked', { name: 'Blue van', event: 'Van trip' });
    // A vehicle out of service is no choice.
    const inactive = await send(other.id, null, id.oldCar);
    expect(inactive.statusCode, inactive.body).toBe(400);
    expect(inactive.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'body.transportId',
    ]);
    // Rui and four customers fill the five seats; a fifth customer does not fit.
    for (const person of customer.slice(51, 55)) ok(await book(trip.id, person));
    expectRefusal(await book(trip.id, customer[55]!), 409, 'vehicle_seats', { seats: 5, count: 6 });
    expectRefusal(await send(other.id, id.ana!, id.van!), 422, 'staff_function_missing');
    // The vehicle's trips: the events it is booked on, and only those.
    const trips = ok<{ items: { id: string }[] }>(
      await s.staff.call('GET', `${PATH}?transportId=${id.van}&from=2026-09-11&to=2026-09-11`),
    );
    expect(trips.items.map((event) => event.id)).toEqual([trip.id]);
  });
});
