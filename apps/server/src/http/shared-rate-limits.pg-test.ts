import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import type { DatabaseHandle } from '#src/db/database.ts';
import { testConfig } from '#src/testing/test-app.ts';
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
    for (const { app, database } of instances) {
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
});
