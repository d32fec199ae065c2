import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

const PASSWORD = 'correct horse battery';

describe('invitations by id and removed members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function ownerOf(school: string) {
    const email = `owner@${school}.test`;
    const accountId = await createAccount(t.database.db, { email, password: PASSWORD });
    const schoolId = await createSchool(t.database.db, accountId, school);
    await asPlatform(t.database.db, (tx) =>
      tx.insert(memberships).values({ applicationId: schoolId, accountId, role: 'owner' }),
    );
    await createAccount(t.database.db, { email: `member@${school}.test`, password: PASSWORD, schoolId, role: 'staff' });
    return { schoolId, caller: await signInAs(t.app, email, PASSWORD) };
  }

  it("answers another school's invitation by id as unknown, whatever its state", async () => {
    const { caller: owner } = await ownerOf('north');
    await owner.call('POST', '/api/v1/invitations', { email: 'someone@x.test', role: 'staff' });
    await owner.call('POST', '/api/v1/invitations', { email: 'other@x.test', role: 'staff' });
    const items = (await owner.call('GET', '/api/v1/invitations')).json<{ items: { id: string; email: string }[] }>()
      .items;
    const revoked = items.find((item) => item.email === 'someone@x.test')?.id ?? '';
    const pending = items.find((item) => item.email === 'other@x.test')?.id ?? '';
    expect((await owner.call('DELETE', `/api/v1/invitations/${revoked}`)).statusCode).toBe(204);

    await createAccount(t.database.db, { email: 'mallory@x.test', password: PASSWORD });
    const mallory = await signInAs(t.app, 'mallory@x.test', PASSWORD);
    const unknown = await mallory.call('POST', '/api/v1/invitations/00000000-0000-4000-8000-000000000000/accept');
    expect(unknown.statusCode).toBe(404);
    for (const id of [revoked, pending]) {
      const answer = await mallory.call('POST', `/api/v1/invitations/${id}/accept`);
      expect(answer.statusCode).toBe(404);
      const { instance: _instance, ...problem } = answer.json<{ instance: string }>();
      const { instance: _unknownInstance, ...unknownProblem } = unknown.json<{ instance: string }>();
      expect(problem).toEqual(unknownProblem);
    }
  });

  it("ends a removed member's school in the session at once, moving to another school when it has one", async () => {
    const north = await ownerOf('east');
    const south = await ownerOf('west');
    const memberId = (await north.caller.call('GET', '/api/v1/members'))
      .json<{ items: { accountId: string; email: string }[] }>()
      .items.find((item) => item.email === 'member@east.test')?.accountId;
    const member = await signInAs(t.app, 'member@east.test', PASSWORD);
    expect((await member.call('GET', '/api/v1/me')).json()).toMatchObject({ school: { id: north.schoolId } });

    await createAccount(t.database.db, {
      email: 'both@x.test',
      password: PASSWORD,
      schoolId: north.schoolId,
      role: 'staff',
    });
    const both = await signInAs(t.app, 'both@x.test', PASSWORD);
    await south.caller.call('POST', '/api/v1/invitations', { email: 'both@x.test', role: 'manager' });
    const southInvitation = (await both.call('GET', '/api/v1/invitations/received')).json<{ items: { id: string }[] }>()
      .items[0]?.id;
    await both.call('POST', `/api/v1/invitations/${southInvitation}/accept`);
    await both.call('POST', '/api/v1/session/school', { applicationId: north.schoolId });
    expect((await both.call('GET', '/api/v1/me')).json()).toMatchObject({ school: { id: north.schoolId } });
    const bothId = (await north.caller.call('GET', '/api/v1/members'))
      .json<{ items: { accountId: string; email: string }[] }>()
      .items.find((item) => item.email === 'both@x.test')?.accountId;

    expect((await north.caller.call('DELETE', `/api/v1/members/${memberId}`)).statusCode).toBe(204);
    expect((await north.caller.call('DELETE', `/api/v1/members/${bothId}`)).statusCode).toBe(204);

    expect((await member.call('GET', '/api/v1/me')).json()).toMatchObject({ profile: 'user', school: null });
    expect((await member.call('GET', '/api/v1/members')).statusCode).toBe(403);
    expect((await both.call('GET', '/api/v1/me')).json()).toMatchObject({
      profile: 'manager',
      school: { id: south.schoolId },
    });
  });
});
