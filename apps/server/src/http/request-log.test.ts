import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('the request log', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
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

  it('leaves out the liveness probe answered, which a load balancer asks every few seconds', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(lines.filter((line) => line.req).map((line) => (line.req as { url: string }).url)).toEqual([
      '/api/health/ready',
    ]);
  });
});
