import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@lineup/contract/languages';
import { invitations } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { translate } from '#src/i18n/messages.ts';
import { seedDemoSchool } from '#src/seed/demo-school.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('invitations and members', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let owner: Awaited<ReturnType<typeof signInAs>>;
  const tokenIn = (text: string) => /\?invitation=([\w-]+)/.exec(text)?.[1] ?? '';

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://lineup.test' } });
    await seedDemoSchool(t.database.db, t.config, t.app.log);
    owner = await signInAs(t.app, 'owner@demo.lineup.surf', 'lineup-demo-owner');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('invites by e-mail with a one-time link that creates the membership once', async () => {
    const sent = await owner.call('POST', '/api/v1/invitations', { email: 'Nova@Manager.test', role: 'manager' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email: 'Nova@Manager.test', role: 'manager', state: 'pending' });
    const mail = await smtp.waitFor('nova@manager.test');
    expect(mail.text).toContain('Lineup Demo Surf School');
    const token = tokenIn(mail.text);
    expect(token).not.toBe('');

    await createAccount(t.database.db, { email: 'nova@manager.test', password: 'nova password 1' });
    const nova = await signInAs(t.app, 'nova@manager.test', 'nova password 1');
    expect((await nova.call('GET', '/api/v1/invitations/received')).json()).toMatchObject({
      items: [{ school: 'Lineup Demo Surf School', role: 'manager' }],
    });
    const accepted = await nova.call('POST', '/api/v1/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ profile: 'manager', school: { name: 'Lineup Demo Surf School' } });
    const reused = await nova.call('POST', '/api/v1/invitations/accept', { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ detail: 'This invitation has already been used.' });
    expect((await owner.call('GET', '/api/v1/invitations')).json()).toMatchObject({
      items: [{ email: 'Nova@Manager.test', state: 'accepted' }],
    });
  });

  it('refuses an invitation addressed to someone else, a revoked one and an expired one', async () => {
    await owner.call('POST', '/api/v1/invitations', { email: 'rita@x.test', role: 'staff' });
    const ritaToken = tokenIn((await smtp.waitFor('rita@x.test')).text);
    await createAccount(t.database.db, { email: 'mallory@x.test', password: 'mallory password' });
    const mallory = await signInAs(t.app, 'mallory@x.test', 'mallory password');
    expect((await mallory.call('POST', '/api/v1/invitations/accept', { token: ritaToken })).json()).toMatchObject({
      code: 'conflict',
      detail: expect.stringContaining('another e-mail'),
    });

    const list = (await owner.call('GET', '/api/v1/invitations')).json<{ items: { id: string; email: string }[] }>();
    const rita = list.items.find((item) => item.email === 'rita@x.test');
    expect((await owner.call('DELETE', `/api/v1/invitations/${rita?.id}`)).statusCode).toBe(204);
    await createAccount(t.database.db, { email: 'rita@x.test', password: 'rita password 1' });
    const ritaCall = await signInAs(t.app, 'rita@x.test', 'rita password 1');
    expect((await ritaCall.call('POST', '/api/v1/invitations/accept', { token: ritaToken })).json()).toMatchObject({
      detail: 'This invitation was revoked.',
    });

    await owner.call('POST', '/api/v1/invitations', { email: 'late@x.test', role: 'staff' });
    const lateToken = tokenIn((await smtp.waitFor('late@x.test')).text);
    await asPlatform(t.database.db, (tx) =>
      tx
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(sql`email = 'late@x.test'`),
    );
    await createAccount(t.database.db, { email: 'late@x.test', password: 'late password 1' });
    const late = await signInAs(t.app, 'late@x.test', 'late password 1');
    expect((await late.call('POST', '/api/v1/invitations/accept', { token: lateToken })).json()).toMatchObject({
      detail: 'This invitation has expired. Ask for a new one.',
    });
    const lateId = (await owner.call('GET', '/api/v1/invitations'))
      .json<{ items: { id: string; email: string; state: string }[] }>()
      .items.find((item) => item.email === 'late@x.test');
    expect(lateId?.state).toBe('expired');
    const resent = await owner.call('POST', `/api/v1/invitations/${lateId?.id}/resend`);
    expect(resent.json()).toMatchObject({ state: 'pending' });
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes('late@x.test')).length).toBe(2);
    const fresh = tokenIn((await smtp.waitFor('late@x.test')).text);
    expect((await late.call('POST', '/api/v1/invitations/accept', { token: lateToken })).statusCode).toBe(404);
    expect((await late.call('POST', '/api/v1/invitations/accept', { token: fresh })).json()).toMatchObject({
      profile: 'staff',
    });
  });

  it("writes the invitation in the invitee's language, else in the language it is sent from", async () => {
    const bodyLine = (language: Language) =>
      translate(language, 'invitation.body', { inviter: '', school: '', role: '', link: '' }).split('\n\n')[2]!;
    await createAccount(t.database.db, { email: 'jonas@x.test', password: 'jonas password 1', language: 'de' });
    const sent = await owner.call('POST', '/api/v1/invitations', { email: 'Jonas@X.test', role: 'staff' });
    expect(sent.statusCode).toBe(201);
    const german = (await smtp.waitFor('jonas@x.test')).text;
    expect(german).toContain(bodyLine('de'));
    expect(german).toContain(translate('de', 'role.staff'));
    const id = sent.json<{ id: string }>().id;
    expect((await owner.call('POST', `/api/v1/invitations/${id}/resend`)).statusCode).toBe(200);
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === 'jonas@x.test')).length)
      .toBe(2);
    expect((await smtp.waitFor('jonas@x.test')).text).toContain(bodyLine('de'));

    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: { authorization: `Bearer ${owner.token}`, cookie: 'lineup_language=es' },
      payload: { email: 'nadie@x.test', role: 'staff' },
    });
    expect(spanish.statusCode).toBe(201);
    expect((await smtp.waitFor('nadie@x.test')).text).toContain(bodyLine('es'));
  });

  it('refuses to invite an existing member or the same e-mail twice', async () => {
    expect(
      (await owner.call('POST', '/api/v1/invitations', { email: 'MANAGER@demo.lineup.surf', role: 'staff' }))
        .statusCode,
    ).toBe(409);
    await owner.call('POST', '/api/v1/invitations', { email: 'twice@x.test', role: 'staff' });
    expect((await owner.call('POST', '/api/v1/invitations', { email: 'twice@x.test', role: 'staff' })).statusCode).toBe(
      409,
    );
    expect((await owner.call('POST', '/api/v1/invitations', { email: 'not-an-email', role: 'staff' })).statusCode).toBe(
      400,
    );
  });

  it('lets only holders of manage_users manage members and invitations', async () => {
    const manager = await signInAs(t.app, 'manager@demo.lineup.surf', 'lineup-demo-manager');
    expect((await manager.call('GET', '/api/v1/members')).statusCode).toBe(403);
    expect((await manager.call('POST', '/api/v1/invitations', { email: 'z@x.test', role: 'staff' })).statusCode).toBe(
      403,
    );
  });

  it('changes roles and removes members, but never the last Owner, and only an Owner touches the Owner role', async () => {
    const members = (await owner.call('GET', '/api/v1/members')).json<{
      items: { accountId: string; email: string; role: string }[];
    }>();
    const idOf = (email: string) => members.items.find((member) => member.email === email)?.accountId ?? '';
    const ownerId = idOf('owner@demo.lineup.surf');
    expect((await owner.call('PATCH', `/api/v1/members/${ownerId}`, { role: 'manager' })).json()).toMatchObject({
      code: 'conflict',
      detail: expect.stringContaining('at least one Owner'),
    });
    expect((await owner.call('DELETE', `/api/v1/members/${ownerId}`)).statusCode).toBe(409);

    const admin = await signInAs(t.app, 'admin@demo.lineup.surf', 'lineup-demo-admin');
    expect(
      (await admin.call('PATCH', `/api/v1/members/${idOf('staff@demo.lineup.surf')}`, { role: 'owner' })).statusCode,
    ).toBe(422);
    expect(
      (await admin.call('PATCH', `/api/v1/members/${idOf('staff@demo.lineup.surf')}`, { role: 'instructor' })).json(),
    ).toMatchObject({
      role: 'instructor',
    });

    expect(
      (await owner.call('PATCH', `/api/v1/members/${idOf('manager@demo.lineup.surf')}`, { role: 'owner' })).statusCode,
    ).toBe(200);
    expect((await owner.call('PATCH', `/api/v1/members/${ownerId}`, { role: 'administrator' })).statusCode).toBe(200);
    const newOwner = await signInAs(t.app, 'manager@demo.lineup.surf', 'lineup-demo-manager');
    expect((await newOwner.call('DELETE', `/api/v1/members/${idOf('instructor@demo.lineup.surf')}`)).statusCode).toBe(
      204,
    );
    const instructor = await signInAs(t.app, 'instructor@demo.lineup.surf', 'lineup-demo-instructor');
    expect((await instructor.call('GET', '/api/v1/me')).json()).toMatchObject({ profile: 'user', school: null });
  });

  it('records membership, invitation and sign-in events in the school log', async () => {
    const admin = await signInAs(t.app, 'admin@demo.lineup.surf', 'lineup-demo-admin');
    const log = (await admin.call('GET', '/api/v1/audit?pageSize=100')).json<{
      items: { action: string }[];
      total: number;
    }>();
    const actions = new Set(log.items.map((entry) => entry.action));
    for (const action of [
      'signin',
      'invitation_sent',
      'invitation_accepted',
      'invitation_revoked',
      'membership_created',
      'membership_role_changed',
      'membership_removed',
    ]) {
      expect(actions, action).toContain(action);
    }
    await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      payload: { email: 'owner@demo.lineup.surf', password: 'wrong one!' },
    });
    const master = await signInAs(t.app, 'master@demo.lineup.surf', 'lineup-demo-master');
    const all = (await master.call('GET', '/api/v1/admin/audit?pageSize=100')).json<{
      items: { action: string; target: string }[];
    }>();
    expect(
      all.items.some((entry) => entry.action === 'signin_failed' && entry.target === 'owner@demo.lineup.surf'),
    ).toBe(true);
    expect(log.items.some((entry) => entry.action === 'signin_failed')).toBe(false);
  });
});
