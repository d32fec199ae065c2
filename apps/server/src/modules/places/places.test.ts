import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place, PlaceInput } from '@lineup/contract/places';
import { rowsOf } from '#src/db/database.ts';
import { places } from '#src/db/schema/index.ts';
import { asPlatform, inTenant } from '#src/db/tenancy.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { place } from './places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { expectRefusal, type Answer, activityLog, resourceCalls } from '#src/testing/answers.ts';

describe('places', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  const { create } = resourceCalls<Place, PlaceInput>('/api/v1/places', place);

  it('creates, reads, changes and deletes a place, each change in the school log', async () => {
    const created = await create(s.manager, { name: 'Costa da Caparica', latitude: 38.6446, longitude: -9.2376 });
    expect(created).toMatchObject({
      name: 'Costa da Caparica',
      type: 'beach',
      country: 'PT',
      capacity: 40,
      active: true,
    });
    expect((await s.staff.call('GET', `/api/v1/places/${created.id}`)).json()).toEqual(created);

    const changed = await s.manager.call('PUT', `/api/v1/places/${created.id}`, {
      ...place({ name: 'Caparica', capacity: null, active: false }),
      latitude: 38.6446,
      longitude: -9.2376,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, name: 'Caparica', capacity: null, active: false });
    expect(new Date(changed.json<Place>().updatedAt) >= new Date(created.updatedAt)).toBe(true);

    const deleted = await s.manager.call('DELETE', `/api/v1/places/${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await s.staff.call('GET', `/api/v1/places/${created.id}`)).statusCode).toBe(404);

    const entries = (await activityLog(s.owner)).filter((entry) => entry.action.startsWith('place_'));
    expect(entries.map(({ action, target, actor }) => ({ action, target, actor }))).toEqual([
      { action: 'place_deleted', target: 'Caparica', actor: 'manager@a.test' },
      { action: 'place_updated', target: 'Caparica', actor: 'manager@a.test' },
      { action: 'place_created', target: 'Costa da Caparica', actor: 'manager@a.test' },
    ]);
    expect(entries[1]?.data).toEqual({ changed: 'name, capacity, active' });
  });

  it('lets every member read and only manage_settings write', async () => {
    const spot = await create(s.owner, { name: 'Guincho' });
    expect((await s.staff.call('GET', '/api/v1/places')).statusCode).toBe(200);
    expect((await s.staff.call('GET', `/api/v1/places/${spot.id}`)).statusCode).toBe(200);
    expect((await s.staff.call('GET', '/api/v1/places/export')).statusCode).toBe(200);
    for (const answer of [
      await s.staff.call('POST', '/api/v1/places', place({ name: 'Staff beach' })),
      await s.staff.call('PUT', `/api/v1/places/${spot.id}`, place({ name: 'Renamed' })),
      await s.staff.call('DELETE', `/api/v1/places/${spot.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
    expect((await s.owner.call('GET', `/api/v1/places/${spot.id}`)).json()).toMatchObject({ name: 'Guincho' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/places' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 403 no_school to an account without a school', async () => {
    for (const answer of [
      await s.loner.call('GET', '/api/v1/places'),
      await s.loner.call('GET', '/api/v1/places/export'),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'forbidden',
        reason: 'no_school',
        detail: 'You are not working in a school. Choose one to continue.',
      });
    }
  });

  it('answers 404 to another school’s place ids and changes nothing', async () => {
    const theirs = await create(s.other, { name: 'Ribeira d’Ilhas' });
    for (const answer of [
      await s.owner.call('GET', `/api/v1/places/${theirs.id}`),
      await s.owner.call('PUT', `/api/v1/places/${theirs.id}`, place({ name: 'Taken over' })),
      await s.owner.call('DELETE', `/api/v1/places/${theirs.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ detail: 'Place not found.' });
    }
    const mine = (await s.owner.call('GET', '/api/v1/places?pageSize=100')).json<{ items: Place[] }>();
    expect(mine.items.map((item) => item.id)).not.toContain(theirs.id);
    expect((await s.other.call('GET', `/api/v1/places/${theirs.id}`)).json()).toEqual(theirs);
  });

  it('keeps other schools’ places out at the database even when a query forgets the school', async () => {
    const theirs = await create(s.other, { name: 'Peniche' });
    const seen = await inTenant(t.database.db, { schoolId: s.schoolA, accountId: null }, (tx) =>
      tx.select({ id: places.id, school: places.applicationId }).from(places),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.school === s.schoolA)).toBe(true);
    await inTenant(t.database.db, { schoolId: s.schoolA, accountId: null }, (tx) =>
      tx.update(places).set({ notes: 'Hijacked' }),
    );
    await expect(
      inTenant(t.database.db, { schoolId: s.schoolA, accountId: null }, (tx) =>
        tx.insert(places).values({ ...place({ name: 'Planted' }), applicationId: s.schoolB }),
      ),
    ).rejects.toThrow();
    expect((await s.other.call('GET', `/api/v1/places/${theirs.id}`)).json()).toMatchObject({
      name: 'Peniche',
      notes: '',
    });
  });

  it('makes places school-owned through the migration helper: forced row-level security, its policy', async () => {
    const [row] = rowsOf<{ enabled: boolean; forced: boolean; policy: string; app: boolean }>(
      await asPlatform(t.database.db, (tx) =>
        tx.execute(sql`
          select c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
                 (select string_agg(policyname, ',') from pg_policies where tablename = 'places') as policy,
                 has_table_privilege('lineup_app', 'places', 'select, insert, update, delete') as app
          from pg_class c where c.oid = 'places'::regclass`),
      ),
    );
    expect(row).toEqual({ enabled: true, forced: true, policy: 'places_tenant', app: true });
  });

  it('refuses a second place of the same name in any case with 409 name_taken, and allows it in another school', async () => {
    await create(s.owner, { name: 'São Julião' });
    expectRefusal(await s.owner.call('POST', '/api/v1/places', place({ name: 'SÃO JULIÃO' })), 409, 'name_taken', {
      name: 'SÃO JULIÃO',
    });
    const other = await create(s.owner, { name: 'Parede' });
    expectRefusal(
      await s.owner.call('PUT', `/api/v1/places/${other.id}`, place({ name: 'são julião' })),
      409,
      'name_taken',
      {
        name: 'são julião',
      },
    );
    await create(s.other, { name: 'São Julião' });
  });

  it('lets exactly one of two simultaneous creations of one name win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => s.owner.call('POST', '/api/v1/places', place({ name: 'Foz do Lizandro' }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const created = (await activityLog(s.owner)).filter(
      (entry) => entry.action === 'place_created' && entry.target === 'Foz do Lizandro',
    );
    expect(created).toHaveLength(1);
  });

  it('answers invalid places with field errors in the caller’s language and writes nothing', async () => {
    const bad = { ...place({ name: '' }), latitude: 91, country: 'XX', capacity: 0, type: 'lake' };
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/places',
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
      payload: bad,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const problem = answer.json<{ code: string; errors: { path: string; message: string }[] }>();
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((error) => error.path).sort()).toEqual(
      ['body.capacity', 'body.country', 'body.latitude', 'body.name', 'body.type'].sort(),
    );
    const english = await s.owner.call('POST', '/api/v1/places', bad);
    const messages = (list: Answer) => list.json<{ errors: { message: string }[] }>().errors.map((e) => e.message);
    expect(messages(answer)).not.toEqual(messages(english));
    expect((await s.owner.call('GET', '/api/v1/places/not-a-uuid')).statusCode).toBe(400);
    const names = (await s.owner.call('GET', '/api/v1/places?pageSize=100')).json<{ items: Place[] }>();
    expect(names.items.map((item) => item.name)).not.toContain('');
  });

  it('refuses to delete a place in use with 409 in_use and the offer to deactivate it', async () => {
    const used = await create(s.owner, { name: 'Used beach' });
    const room = { name: 'Board store', placeId: used.id, capacity: null, notes: '', active: true };
    expect((await s.owner.call('POST', '/api/v1/rooms', room)).statusCode).toBe(201);
    expectRefusal(await s.owner.call('DELETE', `/api/v1/places/${used.id}`), 409, 'in_use', { offer: 'deactivate' });
    expect((await s.owner.call('GET', `/api/v1/places/${used.id}`)).statusCode).toBe(200);
    expect(
      (await activityLog(s.owner)).some((entry) => entry.action === 'place_deleted' && entry.target === 'Used beach'),
    ).toBe(false);
    const deactivated = await s.owner.call(
      'PUT',
      `/api/v1/places/${used.id}`,
      place({ name: 'Used beach', active: false }),
    );
    expect(deactivated.json()).toMatchObject({ active: false });
  });
});
