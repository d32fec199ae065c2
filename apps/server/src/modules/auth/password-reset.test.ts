import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, auditLog } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { translate } from '#src/i18n/messages.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

const english = { cookie: 'lineup_language=en' };

describe('password reset', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://lineup.test' } });
    await createAccount(t.database.db, { email: 'Mara@surf.test', password: 'old password here' });
    await createAccount(t.database.db, { email: 'used@surf.test', password: 'old password here' });
    await createAccount(t.database.db, { email: 'late@surf.test', password: 'old password here' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ask = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/password-reset/request',
      headers: english,
      payload: { email },
    });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/password-reset',
      headers: english,
      payload: { token, password },
    });
  const signin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/oauth/api/v1/signin', headers: english, payload: { email, password } });
  const tokenIn = (text: string) => /https:\/\/lineup\.test\/\?reset=([\w-]+)/.exec(text)?.[1] ?? '';
  const mailsTo = (address: string) =>
    smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())).length;
  const requestToken = async (email: string) => {
    const before = mailsTo(email);
    expect((await ask(email)).statusCode).toBe(200);
    await expect.poll(() => mailsTo(email)).toBe(before + 1);
    return tokenIn((await smtp.waitFor(email)).text);
  };

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await ask('MARA@surf.test');
    const unknown = await ask('nobody@surf.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: expect.stringContaining('new password is on its way') });
    const mail = await smtp.waitFor('Mara@surf.test');
    // An account that has no language yet is written to in the language of the request.
    expect(mail.text).toContain(translate('en', 'reset.subject'));
    expect(tokenIn(mail.text)).not.toBe('');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('nobody@surf.test')).toBe(0);
  });

  const mailTo = async (email: string, language: string) => {
    const before = mailsTo(email);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/password-reset/request',
      headers: { cookie: `lineup_language=${language}` },
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    await expect.poll(() => mailsTo(email)).toBe(before + 1);
    return (await smtp.waitFor(email)).text;
  };

  it("writes the reset mail in the account's language, not the language of the browser asking", async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/register',
      headers: english,
      payload: { email: 'kai@surf.test', password: 'kai password here' },
    });
    expect(registered.statusCode).toBe(200);
    expect((await smtp.waitFor('kai@surf.test')).text).toContain(translate('en', 'activation.subject'));
    const mail = await mailTo('kai@surf.test', 'pt');
    expect(mail).toContain(translate('en', 'reset.body', { link: '' }).split('\n\n')[1]);
    expect(mail).not.toContain(translate('pt', 'reset.subject'));

    // A language chosen later, on the user page or in the side bar, is the account's from then on.
    await createAccount(t.database.db, { email: 'lena@surf.test', password: 'lena password here', language: 'pt' });
    const lena = await signInAs(t.app, 'lena@surf.test', 'lena password here');
    expect((await lena.call('PATCH', '/api/v1/me', { language: 'de' })).statusCode).toBe(200);
    expect(await mailTo('lena@surf.test', 'en')).toContain(
      translate('de', 'reset.body', { link: '' }).split('\n\n')[1],
    );
  });

  it('writes to an account without a language yet in the language of the request', async () => {
    await createAccount(t.database.db, { email: 'nolang@surf.test', password: 'old password here' });
    expect(await mailTo('nolang@surf.test', 'es')).toContain(
      translate('es', 'reset.body', { link: '' }).split('\n\n')[1],
    );
  });

  it('sets a new password once, ends every session, lifts locks and records it in the activity log', async () => {
    const session = await signInAs(t.app, 'mara@surf.test', 'old password here');
    const token = await requestToken('mara@surf.test');
    for (let i = 0; i < 5; i += 1) await signin('mara@surf.test', `wrong guess ${i}`);
    expect((await signin('mara@surf.test', 'old password here')).statusCode).toBe(401);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errors: [{ path: 'body.password', message: expect.stringContaining('8') }] });

    const done = await reset(token, 'brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: expect.stringContaining('Sign in with the new password') });

    expect((await session.call('GET', '/api/v1/me')).statusCode).toBe(401);
    expect((await signin('mara@surf.test', 'old password here')).statusCode).toBe(401);
    expect((await signin('mara@surf.test', 'brand new password')).statusCode).toBe(200);

    const again = await reset(token, 'another new password');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining('already used') });

    const logged = await asPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'password_reset'), eq(auditLog.target, 'Mara@surf.test'))),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorEmail: 'Mara@surf.test', applicationId: null });
  });

  it('keeps only the latest link working and stores only hashes', async () => {
    const first = await requestToken('used@surf.test');
    const second = await requestToken('used@surf.test');
    expect((await reset(first, 'first new password')).statusCode).toBe(409);
    const stored = await asPlatform(t.database.db, (tx) =>
      tx
        .select({ hash: accountTokens.tokenHash })
        .from(accountTokens)
        .where(eq(accountTokens.purpose, 'password_reset')),
    );
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash) && row.hash !== second)).toBe(true);
    expect((await reset(second, 'second new password')).statusCode).toBe(200);
  });

  it('refuses a link older than an hour, and a made-up one', async () => {
    const token = await requestToken('late@surf.test');
    await asPlatform(t.database.db, (tx) =>
      tx
        .update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(accountTokens.purpose, 'password_reset')),
    );
    expect((await reset(token, 'too late password')).statusCode).toBe(409);
    expect((await reset('made-up-token', 'made up password')).statusCode).toBe(409);
    expect((await signin('late@surf.test', 'old password here')).statusCode).toBe(200);
  });

  it('issues links valid for one hour', async () => {
    await requestToken('late@surf.test');
    const [row] = await asPlatform(t.database.db, (tx) =>
      tx
        .select({ minutes: sql<number>`round(extract(epoch from expires_at - created_at) / 60)::int` })
        .from(accountTokens)
        .where(eq(accountTokens.purpose, 'password_reset'))
        .orderBy(desc(accountTokens.createdAt))
        .limit(1),
    );
    expect(row?.minutes).toBe(60);
  });
});
