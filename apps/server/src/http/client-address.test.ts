import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

const FORGED = '203.0.113.7';

async function signInFrom(t: TestApp, email: string, forwardedFor: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/api/v1/signin',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'correct horse battery' },
  });
  expect(response.statusCode).toBe(200);
  const [entry] = await asPlatform(t.database.db, (tx) =>
    tx
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'signin'), eq(auditLog.target, email))),
  );
  return entry?.ip;
}

async function healthStatuses(t: TestApp, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': forwardedFor(i) },
      remoteAddress: '10.0.0.5',
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('client address with the default TRUST_PROXY (none)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '2' } });
    await createAccount(t.database.db, { email: 'ana@example.com', password: 'correct horse battery' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For in the activity log', async () => {
    expect(await signInFrom(t, 'ana@example.com', FORGED)).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For in the rate limiter', async () => {
    expect(await healthStatuses(t, (i) => `198.51.100.${i + 1}`)).toEqual([200, 200, 429]);
  });
});

describe('client address behind a proxy named in TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });
    await createAccount(t.database.db, { email: 'ana@example.com', password: 'correct horse battery' });
  });
  afterAll(() => t.close());

  it('records the forwarded address in the activity log', async () => {
    expect(await signInFrom(t, 'ana@example.com', FORGED)).toBe(FORGED);
  });

  it('counts each forwarded address on its own', async () => {
    expect(await healthStatuses(t, (i) => `198.51.100.${i + 1}`)).toEqual([200, 200, 200]);
    expect(await healthStatuses(t, () => '198.51.100.200')).toEqual([200, 200, 429]);
  });
});

describe('client address behind a hop count of proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' } });
    await createAccount(t.database.db, { email: 'ana@example.com', password: 'correct horse battery' });
  });
  afterAll(() => t.close());

  it('takes the address the nearest proxy saw', async () => {
    expect(await signInFrom(t, 'ana@example.com', `198.51.100.9, ${FORGED}`)).toBe(FORGED);
  });
});
