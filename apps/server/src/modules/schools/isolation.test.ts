import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/database.ts';
import { asPlatform, inTenant } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('isolation between two schools', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signInAs>>;
  let b: Awaited<ReturnType<typeof signInAs>>;
  const ids = { schoolA: '', schoolB: '', bOwner: '', bStaff: '', bInvitation: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const ownerA = await createAccount(t.database.db, { email: 'owner@a.test', password: 'owner a password' });
    ids.bOwner = await createAccount(t.database.db, { email: 'owner@b.test', password: 'owner b password' });
    ids.schoolA = await createSchool(t.database.db, ownerA, 'School A');
    ids.schoolB = await createSchool(t.database.db, ids.bOwner, 'School B');
    await asPlatform(t.database.db, (tx) =>
      tx.execute(sql`insert into memberships (application_id, account_id, role) values
        (${ids.schoolA}, ${ownerA}, 'owner'), (${ids.schoolB}, ${ids.bOwner}, 'owner')`),
    );
    ids.bStaff = await createAccount(t.database.db, { email: 'staff@b.test', schoolId: ids.schoolB, role: 'staff' });
    a = await signInAs(t.app, 'owner@a.test', 'owner a password');
    b = await signInAs(t.app, 'owner@b.test', 'owner b password');
    await a.call('POST', '/api/v1/invitations', { email: 'guest@a.test', role: 'staff' });
    const sent = await b.call('POST', '/api/v1/invitations', { email: 'guest@b.test', role: 'staff' });
    ids.bInvitation = sent.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  const snapshot = () =>
    asPlatform(t.database.db, async (tx) => ({
      members: rowsOf(
        await tx.execute(sql`select * from memberships where application_id = ${ids.schoolB} order by account_id`),
      ),
      invitations: rowsOf(
        await tx.execute(sql`select * from invitations where application_id = ${ids.schoolB} order by id`),
      ),
    }));

  it("answers 404 to every school-scoped route called with school B's ids, and changes nothing", async () => {
    const before = await snapshot();
    const attempts = [
      a.call('PATCH', `/api/v1/members/${ids.bStaff}`, { role: 'manager' }),
      a.call('DELETE', `/api/v1/members/${ids.bStaff}`),
      a.call('PATCH', `/api/v1/members/${ids.bOwner}`, { role: 'staff' }),
      a.call('POST', `/api/v1/invitations/${ids.bInvitation}/resend`),
      a.call('DELETE', `/api/v1/invitations/${ids.bInvitation}`),
      a.call('POST', '/api/v1/session/school', { applicationId: ids.schoolB }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lists only school A's members, invitations and log to a member of school A", async () => {
    const members = (await a.call('GET', '/api/v1/members')).json<{ items: { email: string }[] }>();
    expect(members.items.map((member) => member.email)).toEqual(['owner@a.test']);
    const invites = (await a.call('GET', '/api/v1/invitations')).json<{ items: { email: string }[] }>();
    expect(invites.items.map((invite) => invite.email)).toEqual(['guest@a.test']);
    const log = (await a.call('GET', '/api/v1/audit')).json<{
      items: { target: string | null; school: string | null }[];
    }>();
    expect(log.items.length).toBeGreaterThan(0);
    expect(log.items.every((entry) => entry.school === 'School A')).toBe(true);
  });

  it("returns no row of school B to a raw query through the app's role with school A set", async () => {
    for (const table of ['memberships', 'invitations', 'audit_log', 'applications']) {
      const rows = await inTenant(t.database.db, { schoolId: ids.schoolA, accountId: null }, (tx) =>
        tx.execute(sql.raw(`select * from ${table}`)),
      );
      const leaked = rowsOf<Record<string, unknown>>(rows).filter(
        (row) => row.application_id === ids.schoolB || row.id === ids.schoolB,
      );
      expect(leaked, table).toEqual([]);
      expect(rowsOf(rows).length, table).toBeGreaterThan(0);
    }
  });
});
