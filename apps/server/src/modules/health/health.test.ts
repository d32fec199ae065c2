import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@lineup/contract/health';
import { KNOWN_MIGRATIONS } from '#src/db/migrations.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports status, version, the database driver in use and the migration level', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.migrations.applied).toBe(KNOWN_MIGRATIONS);
    expect(body.database.migrations.latest).toMatch(/^\d{4}_/);
  });
});
