import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

const english = { cookie: 'lineup_language=en' };

describe('sign-in, sessions and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { SESSION_IDLE_HOURS: '1' } });
    const owner = await createAccount(t.database.db, { email: 'olga@school.test', password: 'owner password 1' });
    const school = await createSchool(t.database.db, owner);
    await asPlatform(t.database.db, (tx) =>
      tx.execute(sql`insert into memberships (application_id, account_id, role) values (${school}, ${owner}, 'owner')`),
    );
    await createAccount(t.database.db, {
      email: 'pending@school.test',
      password: 'pending password',
      activated: false,
    });
    await createAccount(t.database.db, { email: 'lock@school.test', password: 'the right password' });
  });
  afterAll(() => t.close());

  const signin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/oauth/api/v1/signin', headers: english, payload: { email, password } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });

  it('answers with a token, name, e-mail and the profile of the current school', async () => {
    const response = await signin('OLGA@school.test', 'owner password 1');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; profile: string; email: string }>();
    expect(body).toMatchObject({ email: 'olga@school.test', profile: 'owner', name: 'olga' });
    const mine = await me(body.access_token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      profile: 'owner',
      admin: true,
      master: false,
      school: { name: 'Test Surf School' },
      permissions: expect.arrayContaining(['manage_users', 'view_reports']),
    });
    expect(mine.json<{ permissions: string[] }>().permissions).not.toContain('view_admin_panel');
  });

  it.each([
    ['an unknown e-mail', 'nobody@school.test', 'whatever password'],
    ['a wrong password', 'olga@school.test', 'not the password'],
    ['an account not yet activated, with a wrong password', 'pending@school.test', 'not the password'],
    ['empty fields', '', ''],
  ])('refuses %s with the one message of the spec', async (_case, email, password) => {
    const response = await signin(email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', detail: 'Wrong email/password' });
  });

  it('tells an account not yet activated so only once its password is right', async () => {
    const response = await signin('pending@school.test', 'pending password');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'not_activated',
      detail: expect.stringContaining('not activated yet'),
    });
  });

  it('slows an address down after repeated failures, refusing even the right password from it', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signin('lock@school.test', 'wrong guess')).statusCode).toBe(401);
    const right = await signin('lock@school.test', 'the right password');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ detail: 'Wrong email/password' });
  });

  it('stores only a hash of the token, and sign-out deletes the session', async () => {
    const { access_token: token } = (await signin('olga@school.test', 'owner password 1')).json<{
      access_token: string;
    }>();
    const stored = await asPlatform(t.database.db, (tx) => tx.select({ hash: sessions.tokenHash }).from(sessions));
    expect(stored.some((row) => row.hash === token)).toBe(false);
    const out = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ result: true });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a session idle for longer than the idle timeout, and one past its lifetime', async () => {
    const idle = (await signin('olga@school.test', 'owner password 1')).json<{ access_token: string }>().access_token;
    const old = (await signin('olga@school.test', 'owner password 1')).json<{ access_token: string }>().access_token;
    await asPlatform(t.database.db, async (tx) => {
      const all = await tx.select().from(sessions);
      const [a, b] = all.slice(-2);
      await tx
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '2 hours'` })
        .where(eq(sessions.id, a!.id));
      await tx
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.id, b!.id));
    });
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(old)).statusCode).toBe(401);
  });

  it('answers an unknown or malformed token with 401 and a problem document', async () => {
    expect((await me('made-up-token')).json()).toMatchObject({ status: 401, code: 'unauthorized' });
    const noHeader = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(noHeader.statusCode).toBe(401);
  });

  it('ends the other sessions on a password change, keeping this one', async () => {
    await createAccount(t.database.db, { email: 'pat@school.test', password: 'first password here' });
    const first = (await signin('pat@school.test', 'first password here')).json<{ access_token: string }>()
      .access_token;
    const second = (await signin('pat@school.test', 'first password here')).json<{ access_token: string }>()
      .access_token;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: { ...english, authorization: `Bearer ${first}` },
      payload: { currentPassword: 'not it', newPassword: 'second password here' },
    });
    expect(wrong.statusCode).toBe(400);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: { ...english, authorization: `Bearer ${first}` },
      payload: { currentPassword: 'first password here', newPassword: 'second password here' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await signin('pat@school.test', 'second password here')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per account and address, not per account alone', async () => {
    const attempt = (address: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/api/v1/signin',
        remoteAddress: address,
        payload: { email: 'target@y.test', password: 'guess number ' + i },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt('10.0.1.1', i)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await attempt('10.0.1.2', 0)).statusCode).toBe(401);
  });

  it('does not count the sign-ins that give the right password against the address', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/api/v1/signin',
        remoteAddress: '10.0.2.1',
        payload: { email: 'olga@school.test', password: 'owner password 1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await signIn()).statusCode);
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 as a problem document once an address passes the limit', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/api/v1/signin',
        payload: { email: 'x@y.test', password: 'whatever1' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      detail: 'Rate limit exceeded. Please try again later.',
    });
  });
});
