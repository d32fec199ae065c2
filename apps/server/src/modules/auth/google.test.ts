import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdentities } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { startTestIssuer, type TestIssuer } from '#src/testing/jwks-issuer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

const CLIENT_ID = 'lineup-test-client.apps.example';

describe('Google sign-in', () => {
  let t: TestApp;
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await startTestIssuer(CLIENT_ID);
    t = await createTestApp({
      config: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_ISSUER: issuer.issuer, GOOGLE_JWKS_URL: issuer.jwksUrl },
    });
    await createAccount(t.database.db, { email: 'known@surf.test', password: 'known password 1' });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  const google = (token: string) =>
    t.app.inject({ method: 'POST', url: '/oauth/api/v1/google-signin', payload: { token } });
  const claims = (email: string, extra: Record<string, unknown> = {}) => ({
    sub: `sub-${email}`,
    email,
    email_verified: true,
    name: 'Kai Surfer',
    picture: 'https://example.test/p.png',
    ...extra,
  });

  it('creates an activated account from a valid token, reading only name and e-mail', async () => {
    const response = await google(await issuer.sign(claims('new@surf.test')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new@surf.test', name: 'Kai Surfer', profile: 'user' });
    const again = await google(await issuer.sign(claims('new@surf.test')));
    expect(again.statusCode).toBe(200);
  });

  it('links an existing account only when the provider says the e-mail is verified', async () => {
    const unverified = await google(await issuer.sign(claims('known@surf.test', { email_verified: false })));
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json()).toMatchObject({ detail: 'Google login failed' });
    const verified = await google(await issuer.sign(claims('known@surf.test')));
    expect(verified.statusCode).toBe(200);
    const bound = await asPlatform(t.database.db, (tx) => tx.select().from(accountIdentities));
    expect(bound.map((row) => row.subject)).toContain('sub-known@surf.test');
  });

  it('binds the identity to issuer and subject, not to the e-mail it claims later', async () => {
    await google(await issuer.sign(claims('first@surf.test', { sub: 'stable-subject' })));
    const renamed = await google(await issuer.sign(claims('renamed@surf.test', { sub: 'stable-subject' })));
    expect(renamed.json()).toMatchObject({ email: 'first@surf.test' });
  });

  it.each([
    ['signed by a key the JWKS does not hold', { otherKey: true }],
    ['for another audience', { audience: 'someone-else' }],
    ['expired', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
  ])('refuses a token %s', async (_case, options) => {
    const response = await google(await issuer.sign(claims('bad@surf.test'), options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: 'Google login failed' });
  });

  it('lets the page load Google Identity Services under the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com");
    expect(csp).toContain('frame-src https://accounts.google.com');
  });

  it('refuses garbage', async () => {
    expect((await google('not.a.jwt')).statusCode).toBe(401);
  });
});
