import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventTypeKind } from '@lineup/contract/event-types';
import type { Package, PackageInput } from '@lineup/contract/packages';
import { eventTypes } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { expectFieldErrors, activityLog, ok, type Page } from '#src/testing/answers.ts';

const pack = (change: Partial<PackageInput> = {}): PackageInput => ({
  name: '5-lesson pack',
  lessonTypeId: null,
  credits: 5,
  priceCents: 15_000,
  validityDays: 180,
  description: '',
  status: 'active',
  ...change,
});

describe('packages', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  let group: string;
  let kids: string;
  let sunsetEvent: string;
  let theirLesson: string;

  /** A lesson or event type, written as the event types screen would. */
  const typeOf = async (schoolId: string, kind: EventTypeKind, name: string) => {
    const [row] = await asPlatform(t.database.db, (tx) =>
      tx
        .insert(eventTypes)
        .values({ applicationId: schoolId, kind, name, color: '#0ea5e9', durationMinutes: 90 })
        .returning({ id: eventTypes.id }),
    );
    return row?.id ?? '';
  };
  const create = async (caller: Caller, body: PackageInput) =>
    ok<Package>(await caller.call('POST', '/api/v1/packages', body), 201);
  const list = async (caller: Caller, query: string) =>
    ok<Page<Package>>(await caller.call('GET', `/api/v1/packages?${query}`));

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    group = await typeOf(s.schoolA, 'lesson', 'Group lesson');
    kids = await typeOf(s.schoolA, 'lesson', 'Kids lesson');
    sunsetEvent = await typeOf(s.schoolA, 'event', 'Sunset session');
    theirLesson = await typeOf(s.schoolB, 'lesson', 'Group lesson');
  });
  afterAll(() => t.close());

  it('creates, changes and deletes a package with its lesson type’s name and no sales yet, each change logged', async () => {
    const created = await create(
      s.manager,
      pack({
        name: '10 group lessons',
        lessonTypeId: group,
        credits: 10,
        description: 'Boards and wetsuits.\nTwo people can share.',
      }),
    );
    expect(created).toMatchObject({
      name: '10 group lessons',
      lessonTypeId: group,
      lessonTypeName: 'Group lesson',
      credits: 10,
      priceCents: 15_000,
      validityDays: 180,
      description: 'Boards and wetsuits.\nTwo people can share.',
      status: 'active',
      soldCount: 0,
      creditsConsumed: 0,
      soldTotalCents: 0,
    });
    const changed = await s.manager.call(
      'PUT',
      `/api/v1/packages/${created.id}`,
      pack({ name: '10 lessons', lessonTypeId: null, credits: 10, validityDays: null }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ lessonTypeId: null, lessonTypeName: null, validityDays: null });
    expect((await s.manager.call('DELETE', `/api/v1/packages/${created.id}`)).statusCode).toBe(204);
    expect((await s.staff.call('GET', `/api/v1/packages/${created.id}`)).statusCode).toBe(404);
    const log = await activityLog(s.owner);
    const entries = log.filter((entry) => entry.action.startsWith('package_'));
    expect(entries.map(({ action, target }) => `${action} ${target}`)).toEqual([
      'package_deleted 10 lessons',
      'package_updated 10 lessons',
      'package_created 10 group lessons',
    ]);
    expect(entries[1]?.data).toEqual({ changed: 'name, lessonTypeId, validityDays, description' });
  });

  it('takes only one of the school’s lesson types: not an event type, nor another school’s', async () => {
    for (const lessonTypeId of [sunsetEvent, theirLesson, '00000000-0000-4000-8000-000000000099']) {
      expectFieldErrors(await s.owner.call('POST', '/api/v1/packages', pack({ name: 'Odd pack', lessonTypeId })), {
        'body.lessonTypeId': 'missing',
      });
    }
    const mine = await create(s.owner, pack({ name: 'Kids pack', lessonTypeId: kids }));
    expectFieldErrors(
      await s.owner.call('PUT', `/api/v1/packages/${mine.id}`, pack({ name: 'Kids pack', lessonTypeId: sunsetEvent })),
      { 'body.lessonTypeId': 'missing' },
    );
    expect((await s.owner.call('GET', `/api/v1/packages/${mine.id}`)).json()).toMatchObject({ lessonTypeId: kids });
    expect((await s.owner.call('POST', '/api/v1/packages', { ...pack(), lessonTypeId: 'group' })).statusCode).toBe(400);
  });

  it('keeps credits, validity, price and description within their bounds and writes nothing invalid', async () => {
    const bad: [Partial<PackageInput>, string][] = [
      [{ credits: 0 }, 'body.credits'],
      [{ credits: 1001 }, 'body.credits'],
      [{ credits: 2.5 }, 'body.credits'],
      [{ validityDays: 0 }, 'body.validityDays'],
      [{ validityDays: 3651 }, 'body.validityDays'],
      [{ priceCents: -1 }, 'body.priceCents'],
      [{ description: 'x'.repeat(2001) }, 'body.description'],
      [{ name: '  ' }, 'body.name'],
      [{ status: 'sold' as never }, 'body.status'],
    ];
    for (const [change, path] of bad) {
      const answer = await s.owner.call('POST', '/api/v1/packages', pack({ name: 'Bounds', ...change }));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toContain(path);
    }
    const { validityDays: _, ...withoutValidity } = pack({ name: 'Bounds' });
    expect((await s.owner.call('POST', '/api/v1/packages', withoutValidity)).statusCode).toBe(400);
    expect((await list(s.owner, 'q=Bounds')).total).toBe(0);
    await create(s.owner, pack({ name: 'Bounds', credits: 1000, validityDays: 3650, description: 'x'.repeat(2000) }));
  });

  it('refuses the same name twice in any case within a school, but not across schools', async () => {
    await create(s.owner, pack({ name: 'Weekend pass' }));
    const again = await s.owner.call('POST', '/api/v1/packages', pack({ name: 'WEEKEND PASS' }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'name_taken',
      params: { name: 'WEEKEND PASS' },
      detail: 'There is already a package named "WEEKEND PASS".',
    });
    await create(s.other, pack({ name: 'Weekend pass', lessonTypeId: theirLesson }));
  });

  it('lets every member read and only manage_settings write, and answers 404 for other schools’ ids', async () => {
    const mine = await create(s.owner, pack({ name: 'Staff view' }));
    const theirs = await create(s.other, pack({ name: 'Their pack' }));
    expect((await s.staff.call('GET', '/api/v1/packages')).statusCode).toBe(200);
    expect((await s.staff.call('GET', `/api/v1/packages/${mine.id}`)).statusCode).toBe(200);
    expect((await s.staff.call('GET', '/api/v1/packages/export')).statusCode).toBe(200);
    for (const answer of [
      await s.staff.call('POST', '/api/v1/packages', pack({ name: 'Staff pack' })),
      await s.staff.call('PUT', `/api/v1/packages/${mine.id}`, pack({ name: 'Staff view', status: 'archived' })),
      await s.staff.call('DELETE', `/api/v1/packages/${mine.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
    for (const answer of [
      await s.owner.call('GET', `/api/v1/packages/${theirs.id}`),
      await s.owner.call('PUT', `/api/v1/packages/${theirs.id}`, pack({ name: 'Mine now' })),
      await s.owner.call('DELETE', `/api/v1/packages/${theirs.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ detail: 'Package not found.' });
    }
    expect((await s.other.call('GET', `/api/v1/packages/${theirs.id}`)).json()).toEqual(theirs);
    expect((await s.loner.call('GET', '/api/v1/packages')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/packages' })).statusCode).toBe(401);
  });

  it('archives and activates a package, and the status filter shows each side', async () => {
    const pass = await create(s.owner, pack({ name: 'Summer pass', lessonTypeId: group }));
    const archived = await s.manager.call(
      'PUT',
      `/api/v1/packages/${pass.id}`,
      pack({ name: 'Summer pass', lessonTypeId: group, status: 'archived' }),
    );
    expect(archived.json()).toMatchObject({ status: 'archived', lessonTypeName: 'Group lesson' });
    const names = async (query: string) => (await list(s.staff, query)).items.map((row) => row.name);
    expect(await names('status=archived')).toEqual(['Summer pass']);
    expect(await names('status=active')).not.toContain('Summer pass');
    expect(await names('pageSize=100')).toContain('Summer pass');
    await s.manager.call('PUT', `/api/v1/packages/${pass.id}`, pack({ name: 'Summer pass', lessonTypeId: group }));
    expect(await names('status=archived')).toEqual([]);
    expect((await s.staff.call('GET', '/api/v1/packages?status=sold')).statusCode).toBe(400);
  });

  it('lists, filters, sorts and exports packages, the CSV holding the same rows as the list', async () => {
    const mark = 'Sort';
    await create(
      s.owner,
      pack({ name: `${mark} A`, lessonTypeId: kids, credits: 3, priceCents: 9000, validityDays: 90 }),
    );
    await create(
      s.owner,
      pack({ name: `${mark} B`, lessonTypeId: null, credits: 10, priceCents: 25_000, validityDays: null }),
    );
    await create(
      s.owner,
      pack({
        name: `${mark} C`,
        lessonTypeId: group,
        credits: 5,
        priceCents: 14_050,
        validityDays: 30,
        status: 'archived',
        description: 'Weekday mornings only',
      }),
    );
    const order = async (query: string) => (await list(s.staff, `q=${mark}&${query}`)).items.map((row) => row.name);
    expect(await order('sort=price&order=desc')).toEqual(['Sort B', 'Sort C', 'Sort A']);
    expect(await order('sort=credits')).toEqual(['Sort A', 'Sort C', 'Sort B']);
    expect(await order('sort=validity')).toEqual(['Sort C', 'Sort A', 'Sort B']);
    expect(await order('sort=lessonType')).toEqual(['Sort C', 'Sort A', 'Sort B']);
    expect((await order('sort=status&order=desc'))[0]).toBe('Sort C');
    expect((await order('sort=status')).at(-1)).toBe('Sort C');
    expect(await order(`lessonTypeId=${kids}`)).toEqual(['Sort A']);
    expect((await list(s.staff, 'q=weekday mornings')).items.map((row) => row.name)).toEqual(['Sort C']);
    expect((await s.staff.call('GET', '/api/v1/packages?sort=soldCount')).statusCode).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/packages/export?q=${mark}&sort=price&order=desc`,
      headers: { authorization: `Bearer ${s.staff.token}`, cookie: 'lineup_language=pt' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="packages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nome,Tipo de aula,Créditos,Validade (dias),Preço,Estado,Vendidos,Créditos consumidos,Total vendido,Descrição,Última alteração',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Sort B,Qualquer aula,10,Não expira,"250,00",Ativo,0,0,"0,00",,/);
    expect(lines[2]).toMatch(/^Sort C,Group lesson,5,30,"140,50",Arquivado,0,0,"0,00",Weekday mornings only,/);
    expect(lines[3]).toMatch(/^Sort A,Kids lesson,3,90,"90,00",Ativo,0,0,"0,00",,/);
  });
});
