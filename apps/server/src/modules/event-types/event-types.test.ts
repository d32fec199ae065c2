import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventType, EventTypeInput } from '@lineup/contract/event-types';
import { packages } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { expectRefusal, type Answer, activityLog, ok, type Page } from '#src/testing/answers.ts';

const PATH = '/api/v1/event-types';

const lessonType = (change: Partial<EventTypeInput> = {}): EventTypeInput => ({
  kind: 'lesson',
  name: 'Group lesson',
  color: '#1d4ed8',
  durationMinutes: 120,
  capacity: 24,
  studentsPerInstructor: 6,
  level: 'beginner',
  priceCents: 3500,
  creditsPerAttendance: 1,
  active: true,
  ...change,
});
const eventType = (change: Partial<EventTypeInput> = {}): EventTypeInput =>
  lessonType({ kind: 'event', name: 'Surf trip', level: 'all', creditsPerAttendance: 0, ...change });

function expectFieldPaths(answer: Answer, paths: string[]) {
  expect(answer.statusCode, answer.body).toBe(400);
  const errors = answer.json<{ code: string; errors: { path: string }[] }>();
  expect(errors.code).toBe('validation_failed');
  expect(errors.errors.map((error) => error.path).sort()).toEqual([...paths].sort());
}

describe('lesson types and event types', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  const create = async (caller: Caller, body: object) => ok<EventType>(await caller.call('POST', PATH, body), 201);
  const list = async (caller: Caller, query: string) =>
    ok<Page<EventType>>(await caller.call('GET', `${PATH}?${query}`));
  const names = async (query: string) => (await list(s.staff, query)).items.map((type) => type.name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  it('creates a lesson type and an event type in their own lists, the colour in lower case, each change logged', async () => {
    const group = await create(s.manager, lessonType({ color: '#1D4ED8' }));
    expect(group).toMatchObject({ ...lessonType(), color: '#1d4ed8' });
    const trip = await create(s.manager, eventType({ capacity: null, color: '  #0F766E ' }));
    expect(trip).toMatchObject({ kind: 'event', capacity: null, color: '#0f766e', creditsPerAttendance: 0 });
    expect(await names('kind=lesson')).toEqual(['Group lesson']);
    expect(await names('kind=event')).toEqual(['Surf trip']);
    expect(await names('')).toEqual(['Group lesson', 'Surf trip']);

    const changed = await s.manager.call(
      'PUT',
      `${PATH}/${group.id}`,
      lessonType({ durationMinutes: 90, priceCents: 4000, color: '#B91C1C' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ durationMinutes: 90, priceCents: 4000, color: '#b91c1c' });
    expect((await s.manager.call('DELETE', `${PATH}/${trip.id}`)).statusCode).toBe(204);
    expect((await s.staff.call('GET', `${PATH}/${trip.id}`)).statusCode).toBe(404);

    const log = await activityLog(s.owner);
    const entries = log.filter((entry) => entry.action.startsWith('eventType_'));
    expect(entries.map(({ action, target }) => `${action} ${target}`)).toEqual([
      'eventType_deleted Surf trip',
      'eventType_updated Group lesson',
      'eventType_created Surf trip',
      'eventType_created Group lesson',
    ]);
    expect(entries[1]?.data).toEqual({ changed: 'color, durationMinutes, priceCents' });
    await s.manager.call('DELETE', `${PATH}/${group.id}`);
  });

  it('refuses what the rules forbid, on each field, and writes nothing', async () => {
    expectFieldPaths(
      await s.owner.call('POST', PATH, {
        ...lessonType({ name: 'Broken' }),
        color: 'blue',
        durationMinutes: 7,
        capacity: 0,
        studentsPerInstructor: 0,
        level: 'pro',
        priceCents: -1,
        creditsPerAttendance: 21,
      }),
      [
        'body.color',
        'body.durationMinutes',
        'body.capacity',
        'body.studentsPerInstructor',
        'body.level',
        'body.priceCents',
        'body.creditsPerAttendance',
      ],
    );
    expectFieldPaths(
      await s.owner.call('POST', PATH, lessonType({ name: 'Too long', durationMinutes: 1445, capacity: 501 })),
      ['body.durationMinutes', 'body.capacity'],
    );
    expectFieldPaths(await s.owner.call('POST', PATH, lessonType({ name: 'Nothing', durationMinutes: 0 })), [
      'body.durationMinutes',
    ]);
    expectFieldPaths(await s.owner.call('POST', PATH, { ...lessonType({ name: 'Kindless' }), kind: 'party' }), [
      'body.kind',
    ]);
    expectFieldPaths(await s.owner.call('POST', PATH, lessonType({ name: '#fff', color: '#fff' })), ['body.color']);
    // An event uses no credits: a type that says otherwise is refused rather than quietly changed.
    const credits = await s.owner.call('POST', PATH, eventType({ name: 'Paid trip', creditsPerAttendance: 1 }));
    expectFieldPaths(credits, ['body.creditsPerAttendance']);
    expect(credits.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe('The value can be at most 0.');
    expect((await list(s.owner, 'pageSize=100')).total).toBe(0);
    // The extremes are allowed.
    await create(s.owner, lessonType({ name: 'Short', durationMinutes: 5, capacity: 1, creditsPerAttendance: 20 }));
    await create(
      s.owner,
      lessonType({ name: 'All day', durationMinutes: 1440, capacity: 500, studentsPerInstructor: 50 }),
    );
    for (const type of (await list(s.owner, 'pageSize=100')).items) {
      expect((await s.owner.call('DELETE', `${PATH}/${type.id}`)).statusCode).toBe(204);
    }
  });

  it('keeps a name to one type per list, whatever its case, and per school', async () => {
    await create(s.owner, lessonType({ name: 'Private lesson' }));
    const again = await s.owner.call('POST', PATH, lessonType({ name: 'PRIVATE LESSON' }));
    expectRefusal(again, 409, 'name_taken', { name: 'PRIVATE LESSON' });
    expect(again.json<{ detail: string }>().detail).toBe(
      'There is already a type named "PRIVATE LESSON" in this list.',
    );
    // The other list, and the other school, may use the name.
    await create(s.owner, eventType({ name: 'private lesson' }));
    await create(s.other, lessonType({ name: 'Private lesson' }));
    const video = await create(s.owner, eventType({ name: 'Video analysis' }));
    expectRefusal(
      await s.owner.call('PUT', `${PATH}/${video.id}`, eventType({ name: 'Private Lesson' })),
      409,
      'name_taken',
      { name: 'Private Lesson' },
    );
  });

  it('never changes a type’s kind, on the kind field, while the rest of it can change', async () => {
    const kids = await create(s.owner, lessonType({ name: 'Kids’ lesson', durationMinutes: 90 }));
    const refused = await s.owner.call('PUT', `${PATH}/${kids.id}`, eventType({ name: 'Kids’ lesson' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'body.kind', code: 'kind_fixed', params: { kind: 'lesson' } }],
    });
    expect(refused.json<{ detail: string }>().detail).toMatch(/^A lesson type stays a lesson type/);
    expect((await s.owner.call('GET', `${PATH}/${kids.id}`)).json()).toMatchObject({ kind: 'lesson' });
    const pt = await t.app.inject({
      method: 'PUT',
      url: `${PATH}/${kids.id}`,
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
      payload: eventType({ name: 'Kids’ lesson' }),
    });
    expect(pt.json<{ detail: string }>().detail).toMatch(/^Um tipo de aula continua a ser um tipo de aula/);
    const renamed = await s.owner.call('PUT', `${PATH}/${kids.id}`, lessonType({ name: 'Kids’ club' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Staff cannot learn a type's kind through the refusal: permission comes first.
    expect((await s.staff.call('PUT', `${PATH}/${kids.id}`, eventType({ name: 'x' }))).statusCode).toBe(403);
  });

  it('refuses to delete a lesson type a package pays for, and offers to deactivate it', async () => {
    const semi = await create(s.owner, lessonType({ name: 'Semi-private lesson', capacity: 3 }));
    await asPlatform(t.database.db, (tx) =>
      tx.insert(packages).values({
        applicationId: s.schoolA,
        name: 'Five semi-private lessons',
        lessonTypeId: semi.id,
        credits: 5,
        priceCents: 25_000,
      }),
    );
    const refused = await s.owner.call('DELETE', `${PATH}/${semi.id}`);
    expectRefusal(refused, 409, 'in_use', { offer: 'deactivate' });
    expect(refused.json<{ detail: string }>().detail).toContain('Deactivate it instead');
    // Its kind cannot change under the package either.
    const moved = await s.owner.call('PUT', `${PATH}/${semi.id}`, eventType({ name: 'Semi-private lesson' }));
    expect(moved.statusCode, moved.body).toBe(400);
    const deactivated = await s.owner.call(
      'PUT',
      `${PATH}/${semi.id}`,
      lessonType({ name: 'Semi-private lesson', capacity: 3, active: false }),
    );
    expect(deactivated.json()).toMatchObject({ active: false });
  });

  it('lets every member read and only manage_settings write, and answers 404 for other schools’ ids', async () => {
    const theirs = await create(s.other, eventType({ name: 'Their yoga' }));
    expect((await s.staff.call('GET', PATH)).statusCode).toBe(200);
    expect((await s.staff.call('GET', `${PATH}/export`)).statusCode).toBe(200);
    expect((await s.staff.call('POST', PATH, eventType({ name: 'Staff event' }))).statusCode).toBe(403);
    expect((await s.loner.call('GET', PATH)).statusCode).toBe(403);
    for (const answer of [
      await s.owner.call('GET', `${PATH}/${theirs.id}`),
      await s.owner.call('PUT', `${PATH}/${theirs.id}`, eventType({ name: 'Mine now' })),
      await s.owner.call('PUT', `${PATH}/${theirs.id}`, lessonType({ name: 'Mine now' })),
      await s.owner.call('DELETE', `${PATH}/${theirs.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ detail: 'Type not found.' });
    }
    expect((await s.other.call('GET', `${PATH}/${theirs.id}`)).json()).toMatchObject({ name: 'Their yoga' });
  });
});

describe('the list of types', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  const list = async (query: string, caller?: Caller) =>
    ok<Page<EventType>>(await (caller ?? s.staff).call('GET', `${PATH}?${query}`));
  const names = async (query: string) => (await list(query)).items.map((type) => type.name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    const rows = [
      lessonType({ name: 'Group lesson', durationMinutes: 120, capacity: 24, priceCents: 3500 }),
      lessonType({
        name: 'Private lesson',
        durationMinutes: 90,
        capacity: 1,
        studentsPerInstructor: 1,
        level: 'all',
        priceCents: 6000,
        creditsPerAttendance: 2,
      }),
      lessonType({
        name: 'improver coaching',
        durationMinutes: 100,
        capacity: null,
        level: 'intermediate',
        priceCents: 4500,
      }),
      lessonType({
        name: 'Old 100% course',
        durationMinutes: 60,
        capacity: 12,
        level: 'advanced',
        priceCents: 0,
        active: false,
      }),
      eventType({ name: 'Surf trip', durationMinutes: 480, capacity: 8, priceCents: 8000 }),
      eventType({ name: 'Yoga on the beach', durationMinutes: 60, capacity: 15, priceCents: 1500 }),
    ];
    for (const row of rows) {
      const answer = await s.owner.call('POST', PATH, row);
      expect(answer.statusCode, answer.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('lists one kind at a time, searched by name and filtered by level and status', async () => {
    expect(await names('kind=lesson')).toEqual([
      'Group lesson',
      'improver coaching',
      'Old 100% course',
      'Private lesson',
    ]);
    expect(await names('kind=event')).toEqual(['Surf trip', 'Yoga on the beach']);
    expect((await list('')).total).toBe(6);
    expect(await names('kind=lesson&q=LESSON')).toEqual(['Group lesson', 'Private lesson']);
    expect(await names('q=100%25')).toEqual(['Old 100% course']);
    expect(await names('kind=lesson&level=intermediate')).toEqual(['improver coaching']);
    expect(await names('kind=lesson&active=false')).toEqual(['Old 100% course']);
    expect(await names('kind=event&level=beginner')).toEqual([]);
    expect((await s.staff.call('GET', `${PATH}?kind=party`)).statusCode).toBe(400);
    expect((await s.staff.call('GET', `${PATH}?sort=color`)).statusCode).toBe(400);
  });

  it('sorts by each column, "no limit" the largest capacity, levels from all to advanced', async () => {
    expect(await names('kind=lesson&sort=duration&order=desc')).toEqual([
      'Group lesson',
      'improver coaching',
      'Private lesson',
      'Old 100% course',
    ]);
    expect(await names('kind=lesson&sort=capacity')).toEqual([
      'Private lesson',
      'Old 100% course',
      'Group lesson',
      'improver coaching',
    ]);
    expect((await names('kind=lesson&sort=capacity&order=desc'))[0]).toBe('improver coaching');
    expect(await names('kind=lesson&sort=level')).toEqual([
      'Private lesson',
      'Group lesson',
      'improver coaching',
      'Old 100% course',
    ]);
    expect(await names('kind=lesson&sort=price&order=desc')).toEqual([
      'Private lesson',
      'improver coaching',
      'Group lesson',
      'Old 100% course',
    ]);
    expect((await names('kind=lesson&sort=credits&order=desc'))[0]).toBe('Private lesson');
    expect((await names('kind=lesson&sort=studentsPerInstructor'))[0]).toBe('Private lesson');
    expect((await names('kind=lesson&sort=active'))[0]).toBe('Old 100% course');
    for (const sort of ['name', 'duration', 'capacity', 'level', 'price', 'active', 'updatedAt']) {
      expect((await list(`sort=${sort}&pageSize=100`)).total, sort).toBe(6);
    }
  });

  it('exports the same rows as the list as CSV, with the kind and level in the reader’s language', async () => {
    const query = 'kind=lesson&sort=price&order=desc';
    const listed = await names(query);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?${query}`,
      headers: { authorization: `Bearer ${s.staff.token}`, cookie: 'lineup_language=pt' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="event-types-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nome,Lista,Cor,Duração (minutos),Capacidade,Alunos por instrutor,Nível,Preço,Créditos por presença,Ativo,Última alteração',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(listed);
    expect(lines[1]).toMatch(/^Private lesson,Tipo de aula,#1d4ed8,90,1,1,Todos os níveis,"60,00",2,Sim,/);
    expect(lines[2]).toMatch(/^improver coaching,Tipo de aula,#1d4ed8,100,,6,Intermédio,"45,00",1,Sim,/);
    expect(lines[4]).toMatch(/^Old 100% course,Tipo de aula,#1d4ed8,60,12,6,Avançado,"0,00",1,Não,/);
    const events = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?kind=event`,
      headers: { authorization: `Bearer ${s.staff.token}`, cookie: 'lineup_language=en' },
    });
    expect(events.body).toContain('Surf trip,Event type,#1d4ed8,480,8,6,All levels,80.00,0,Yes,');
  });
});
