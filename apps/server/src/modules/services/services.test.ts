import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service, ServiceInput } from '@lineup/contract/services';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { activityLog, ok, type Page } from '#src/testing/answers.ts';

const service = (change: Partial<ServiceInput> = {}): ServiceInput => ({
  name: 'Board rental (day)',
  priceCents: 2500,
  description: '',
  status: 'active',
  ...change,
});

describe('services', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  const create = async (caller: Caller, body: ServiceInput) =>
    ok<Service>(await caller.call('POST', '/api/v1/services', body), 201);
  const names = async (caller: Caller, query: string) =>
    ok<Page<Service>>(await caller.call('GET', `/api/v1/services?${query}`)).items.map((row) => row.name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  it('creates, changes and deletes a service with no sales yet, each change logged', async () => {
    const created = await create(s.manager, service({ description: 'Soft-top board.\nReturn by 18:00.' }));
    expect(created).toMatchObject({
      name: 'Board rental (day)',
      priceCents: 2500,
      description: 'Soft-top board.\nReturn by 18:00.',
      status: 'active',
      soldCount: 0,
      soldTotalCents: 0,
    });
    const changed = await s.manager.call(
      'PUT',
      `/api/v1/services/${created.id}`,
      service({ name: 'Board rental (half day)', priceCents: 1500 }),
    );
    expect(changed.json()).toMatchObject({ name: 'Board rental (half day)', priceCents: 1500, description: '' });
    expect((await s.manager.call('DELETE', `/api/v1/services/${created.id}`)).statusCode).toBe(204);
    expect((await s.staff.call('GET', `/api/v1/services/${created.id}`)).statusCode).toBe(404);
    const log = await activityLog(s.owner);
    const entries = log.filter((entry) => entry.action.startsWith('service_'));
    expect(entries.map(({ action, target }) => `${action} ${target}`)).toEqual([
      'service_deleted Board rental (half day)',
      'service_updated Board rental (half day)',
      'service_created Board rental (day)',
    ]);
    expect(entries[1]?.data).toEqual({ changed: 'name, priceCents, description' });
  });

  it('refuses a bad price, name, description or status and writes nothing', async () => {
    const bad: [Partial<ServiceInput>, string][] = [
      [{ priceCents: -1 }, 'body.priceCents'],
      [{ priceCents: 12.5 }, 'body.priceCents'],
      [{ name: '' }, 'body.name'],
      [{ description: 'x'.repeat(2001) }, 'body.description'],
      [{ description: 'nul\u0000' }, 'body.description'],
      [{ status: 'inactive' as never }, 'body.status'],
    ];
    for (const [change, path] of bad) {
      const answer = await s.owner.call('POST', '/api/v1/services', service({ name: 'Bad', ...change }));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toContain(path);
    }
    expect(await names(s.owner, 'q=Bad')).toEqual([]);
  });

  it('refuses the same name twice in any case within a school, but not across schools', async () => {
    await create(s.owner, service({ name: 'Photo pack' }));
    const again = await s.owner.call('POST', '/api/v1/services', service({ name: 'photo PACK' }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'name_taken',
      params: { name: 'photo PACK' },
      detail: 'There is already a service named "photo PACK".',
    });
    await create(s.other, service({ name: 'Photo pack' }));
  });

  it('lets every member read and only manage_settings write, and answers 404 for other schools’ ids', async () => {
    const mine = await create(s.owner, service({ name: 'Insurance' }));
    const theirs = await create(s.other, service({ name: 'Their insurance' }));
    expect((await s.staff.call('GET', '/api/v1/services')).statusCode).toBe(200);
    expect((await s.staff.call('GET', `/api/v1/services/${mine.id}`)).statusCode).toBe(200);
    expect((await s.staff.call('GET', '/api/v1/services/export')).statusCode).toBe(200);
    for (const answer of [
      await s.staff.call('POST', '/api/v1/services', service({ name: 'Staff service' })),
      await s.staff.call('PUT', `/api/v1/services/${mine.id}`, service({ name: 'Insurance', status: 'archived' })),
      await s.staff.call('DELETE', `/api/v1/services/${mine.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
    for (const answer of [
      await s.owner.call('GET', `/api/v1/services/${theirs.id}`),
      await s.owner.call('PUT', `/api/v1/services/${theirs.id}`, service({ name: 'Mine now' })),
      await s.owner.call('DELETE', `/api/v1/services/${theirs.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ detail: 'Service not found.' });
    }
    expect((await s.other.call('GET', `/api/v1/services/${theirs.id}`)).json()).toEqual(theirs);
    expect((await s.loner.call('GET', '/api/v1/services')).statusCode).toBe(403);
  });

  it('archives and activates a service, lists, filters, sorts and exports it like the list', async () => {
    const mark = 'Rent';
    await create(s.owner, service({ name: `${mark} wetsuit`, priceCents: 1000 }));
    await create(s.owner, service({ name: `${mark} board`, priceCents: 2500, description: 'Soft-top or epoxy' }));
    const fins = await create(s.owner, service({ name: `${mark} fins`, priceCents: 500 }));
    const archived = await s.manager.call(
      'PUT',
      `/api/v1/services/${fins.id}`,
      service({ name: `${mark} fins`, priceCents: 500, status: 'archived' }),
    );
    expect(archived.json()).toMatchObject({ status: 'archived' });
    expect(await names(s.staff, `q=${mark}&status=archived`)).toEqual(['Rent fins']);
    expect(await names(s.staff, `q=${mark}&status=active`)).toEqual(['Rent board', 'Rent wetsuit']);
    expect(await names(s.staff, `q=${mark}&sort=price&order=desc`)).toEqual([
      'Rent board',
      'Rent wetsuit',
      'Rent fins',
    ]);
    expect((await names(s.staff, `q=${mark}&sort=status`)).at(-1)).toBe('Rent fins');
    expect(await names(s.staff, 'q=epoxy')).toEqual(['Rent board']);
    expect((await s.staff.call('GET', '/api/v1/services?sort=soldTotal')).statusCode).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/services/export?q=${mark}&sort=price&order=desc`,
      headers: { authorization: `Bearer ${s.staff.token}`, cookie: 'lineup_language=de' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="services-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Preis,Status,Verkauft,Umsatz,Beschreibung,Zuletzt geändert');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Rent board,"25,00",Aktiv,0,"0,00",Soft-top or epoxy,/);
    expect(lines[2]).toMatch(/^Rent wetsuit,"10,00",Aktiv,0,"0,00",,/);
    expect(lines[3]).toMatch(/^Rent fins,"5,00",Archiviert,0,"0,00",,/);

    await s.manager.call('PUT', `/api/v1/services/${fins.id}`, service({ name: `${mark} fins`, priceCents: 500 }));
    expect(await names(s.staff, `q=${mark}&status=archived`)).toEqual([]);
  });
});
