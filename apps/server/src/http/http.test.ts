import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemSchema } from '@lineup/contract/problem';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from '#src/testing/test-app.ts';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        app.post(
          '/api/v1/echo',
          {
            config: { access: 'public' },
            schema: { body: z.object({ name: z.string().min(2), age: z.number().int().min(0) }) },
          },
          (request) => request.body,
        );
        app.get('/api/v1/explode', { config: { access: 'public' } }, () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers an unknown API route with a 404 problem document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = problemSchema.parse(response.json());
    expect(problem).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers an invalid body with 400 and an error for each bad field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/echo', payload: { name: 'x', age: -1 } });
    expect(response.statusCode).toBe(400);
    const problem = problemSchema.parse(response.json());
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['body.age', 'body.name']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).code).toBe('bad_request');
  });

  it('accepts a valid body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/echo', payload: { name: 'Ana', age: 30 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ana', age: 30 });
  });

  it('answers an unexpected throw with 500 and no stack trace or message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/explode' });
    expect(response.statusCode).toBe(500);
    const problem = problemSchema.parse(response.json());
    expect(problem.code).toBe('internal');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("sends the web app's pages and the API reference a CSP that allows only same-origin scripts", async () => {
    for (const url of ['/', '/calendar', '/api/docs']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(csp, url).not.toContain('google');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('sends API answers, refusals included, a policy that allows nothing and no framing, and no page headers', async () => {
    for (const url of ['/api/health', '/api/v1/me', '/oauth/api/v1/nowhere']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      // Served over plain http (the tests' PUBLIC_URL): no promise of https a browser would hold it to.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('tells browsers to insist on https, pages and answers alike, only where PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ config: { PUBLIC_URL: 'https://school.example' } });
    try {
      for (const url of ['/', '/calendar', '/api/health', '/api/v1/me']) {
        const response = await secure.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      }
    } finally {
      await secure.close();
    }
    for (const url of ['/', '/calendar']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('serves the SPA for unknown non-API paths so the router can fall back to Start', async () => {
    for (const url of ['/', '/daily', '/no/such/page?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(TEST_INDEX_HTML);
    }
  });

  it('publishes OpenAPI 3.1 built from the route schemas and a reference UI', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/health']).toBeDefined();
    expect(document.paths['/api/v1/echo']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('documents the 503 of a database out of reach, with its Retry-After, but readiness’s own 503', async () => {
    type Answers = Record<string, { headers?: Record<string, unknown>; content: Record<string, unknown> }>;
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Answers }>>;
    }>();
    const places = document.paths['/api/v1/places']?.get?.responses['503'];
    expect(places?.headers).toEqual({
      'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 1 } },
    });
    expect(Object.keys(places?.content ?? {})).toEqual(['application/problem+json']);
    const ready = document.paths['/api/health/ready']?.get?.responses['503'];
    expect(Object.keys(ready?.content ?? {})).toEqual(['application/json']);
  });

  it('refuses to start with a data route that does not declare its access', async () => {
    await expect(createTestApp({ extend: (app) => app.get('/api/v1/open', () => 'x') })).rejects.toThrow(
      /does not declare its access/,
    );
  });
});

describe('request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'lineup-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), TEST_INDEX_HTML);
    writeFileSync(path.join(web, 'assets', 'app.js'), 'export {};');
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '3', WEB_DIST_DIR: web } });
  });
  afterAll(() => t.close());

  it('counts API calls per address and answers 429 as a problem document past the limit', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(limited.headers['content-type']).toContain('application/problem+json');
  });

  it('does not count the web app’s pages and files', async () => {
    for (let call = 0; call < 6; call += 1) {
      for (const url of ['/assets/app.js', '/calendar']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
    }
  });
});
