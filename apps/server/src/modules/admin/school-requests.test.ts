import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, canTransition } from '@lineup/contract/schools';
import { measureStaleSchoolSizes } from './database-size.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('schools: request, approval and status machine', () => {
  let t: TestApp;
  let master: Awaited<ReturnType<typeof signInAs>>;
  let asker: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, { email: 'master@p.test', password: 'master password', master: true });
    await createAccount(t.database.db, { email: 'second-master@p.test', password: 'master password', master: true });
    await createAccount(t.database.db, { email: 'asker@p.test', password: 'asker password' });
    master = await signInAs(t.app, 'master@p.test', 'master password');
    asker = await signInAs(t.app, 'asker@p.test', 'asker password');
  });
  afterAll(() => t.close());

  const adminList = async (query = '') =>
    (await master.call('GET', `/api/v1/admin/applications${query}`)).json<{
      items: { id: string; name: string; status: string; databaseSize: number; invitedUsers: number }[];
      total: number;
    }>();

  it('lets a User ask for a school that stays pending, once, with the asker as its Owner', async () => {
    const created = await asker.call('POST', '/api/v1/schools', { name: 'Ericeira Waves' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Ericeira Waves', status: 'pending', role: 'owner' });
    const again = await asker.call('POST', '/api/v1/schools', { name: 'Second Try' });
    expect(again.statusCode).toBe(409);
    expect((await asker.call('GET', '/api/v1/me')).json()).toMatchObject({ profile: 'user', school: null });
    expect((await master.call('GET', '/api/v1/notifications')).json()).toMatchObject({
      items: [{ kind: 'school_requested', data: { school: 'Ericeira Waves' } }],
    });
    const second = await signInAs(t.app, 'second-master@p.test', 'master password');
    expect((await second.call('GET', '/api/v1/notifications')).json()).toMatchObject({
      items: [{ kind: 'school_requested', data: { school: 'Ericeira Waves' } }],
    });
  });

  it('refuses the admin panel to anyone but a Master', async () => {
    expect((await asker.call('GET', '/api/v1/admin/applications')).statusCode).toBe(403);
  });

  it('walks the allowed transitions, refuses the rest, and tells the owner each decision', async () => {
    const { items } = await adminList('?q=ericeira');
    const id = items[0]?.id ?? '';
    expect(
      (await master.call('POST', `/api/v1/admin/applications/${id}/status`, { status: 'active' })).statusCode,
    ).toBe(409);
    const approved = await master.call('POST', `/api/v1/admin/applications/${id}/status`, { status: 'approved' });
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await asker.call('GET', '/api/v1/me')).json()).toMatchObject({
      profile: 'owner',
      school: { name: 'Ericeira Waves' },
    });
    const refused = await master.call('POST', `/api/v1/admin/applications/${id}/status`, { status: 'pending' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', detail: 'A school cannot go from approved to pending.' });
    for (const status of ['active', 'inactive', 'active'] as const) {
      expect((await master.call('POST', `/api/v1/admin/applications/${id}/status`, { status })).json()).toMatchObject({
        status,
      });
    }
    const kinds = (await asker.call('GET', '/api/v1/notifications'))
      .json<{ items: { kind: string }[] }>()
      .items.map((n) => n.kind);
    expect(kinds.sort()).toEqual([
      'school_approved',
      'school_status_changed',
      'school_status_changed',
      'school_status_changed',
    ]);
  });

  it('has a transition table that matches DESIGN.md exactly', () => {
    const allowed = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual([
      'active->inactive',
      'approved->active',
      'inactive->active',
      'pending->approved',
      'pending->inactive',
    ]);
  });

  it('rejects a pending school by making it inactive, with a rejection notice', async () => {
    await createAccount(t.database.db, { email: 'second@p.test', password: 'second password' });
    const second = await signInAs(t.app, 'second@p.test', 'second password');
    await second.call('POST', '/api/v1/schools', { name: 'Nope Surf' });
    const id = (await adminList('?q=nope')).items[0]?.id;
    await master.call('POST', `/api/v1/admin/applications/${id}/status`, { status: 'inactive' });
    expect((await second.call('GET', '/api/v1/notifications')).json()).toMatchObject({
      items: [{ kind: 'school_rejected' }],
    });
  });

  it('searches, filters, sorts and pages the list with a total', async () => {
    const all = await adminList('?sort=name&order=asc');
    expect(all.items.map((item) => item.name)).toEqual(['Ericeira Waves', 'Nope Surf']);
    expect(all.total).toBe(2);
    const desc = await adminList('?sort=name&order=desc&pageSize=10&page=1');
    expect(desc.items.map((item) => item.name)).toEqual(['Nope Surf', 'Ericeira Waves']);
    expect((await adminList('?status=inactive')).items.map((item) => item.name)).toEqual(['Nope Surf']);
    expect((await adminList('?q=asker%40p')).items.map((item) => item.name)).toEqual(['Ericeira Waves']);
    expect((await master.call('GET', '/api/v1/admin/applications?pageSize=7')).statusCode).toBe(400);
    expect((await adminList('?q=%25')).total).toBe(0);
  });

  it('keeps a stored database size, measured afresh by the detail view and in the background', async () => {
    const id = (await adminList('?q=ericeira')).items[0]?.id;
    const detail = async () =>
      (await master.call('GET', `/api/v1/admin/applications/${id}`)).json<{ databaseSize: number }>();
    const measured = (await detail()).databaseSize;
    expect(measured).toBeGreaterThan(0);
    expect((await adminList('?q=ericeira')).items[0]?.databaseSize).toBe(measured);
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test']) {
      await asker.call('POST', '/api/v1/invitations', { email, role: 'staff' });
    }
    // The list reads the stored figure: it does not measure the school's rows itself.
    const cached = (await adminList('?q=ericeira')).items[0];
    expect(cached?.databaseSize).toBe(measured);
    expect(cached?.invitedUsers).toBe(3);
    const grown = (await detail()).databaseSize;
    expect(grown).toBeGreaterThan(measured);
    expect((await adminList('?q=ericeira')).items[0]?.databaseSize).toBe(grown);
    // The background pass measures every school whose figure is older than its age, and only those.
    expect(await measureStaleSchoolSizes(t.database.db)).toBe(1);
    expect(await measureStaleSchoolSizes(t.database.db, 0)).toBe(2);
    const nope = (await adminList('?q=nope')).items[0];
    expect(nope?.databaseSize).toBeGreaterThan(0);
    const bySize = await adminList('?sort=databaseSize&order=desc');
    expect(bySize.items.map((item) => item.name)).toEqual(['Ericeira Waves', 'Nope Surf']);
    const bySizeAsc = await adminList('?sort=databaseSize&order=asc');
    expect(bySizeAsc.items.map((item) => item.name)).toEqual(['Nope Surf', 'Ericeira Waves']);
  });

  it("shows a school's detail with its members", async () => {
    const id = (await adminList('?q=ericeira')).items[0]?.id;
    const detail = await master.call('GET', `/api/v1/admin/applications/${id}`);
    expect(detail.json()).toMatchObject({
      name: 'Ericeira Waves',
      memberList: [{ email: 'asker@p.test', role: 'owner' }],
    });
    expect(
      (await master.call('GET', '/api/v1/admin/applications/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
