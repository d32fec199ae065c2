import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@lineup/contract/health';
import { KNOWN_MIGRATIONS } from '#src/db/migrations.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health reports status, version, the database driver in use and the migration level', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = healthSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.migrations.applied).toBe(KNOWN_MIGRATIONS);
    expect(body.database.migrations.latest).toMatch(/^\d{4}_/);
  });

  it('GET /api/health/ready answers 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json()).status).toBe('ok');
  });
});

describe('health without a database', () => {
  it('liveness never touches the database; readiness answers 503 when it is gone', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const live = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
      expect(healthSchema.parse(live.json()).status).toBe('ok');
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(healthSchema.parse(ready.json()).status).toBe('degraded');
    } finally {
      await t.app.close();
    }
  });
});
