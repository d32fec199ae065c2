import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

const forged = {
  cookie: 'lineup_language=en',
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

describe('links in e-mails come from configuration only', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // No PUBLIC_URL: outside production the listening address is the fallback, never a header.
    t = await createTestApp({ config: { SMTP_URL: smtp.url, HOST: '0.0.0.0', PORT: '4321' } });
    const owner = await createAccount(t.database.db, { email: 'owner@surf.test', password: 'owner password 1' });
    const school = await createSchool(t.database.db, owner);
    await asPlatform(t.database.db, (tx) =>
      tx.execute(sql`insert into memberships (application_id, account_id, role) values (${school}, ${owner}, 'owner')`),
    );
    await createAccount(t.database.db, { email: 'pending@surf.test', password: 'pending password', activated: false });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = forged) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const linksIn = (text: string) => text.match(/https?:\/\/[^\s"]+/g) ?? [];

  it.each([
    [
      'registration',
      'new@surf.test',
      () => post('/oauth/api/v1/register', { email: 'new@surf.test', password: 'long enough waves' }),
    ],
    [
      'an address already registered',
      'owner@surf.test',
      () => post('/oauth/api/v1/register', { email: 'owner@surf.test', password: 'long enough waves' }),
    ],
    [
      'a new activation e-mail',
      'pending@surf.test',
      () => post('/oauth/api/v1/resend-activation', { email: 'pending@surf.test' }),
    ],
    [
      'a password reset',
      'owner@surf.test',
      () => post('/oauth/api/v1/password-reset/request', { email: 'owner@surf.test' }),
    ],
  ])('uses the configured address in the mail of %s, whatever Host says', async (_case, to, send) => {
    const before = smtp.mails.length;
    expect((await send()).statusCode).toBe(200);
    await expect.poll(() => smtp.mails.length).toBeGreaterThan(before);
    const mail = await smtp.waitFor(to);
    expect(mail.text).not.toContain('evil.example');
    expect(linksIn(mail.text).length).toBeGreaterThan(0);
    for (const link of linksIn(mail.text)) expect(link.startsWith('http://localhost:4321/')).toBe(true);
  });

  it('uses the configured address in an invitation, whatever Host says', async () => {
    const owner = await signInAs(t.app, 'owner@surf.test', 'owner password 1');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: { ...forged, authorization: `Bearer ${owner.token}` },
      payload: { email: 'invited@surf.test', role: 'staff' },
    });
    expect(response.statusCode).toBeLessThan(300);
    const mail = await smtp.waitFor('invited@surf.test');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toMatch(/http:\/\/localhost:4321\/\?invitation=[\w-]+/);
  });
});
