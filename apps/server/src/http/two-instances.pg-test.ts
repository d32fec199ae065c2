import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import type { DatabaseHandle } from '#src/db/database.ts';
import { testConfig } from '#src/testing/test-app.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { openTestPostgres, withAdmin } from '#src/testing/test-database.ts';

// Runs in the PostgreSQL pass only (`npm run test:pg`): two instances of Lineup on one database.
describe('two instances on one PostgreSQL database', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `lineup_r_${randomBytes(6).toString('hex')}`;
  const instances: { app: FastifyInstance; database: DatabaseHandle }[] = [];

  beforeAll(async () => {
    await withAdmin(base, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    for (let i = 0; i < 2; i += 1) {
      const database = await openTestPostgres(base, name, 2);
      const config = testConfig({ AUTH_RATE_LIMIT_MAX: '5', RATE_LIMIT_MAX: '8' });
      const app = await buildApp({ config, database, sizeUpkeep: false });
      await app.ready();
      instances.push({ app, database });
    }
  });
  afterAll(async () => {
    for (const { app, database } of instances.splice(0)) {
      await app.close();
      await database.close();
    }
    await withAdmin(base, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  const signIn = (instance: number, remoteAddress: string) =>
    instances[instance]!.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      remoteAddress,
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });

  it('hold the sign-in limit together: attempts spread over both meet it after as many as on one', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      answers.push((await signIn(attempt % 2, '203.0.113.7')).statusCode);
    expect(answers.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(answers.slice(5)).toEqual([429, 429]);
    // Another address has its own count, on either instance.
    expect((await signIn(1, '203.0.113.8')).statusCode).not.toBe(429);
  });

  it('keep the API’s general limit per address in each instance', async () => {
    const health = (instance: number) =>
      instances[instance]!.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.4' });
    for (let i = 0; i < 8; i += 1) expect((await health(0)).statusCode).toBe(200);
    expect((await health(0)).statusCode).toBe(429);
    expect((await health(1)).statusCode).toBe(200);
  });

  it('end a session signed out through one on the other as soon as it is announced, cached or not', async () => {
    await createAccount(instances[0]!.database.db, { email: 'ana@example.com', password: 'ana password 1' });
    const signedIn = await instances[0]!.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      payload: { email: 'ana@example.com', password: 'ana password 1' },
    });
    const token = signedIn.json<{ access_token: string }>().access_token;
    const me = (instance: number) =>
      instances[instance]!.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: { authorization: `Bearer ${token}` },
      });
    // The other instance has read the session, and keeps it in its cache.
    expect((await me(1)).statusCode).toBe(200);
    expect((await me(1)).statusCode).toBe(200);
    const out = await instances[0]!.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(0)).statusCode).toBe(401);
    // The other instance hears of it through PostgreSQL's announcement as the sign-out commits: its
    // next request refuses (here, a turn of the event loop after, while the message is read).
    const since = Date.now();
    let status = (await me(1)).statusCode;
    while (status !== 401 && Date.now() - since < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = (await me(1)).statusCode;
    }
    expect(status).toBe(401);
  });
});
