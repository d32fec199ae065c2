import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { sql } from 'drizzle-orm';

describe('the request log', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      extend: (app) => {
        // A query that fails on what it was given, as a 500 of a real route would.
        app.get('/api/v1/failing-query', { config: { access: 'public' } }, async () => {
          await app.database.db.execute(
            sql`select ${'ana.silva@example.com'}::int as n, ${'+351 912 345 678'}::text as phone`,
          );
          return {};
        });
      },
    });
  });
  afterAll(() => t.close());

  it('writes one line per request: method, URL without tokens, status and time', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: 'Bearer secret-token' } });
    await t.app.inject({ method: 'GET', url: '/oauth/api/v1/unlock?token=abcdefgh' });
    const requests = lines.filter((line) => line.req);
    expect(requests).toHaveLength(3);
    expect(
      requests.map((line) => [
        (line.req as { method: string }).method,
        (line.req as { url: string }).url,
        (line.res as { statusCode: number }).statusCode,
        typeof line.responseTime,
      ]),
    ).toEqual([
      ['GET', '/api/health/ready', 200, 'number'],
      ['GET', '/api/v1/me', 401, 'number'],
      ['GET', '/oauth/api/v1/unlock?token=[redacted]', 303, 'number'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    expect(JSON.stringify(lines)).not.toContain('abcdefgh');
  });

  it('logs a failed query’s kind, statement and cause, never the values it was given', async () => {
    lines.length = 0;
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/failing-query' });
    expect(answer.statusCode).toBe(500);
    const failed = lines.find((line) => line.msg === 'request failed');
    const logged = JSON.stringify(failed);
    expect(logged).toContain('Failed query: select $1::int as n');
    expect(logged).toContain('[redacted]');
    expect(logged).toContain('invalid input syntax for type integer');
    expect(logged).not.toContain('ana.silva@example.com');
    expect(logged).not.toContain('912 345 678');
    expect(JSON.stringify(lines)).not.toContain('ana.silva');
  });

  it('leaves out the liveness probe answered, which a load balancer asks every few seconds', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(lines.filter((line) => line.req).map((line) => (line.req as { url: string }).url)).toEqual([
      '/api/health/ready',
    ]);
  });
});
