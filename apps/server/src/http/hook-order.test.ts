import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheOf } from '#src/auth/session-cache.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

/** An API answer's security headers (http/security.ts): its policy allows nothing, no page may frame it. */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('refused answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '4' } });
    await createAccount(t.database.db, { email: 'plain@example.com', password: 'correct horse battery' });
  });
  afterAll(() => t.close());

  it('carry the security headers and are counted by the rate limiter, from 401 to 429', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await t.app.inject({ method: 'GET', url: '/api/v1/me' }));
    expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    expect(answers[0]?.headers['x-ratelimit-remaining']).toBe('3');
    expect(answers[4]?.statusCode).toBe(429);
    for (const answer of answers) expectSecurityHeaders(answer.headers);
  });

  it('answers over the limit without looking the token up', async () => {
    const cache = sessionCacheOf(t.database.db);
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: { authorization: 'Bearer not-a-session' },
        remoteAddress: '192.0.2.10',
      });
    const before = cache?.lookups ?? 0;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((cache?.lookups ?? 0) - before).toBe(4);
  });

  it('a 403 carries the security headers and the rate-limit count', async () => {
    const plain = await signInAs(t.app, 'plain@example.com', 'correct horse battery');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/applications',
      headers: { authorization: `Bearer ${plain.token}` },
      remoteAddress: '192.0.2.8',
    });
    expect(response.statusCode).toBe(403);
    expectSecurityHeaders(response.headers);
    expect(response.headers['x-ratelimit-remaining']).toBe('3');
  });

  it('an unknown API path answers 404 with the headers and is counted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', remoteAddress: '192.0.2.9' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response.headers);
    expect(response.headers['x-ratelimit-remaining']).toBe('3');
  });
});
