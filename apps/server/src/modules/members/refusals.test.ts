import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { seedDemoSchool } from '#src/seed/demo-school.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { expectRefusal } from '#src/testing/answers.ts';

type Caller = Awaited<ReturnType<typeof signInAs>>;

describe('business refusals answer 409 or 422 with a reason', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let owner: Caller;
  let admin: Caller;
  let idOf: (email: string) => string;
  const tokenIn = (text: string) => /\?invitation=([\w-]+)/.exec(text)?.[1] ?? '';
  const invite = (caller: Caller, email: string, role = 'staff') =>
    caller.call('POST', '/api/v1/invitations', { email, role });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://lineup.test' } });
    await seedDemoSchool(t.database.db, t.config, t.app.log);
    owner = await signInAs(t.app, 'owner@demo.lineup.surf', 'lineup-demo-owner');
    admin = await signInAs(t.app, 'admin@demo.lineup.surf', 'lineup-demo-admin');
    const members = (await owner.call('GET', '/api/v1/members')).json<{
      items: { accountId: string; email: string }[];
    }>().items;
    idOf = (email) => members.find((member) => member.email === email)?.accountId ?? '';
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses an Administrator who gives, takes or removes the Owner role with 422 role_not_grantable', async () => {
    expectRefusal(await invite(admin, 'boss@x.test', 'owner'), 422, 'role_not_grantable', { role: 'owner' });
    const staff = idOf('staff@demo.lineup.surf');
    const ownerId = idOf('owner@demo.lineup.surf');
    expectRefusal(await admin.call('PATCH', `/api/v1/members/${staff}`, { role: 'owner' }), 422, 'role_not_grantable', {
      role: 'owner',
    });
    expectRefusal(
      await admin.call('PATCH', `/api/v1/members/${ownerId}`, { role: 'manager' }),
      422,
      'role_not_grantable',
    );
    expectRefusal(await admin.call('DELETE', `/api/v1/members/${ownerId}`), 422, 'role_not_grantable');
    // The refusal did not end the Administrator's session.
    expect((await admin.call('GET', '/api/v1/members')).statusCode).toBe(200);
  });

  it('refuses taking away the last Owner with 409 last_owner', async () => {
    const ownerId = idOf('owner@demo.lineup.surf');
    expectRefusal(await owner.call('PATCH', `/api/v1/members/${ownerId}`, { role: 'manager' }), 409, 'last_owner');
    expectRefusal(await owner.call('DELETE', `/api/v1/members/${ownerId}`), 409, 'last_owner');
  });

  it('refuses inviting a member or the same e-mail twice', async () => {
    expectRefusal(await invite(owner, 'manager@demo.lineup.surf'), 409, 'already_member');
    expect((await invite(owner, 'twice@x.test')).statusCode).toBe(201);
    expectRefusal(await invite(owner, 'twice@x.test'), 409, 'invitation_pending');
  });

  it('refuses used, revoked, expired and misaddressed invitations', async () => {
    await invite(owner, 'used@x.test');
    const usedToken = tokenIn((await smtp.waitFor('used@x.test')).text);
    await createAccount(t.database.db, { email: 'used@x.test', password: 'used password 1' });
    const used = await signInAs(t.app, 'used@x.test', 'used password 1');
    expect((await used.call('POST', '/api/v1/invitations/accept', { token: usedToken })).statusCode).toBe(200);
    expectRefusal(await used.call('POST', '/api/v1/invitations/accept', { token: usedToken }), 409, 'invitation_used');

    await invite(owner, 'gone@x.test');
    const goneToken = tokenIn((await smtp.waitFor('gone@x.test')).text);
    const list = (await owner.call('GET', '/api/v1/invitations')).json<{ items: { id: string; email: string }[] }>();
    const idFor = (email: string) => list.items.find((item) => item.email === email)?.id ?? '';
    expectRefusal(
      await owner.call('POST', `/api/v1/invitations/${idFor('used@x.test')}/resend`),
      409,
      'invitation_used',
    );
    expect((await owner.call('DELETE', `/api/v1/invitations/${idFor('gone@x.test')}`)).statusCode).toBe(204);
    expectRefusal(
      await owner.call('POST', `/api/v1/invitations/${idFor('gone@x.test')}/resend`),
      409,
      'invitation_revoked',
    );
    await createAccount(t.database.db, { email: 'gone@x.test', password: 'gone password 1' });
    const gone = await signInAs(t.app, 'gone@x.test', 'gone password 1');
    expectRefusal(
      await gone.call('POST', '/api/v1/invitations/accept', { token: goneToken }),
      409,
      'invitation_revoked',
    );

    await invite(owner, 'late@x.test');
    const lateToken = tokenIn((await smtp.waitFor('late@x.test')).text);
    expectRefusal(
      await gone.call('POST', '/api/v1/invitations/accept', { token: lateToken }),
      409,
      'invitation_other_email',
    );
    await asPlatform(t.database.db, (tx) =>
      tx
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(sql`email = 'late@x.test'`),
    );
    await createAccount(t.database.db, { email: 'late@x.test', password: 'late password 1' });
    const late = await signInAs(t.app, 'late@x.test', 'late password 1');
    expectRefusal(
      await late.call('POST', '/api/v1/invitations/accept', { token: lateToken }),
      409,
      'invitation_expired',
    );
  });

  it('refuses a second pending school, a forbidden status change and a phone number in use', async () => {
    await createAccount(t.database.db, { email: 'asker@x.test', password: 'asker password 1' });
    await createAccount(t.database.db, { email: 'master@x.test', password: 'master password 1', master: true });
    const asker = await signInAs(t.app, 'asker@x.test', 'asker password 1');
    const master = await signInAs(t.app, 'master@x.test', 'master password 1');
    const school = (await asker.call('POST', '/api/v1/schools', { name: 'Peniche Waves' })).json<{ id: string }>();
    expectRefusal(await asker.call('POST', '/api/v1/schools', { name: 'Second' }), 409, 'school_pending_exists');
    expectRefusal(
      await master.call('POST', `/api/v1/admin/applications/${school.id}/status`, { status: 'active' }),
      409,
      'status_transition',
      { from: 'pending', to: 'active' },
    );

    await createAccount(t.database.db, { email: 'phone@x.test', phone: '+351933333333' });
    expectRefusal(await asker.call('POST', '/api/v1/me/phone', { phone: '+351 933 333 333' }), 409, 'phone_taken');
  });

  it('words the refusal in the request language', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: { authorization: `Bearer ${admin.token}`, cookie: 'lineup_language=pt' },
      payload: { email: 'chefe@x.test', role: 'owner' },
    });
    expect(answer.json()).toMatchObject({
      reason: 'role_not_grantable',
      detail: 'Só um Proprietário pode dar ou retirar o papel de Proprietário.',
    });
  });
});
