import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import type { RegisteredRoute } from './route-list.ts';

const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');

/** Every zod schema any contract module exports, found by reading the folder, not a list. */
async function contractSchemas(): Promise<Set<unknown>> {
  const modules = readdirSync(CONTRACT).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const schemas = new Set<unknown>();
  for (const file of modules) {
    const exported = (await import(`@lineup/contract/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const value of Object.values(exported)) if (value instanceof z.ZodType) schemas.add(value);
  }
  return schemas;
}

/** The schemas a route checks its request and answers with, named by where they sit. */
function schemasOf(route: RegisteredRoute): [string, unknown][] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const found: [string, unknown][] = [];
  for (const part of ['params', 'querystring', 'body', 'headers']) {
    if (schema[part] !== undefined) found.push([part, schema[part]]);
  }
  for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    const content = (answer as { content?: Record<string, { schema: unknown }> }).content;
    if (content) for (const [type, entry] of Object.entries(content)) found.push([`${status} ${type}`, entry.schema]);
    else found.push([status, answer]);
  }
  return found;
}

describe('the contract holds every schema of the API', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = t.app.routeList.filter(
      (route) => (route.url.startsWith('/api') || route.url.startsWith('/oauth')) && !route.schema?.hide,
    );
  });
  afterAll(() => t.close());

  it('checks every request and answer of every route with a schema exported by packages/contract', async () => {
    const exported = await contractSchemas();
    const foreign = routes.flatMap((route) =>
      schemasOf(route)
        .filter(([, schema]) => !exported.has(schema))
        .map(([where]) => `${route.method} ${route.url} ${where}`),
    );
    expect(routes.length).toBeGreaterThan(30);
    expect(foreign).toEqual([]);
  });

  it('declares every route through the route kit: id, summary, tag, security and a success answer', () => {
    const bare = routes.filter((route) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      const response = (schema?.response ?? {}) as Record<string, unknown>;
      const succeeds = Object.keys(response).some((status) => status.startsWith('2') || status.startsWith('3'));
      return !schema?.operationId || !schema.summary || !schema.tags || !schema.security || !succeeds;
    });
    expect(bare.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});
