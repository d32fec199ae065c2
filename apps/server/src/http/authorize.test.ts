import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, can, type Role } from '@lineup/contract/roles';
import { sql } from 'drizzle-orm';
import { asPlatform } from '#src/db/tenancy.ts';
import { DEMO_ACCOUNTS } from '#src/seed/demo-accounts.ts';
import { seedDemoSchool } from '#src/seed/demo-school.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('access control: every role against a route of every permission', () => {
  let t: TestApp;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        for (const permission of PERMISSIONS) {
          app.get(`/api/v1/probe/${permission}`, { config: { access: permission } }, () => ({ ok: true }));
        }
        app.get('/api/v1/probe-login', { config: { access: 'login' } }, () => ({ ok: true }));
      },
    });
    await seedDemoSchool(t.database.db, t.config, t.app.log);
    for (const demo of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/oauth/api/v1/signin',
        payload: { email: demo.email, password: demo.password },
      });
      expect(response.json()).toMatchObject({ profile: demo.role });
      tokens.set(demo.role, response.json<{ access_token: string }>().access_token);
    }
  });
  afterAll(() => t.close());

  const call = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  for (const role of ROLES) {
    it(`lets ${role} through exactly where the spec's table allows`, async () => {
      const token = tokens.get(role) ?? '';
      for (const permission of PERMISSIONS) {
        const response = await call(`/api/v1/probe/${permission}`, token);
        expect(response.statusCode, `${role} ${permission}`).toBe(can(role, permission) ? 200 : 403);
      }
      expect((await call('/api/v1/probe-login', token)).statusCode).toBe(200);
    });
  }

  it('answers 401 without a token on every protected route', async () => {
    for (const permission of PERMISSIONS) expect((await call(`/api/v1/probe/${permission}`)).statusCode).toBe(401);
    expect((await call('/api/v1/probe-login')).statusCode).toBe(401);
  });

  it('takes the role away while the school is inactive', async () => {
    await asPlatform(t.database.db, (tx) => tx.execute(sql`update applications set status = 'inactive'`));
    const manager = tokens.get('manager') ?? '';
    expect((await call('/api/v1/probe/view_students', manager)).statusCode).toBe(403);
    const me = await call('/api/v1/me', manager);
    expect(me.json()).toMatchObject({ profile: 'user', school: null, permissions: [] });
    await asPlatform(t.database.db, (tx) => tx.execute(sql`update applications set status = 'active'`));
    expect((await call('/api/v1/probe/view_students', manager)).statusCode).toBe(200);
  });
});
