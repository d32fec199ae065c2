import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@lineup/contract/me';
import { applications } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs, type Caller } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { place } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { activityLog } from '#src/testing/answers.ts';

describe('the school a Master works in', () => {
  let t: TestApp;
  let schools: Awaited<ReturnType<typeof twoSchools>>;
  let master: Caller;
  let pending: string;

  beforeAll(async () => {
    t = await createTestApp();
    schools = await twoSchools(t);
    await createAccount(t.database.db, { email: 'master@p.test', password: 'master password', master: true });
    const asker = await createAccount(t.database.db, { email: 'asker@p.test' });
    pending = await createSchool(t.database.db, asker, 'Not Yet Open');
    await asPlatform(t.database.db, (tx) =>
      tx.update(applications).set({ status: 'pending' }).where(eq(applications.id, pending)),
    );
    master = await signInAs(t.app, 'master@p.test', 'master password');
  });
  afterAll(() => t.close());

  const choose = (caller: Caller, applicationId: string | null) =>
    caller.call('PUT', '/api/v1/admin/school', { applicationId });

  it("refuses a school's operation without a school with 403 and the reason no_school, in the caller's language", async () => {
    for (const url of ['/api/v1/customers', '/api/v1/places', '/api/v1/reports/daily-usage', '/api/v1/audit']) {
      const response = await master.call('GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'forbidden', reason: 'no_school' });
    }
    const inPortuguese = await t.app.inject({
      method: 'GET',
      url: '/api/v1/places',
      headers: { authorization: `Bearer ${master.token}`, cookie: 'lineup_language=pt' },
    });
    expect(inPortuguese.json()).toMatchObject({
      reason: 'no_school',
      detail: 'Não está a trabalhar em nenhuma escola. Escolha uma para continuar.',
    });
    // A User without a school: the same reason, where a permission or only a sign-in is needed.
    for (const url of ['/api/v1/places', '/api/v1/customers', '/api/v1/assistant/messages']) {
      const response = await schools.loner.call('GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ reason: 'no_school' });
    }
    // What is the account's own, or the platform's, answers without a school.
    for (const url of ['/api/v1/me', '/api/v1/schools/mine', '/api/v1/notifications', '/api/v1/admin/applications']) {
      expect((await master.call('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('lets the Master choose any open school, work in it as Master, and says so in its log', async () => {
    const chosen = await choose(master, schools.schoolA);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<Me>()).toMatchObject({
      profile: 'master',
      master: true,
      school: { id: schools.schoolA, name: 'School A' },
    });
    expect((await master.call('GET', '/api/v1/me')).json<Me>().school?.id).toBe(schools.schoolA);

    const created = await master.call('POST', '/api/v1/places', place({ name: 'Guincho' }));
    expect(created.statusCode).toBe(201);
    // The school's own people see it; the other school does not.
    const names = async (caller: Caller) =>
      (await caller.call('GET', '/api/v1/places')).json<{ items: { name: string }[] }>().items.map((p) => p.name);
    expect(await names(schools.owner)).toContain('Guincho');
    expect(await names(schools.other)).not.toContain('Guincho');
    expect(await names(master)).toContain('Guincho');

    const entries = await activityLog(schools.owner);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'school_entered',
          actor: 'master@p.test',
          school: 'School A',
          data: { as: 'master' },
        }),
        expect.objectContaining({
          action: 'place_created',
          actor: 'master@p.test',
          target: 'Guincho',
          data: expect.objectContaining({ as: 'master' }),
        }),
      ]),
    );
    expect((await activityLog(schools.other)).some((entry) => entry.actor === 'master@p.test')).toBe(false);
  });

  it('moves the Master to another school and back to none, each school told', async () => {
    const moved = await choose(master, schools.schoolB);
    expect(moved.json<Me>().school?.id).toBe(schools.schoolB);
    const names = (await master.call('GET', '/api/v1/places')).json<{ items: { name: string }[] }>().items;
    expect(names.map((p) => p.name)).not.toContain('Guincho');
    expect((await activityLog(schools.owner)).filter((entry) => entry.action === 'school_left')).toEqual([
      expect.objectContaining({ actor: 'master@p.test', target: 'School A' }),
    ]);

    const left = await choose(master, null);
    expect(left.statusCode).toBe(200);
    expect(left.json<Me>()).toMatchObject({ profile: 'master', school: null });
    expect((await master.call('GET', '/api/v1/places')).json()).toMatchObject({ reason: 'no_school' });
    expect((await activityLog(schools.other)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['school_entered', 'school_left']),
    );
  });

  it('refuses a school that is not open, or not there', async () => {
    expect((await choose(master, pending)).statusCode).toBe(404);
    expect((await choose(master, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await master.call('GET', '/api/v1/me')).json<Me>().school).toBeNull();
  });

  it('lets no one but a Master choose a school they do not belong to', async () => {
    for (const caller of [schools.owner, schools.loner]) {
      const refused = await choose(caller, schools.schoolB);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      expect(refused.json()).not.toHaveProperty('reason');
    }
    const switched = await schools.owner.call('POST', '/api/v1/session/school', { applicationId: schools.schoolB });
    expect(switched.statusCode).toBe(404);
    expect((await schools.owner.call('GET', '/api/v1/me')).json<Me>().school?.id).toBe(schools.schoolA);
  });
});
