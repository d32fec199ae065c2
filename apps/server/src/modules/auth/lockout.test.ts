import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { translate } from '#src/i18n/messages.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { ACCOUNT_MAX_FAILURES, CLIENT_FREE_FAILURES } from './lockout.ts';

const english = { cookie: 'lineup_language=en' };

describe('wrong passwords lock out the address that sent them, not the owner', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://lineup.test' } });
    await createAccount(t.database.db, { email: 'owner@surf.test', password: 'the owner password' });
    // The account's language, not the requests' (English), is the one its e-mails are written in.
    await createAccount(t.database.db, { email: 'target@surf.test', password: 'the target password', language: 'pt' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const signin = (email: string, password: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      headers: english,
      remoteAddress: address,
      payload: { email, password },
    });
  const follow = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });

  it("lets the right password in from another address while the attacker's address is locked out", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await signin('owner@surf.test', `guess ${i}`, '203.0.113.9')).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await signin('owner@surf.test', 'the owner password', '203.0.113.9')).statusCode).toBe(401);
    const owner = await signin('owner@surf.test', 'the owner password', '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email: 'owner@surf.test' });
  });

  it('locks the account after many failures from many addresses and e-mails the owner a one-time unlock link', async () => {
    const addresses = Math.ceil(ACCOUNT_MAX_FAILURES / CLIENT_FREE_FAILURES);
    for (let a = 0; a < addresses; a += 1) {
      for (let i = 0; i < CLIENT_FREE_FAILURES; i += 1) {
        expect((await signin('target@surf.test', `guess ${a}-${i}`, `192.0.2.${a + 1}`)).statusCode).toBe(401);
      }
    }
    const refused = await signin('target@surf.test', 'the target password', '198.51.100.8');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: 'Wrong email/password' });

    const mail = await smtp.waitFor('target@surf.test');
    expect(mail.text).toContain(translate('pt', 'unlock.subject'));
    const link = /https:\/\/lineup\.test\/oauth\/api\/v1\/unlock\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');

    const unlocked = await follow(link);
    expect(unlocked.statusCode).toBe(303);
    expect(unlocked.headers.location).toBe('/?login=true&unlock=done');
    expect((await follow(link)).headers.location).toBe('/?login=true&unlock=invalid');

    expect((await signin('target@surf.test', 'the target password', '198.51.100.8')).statusCode).toBe(200);
    const actions = await asPlatform(t.database.db, (tx) =>
      tx.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, 'target@surf.test')),
    );
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['account_locked', 'account_unlocked']));
  });

  it('answers a made-up unlock link as not valid', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth/api/v1/unlock?token=made-up' });
    expect(response.headers.location).toBe('/?login=true&unlock=invalid');
  });
});
