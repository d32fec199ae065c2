import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';

const english = { cookie: 'lineup_language=en' };

describe('registration and activation', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://lineup.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = (email: string, password: string, headers: Record<string, string> = english) =>
    t.app.inject({ method: 'POST', url: '/oauth/api/v1/register', headers, payload: { email, password } });
  const signin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/oauth/api/v1/signin', headers: english, payload: { email, password } });
  const resend = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/resend-activation',
      headers: english,
      remoteAddress,
      payload: { email },
    });
  const follow = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
  const linkIn = (text: string) =>
    /http:\/\/lineup\.test\/oauth\/api\/v1\/activate\?token=[\w-]+/.exec(text)?.[0] ?? '';

  it('registers, e-mails a one-time link that activates the account, then lets it sign in as User', async () => {
    const response = await register('Nina@Example.test', 'long enough waves');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false, message: expect.stringContaining('activation link') });

    const mail = await smtp.waitFor('Nina@Example.test');
    expect(mail.text).toContain('Activate your Lineup account');
    const link = linkIn(mail.text);
    expect(link).not.toBe('');

    expect((await signin('nina@example.test', 'long enough waves')).json()).toMatchObject({
      code: 'not_activated',
    });

    const follow = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(follow.statusCode).toBe(303);
    expect(follow.headers.location).toBe('/?login=true&activation=done');

    const again = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(again.headers.location).toBe('/?login=true&activation=invalid');

    const signedIn = await signin('nina@example.test', 'long enough waves');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: 'Nina@Example.test', profile: 'user' });
    expect(signedIn.json<{ access_token: string }>().access_token.length).toBeGreaterThanOrEqual(43);
  });

  it('writes the activation e-mail in the language of the request', async () => {
    await register('rui@example.test', 'ondas perfeitas', { cookie: 'lineup_language=pt' });
    expect((await smtp.waitFor('rui@example.test')).text).toContain('Ative a sua conta Lineup');
    await register('lena@example.test', 'perfekte Wellen', { 'accept-language': 'de-DE,de;q=0.9' });
    expect((await smtp.waitFor('lena@example.test')).text).toContain('Aktiviere dein Lineup-Konto');
  });

  it('refuses an expired link', async () => {
    await register('late@example.test', 'too late for waves');
    const link = linkIn((await smtp.waitFor('late@example.test')).text);
    await asPlatform(t.database.db, (tx) =>
      tx.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` }),
    );
    const follow = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(follow.headers.location).toBe('/?login=true&activation=invalid');
  });

  it('sends a new link on request, and answers the same for unknown addresses', async () => {
    await register('again@example.test', 'second wave set');
    await smtp.waitFor('again@example.test');
    const before = smtp.mails.length;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/resend-activation',
      headers: english,
      payload: { email: 'again@example.test' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/resend-activation',
      headers: english,
      payload: { email: 'nobody@example.test' },
    });
    expect(resend.statusCode).toBe(200);
    expect(unknown.json()).toEqual(resend.json());
    await expect.poll(() => smtp.mails.length).toBe(before + 1);
  });

  it('answers a taken e-mail, whatever its case, exactly as a new one, and mails its owner instead', async () => {
    await register('taken@example.test', 'first one wins');
    await smtp.waitFor('taken@example.test');
    const fresh = await register('fresh@example.test', 'second one loses');
    const second = await register('TAKEN@example.test', 'second one loses');
    expect(second.statusCode).toBe(fresh.statusCode);
    expect(second.json()).toEqual(fresh.json());
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes('taken@example.test')).length).toBe(2);
    const notice = await smtp.waitFor('taken@example.test');
    expect(notice.text).toContain('You already have a Lineup account');
    expect(notice.text).toContain('http://lineup.test/?login=true');
    expect(notice.text).toContain('Forgot your password?');
    expect(notice.text).not.toMatch(/activate\?token=/);
    const rows = await asPlatform(t.database.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from accounts where lower(email) = 'taken@example.test'`),
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('makes every earlier activation link stop working when a new one is sent', async () => {
    await register('twice@example.test', 'twice the waves');
    const first = linkIn((await smtp.waitFor('twice@example.test')).text);
    await resend('twice@example.test');
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes('twice@example.test')).length).toBe(2);
    const second = linkIn((await smtp.waitFor('twice@example.test')).text);
    expect(second).not.toBe(first);
    expect((await follow(first)).headers.location).toBe('/?login=true&activation=invalid');
    expect((await follow(second)).headers.location).toBe('/?login=true&activation=done');
  });

  it('sends at most three activation e-mails an hour to one address, from however many client addresses', async () => {
    await register('flood@example.test', 'flooded with waves');
    await smtp.waitFor('flood@example.test');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await resend('flood@example.test', `198.18.0.${i + 1}`));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const sent = () => smtp.mails.filter((mail) => mail.to.includes('flood@example.test')).length;
    // The mails leave in the background: wait for the three, then make sure no fourth follows them.
    await expect.poll(sent).toBe(1 + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent()).toBe(1 + 3);
  });

  it.each([
    ['not-an-email', 'long enough waves', 'body.email', 'valid e-mail'],
    ['short@example.test', 'short', 'body.password', 'at least 8'],
    ['common@example.test', 'password123', 'body.password', 'too common'],
    ['long@example.test', 'x'.repeat(129), 'body.password', 'at most 128'],
  ])('refuses %s / %s with a field error', async (email, password, path, text) => {
    const response = await register(email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ path, message: expect.stringContaining(text) }],
    });
  });

  it('accepts a 64-character password', async () => {
    const response = await register('long64@example.test', 'w'.repeat(40) + 'ave-'.repeat(6));
    expect(response.statusCode).toBe(200);
  });

  it('answers in Portuguese by default', async () => {
    const response = await register('bad', 'long enough waves', {});
    expect(response.json()).toMatchObject({ detail: 'Introduza um endereço de e-mail válido.' });
  });

  it('keeps only a hash of each activation token', async () => {
    const tokens = await asPlatform(t.database.db, (tx) =>
      tx.select().from(accountTokens).where(eq(accountTokens.purpose, 'activation')),
    );
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
