import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountIdentities, accounts, invitations, memberships } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { sha256 } from '#src/lib/tokens.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
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

  const google = (token: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/google-signin',
      payload: { token },
      headers: language ? { cookie: `lineup_language=${language}` } : {},
    });
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

  it('keeps the language of the interface a new account signed in from, for its e-mails', async () => {
    expect((await google(await issuer.sign(claims('lang@surf.test')), 'en')).statusCode).toBe(200);
    expect((await google(await issuer.sign(claims('lang@surf.test')), 'fr')).statusCode).toBe(200);
    const [account] = await asPlatform(t.database.db, (tx) =>
      tx
        .select({ language: accounts.language })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = 'lang@surf.test'`),
    );
    expect(account?.language).toBe('en');
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

  it('creates no account for an e-mail the provider has not verified, so its invitations stay untouched', async () => {
    const owner = await createAccount(t.database.db, { email: 'school-owner@surf.test' });
    const school = await createSchool(t.database.db, owner);
    await asPlatform(t.database.db, (tx) =>
      tx.insert(invitations).values({
        applicationId: school,
        email: 'victim@surf.test',
        role: 'manager',
        tokenHash: sha256('invitation-token'),
        invitedBy: owner,
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
    );
    const response = await google(
      await issuer.sign(claims('victim@surf.test', { sub: 'attacker-subject', email_verified: false })),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: 'Google login failed' });
    const { created, bound, invited, members } = await asPlatform(t.database.db, async (tx) => ({
      created: await tx
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.email}) = 'victim@surf.test'`),
      bound: await tx
        .select()
        .from(accountIdentities)
        .where(sql`${accountIdentities.subject} = 'attacker-subject'`),
      invited: await tx
        .select()
        .from(invitations)
        .where(sql`${invitations.email} = 'victim@surf.test'`),
      members: await tx
        .select()
        .from(memberships)
        .where(sql`${memberships.applicationId} = ${school}`),
    }));
    expect(created).toEqual([]);
    expect(bound).toEqual([]);
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ acceptedAt: null, acceptedBy: null });
    expect(members).toEqual([]);
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
