import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, applications, memberships } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import type { AuthContext } from './auth-context.ts';
import { SessionCache, sessionCacheOf } from './session-cache.ts';

const PASSWORD = 'correct horse battery';

const someone = (accountId: string, schoolId: string | null): AuthContext => ({
  sessionId: 's',
  accountId,
  email: 'a@b.test',
  name: 'a',
  phone: null,
  language: 'en',
  isMaster: false,
  schoolId,
  schoolName: schoolId ? 'School' : null,
  schoolTimeZone: schoolId ? 'Europe/Lisbon' : null,
  schoolCurrency: schoolId ? 'EUR' : null,
  schoolRole: schoolId ? 'staff' : null,
  profile: schoolId ? 'staff' : 'user',
  permissions: [],
});

describe('the session cache', () => {
  it('keeps nothing until changes are heard, nor past its time', () => {
    const cache = new SessionCache();
    cache.store('h', someone('a1', null), 2_000, cache.generation);
    expect(cache.get('h', 1_000)).toBeUndefined();
    cache.setListening(true);
    cache.store('h', someone('a1', null), 2_000, cache.generation);
    expect(cache.get('h', 1_000)?.accountId).toBe('a1');
    expect(cache.get('h', 2_000)).toBeUndefined();
  });

  it('does not keep a lookup that raced a change', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    const before = cache.generation;
    cache.forget({ accountId: 'someone else' });
    cache.store('h', someone('a1', null), Number.MAX_SAFE_INTEGER, before);
    expect(cache.get('h', 0)).toBeUndefined();
  });

  it("drops an account's sessions, or a school's and those without a school", () => {
    const cache = new SessionCache();
    cache.setListening(true);
    const fill = () => {
      cache.store('a1', someone('a1', 'S1'), Number.MAX_SAFE_INTEGER, cache.generation);
      cache.store('a2', someone('a2', 'S2'), Number.MAX_SAFE_INTEGER, cache.generation);
      cache.store('a3', someone('a3', null), Number.MAX_SAFE_INTEGER, cache.generation);
    };
    const kept = () => ['a1', 'a2', 'a3'].filter((hash) => cache.get(hash, 0));
    fill();
    cache.announced('a:a1');
    expect(kept()).toEqual(['a2', 'a3']);
    fill();
    cache.announced('s:S2');
    expect(kept()).toEqual(['a1']);
  });

  it('holds a bounded number of sessions', () => {
    const cache = new SessionCache({ maxEntries: 2 });
    cache.setListening(true);
    for (const hash of ['x', 'y', 'z'])
      cache.store(hash, someone(hash, null), Number.MAX_SAFE_INTEGER, cache.generation);
    expect(['x', 'y', 'z'].filter((hash) => cache.get(hash, 0))).toEqual(['y', 'z']);
  });
});

/**
 * The app on a database whose announcements never arrive: what this process changes must
 * still be seen by the very next request.
 */
function appNotHearingTheDatabase(): Promise<TestApp> {
  return createTestApp({
    config: { RATE_LIMIT_MAX: '1000' },
    wrapDatabase: (heard) => ({
      ...heard,
      listen: (_channel, listener) => {
        listener.listening();
        return Promise.resolve(() => Promise.resolve(listener.lost()));
      },
    }),
  });
}

describe.each([
  ['hearing the database', () => createTestApp({ config: { RATE_LIMIT_MAX: '1000' } })],
  ['not hearing the database', appNotHearingTheDatabase],
])('resolved sessions, %s', (label, open) => {
  let t: TestApp;
  let schoolId: string;
  const lookups = () => sessionCacheOf(t.database.db)?.lookups ?? 0;

  beforeAll(async () => {
    t = await open();
    const ownerId = await createAccount(t.database.db, { email: 'owner@reef.test', password: PASSWORD });
    schoolId = await createSchool(t.database.db, ownerId, 'Reef');
    await asPlatform(t.database.db, (tx) =>
      tx.insert(memberships).values({ applicationId: schoolId, accountId: ownerId, role: 'owner' }),
    );
    await createAccount(t.database.db, { email: 'master@lineup.test', password: PASSWORD, master: true });
  });
  afterAll(() => t.close());

  async function member(email: string, role: 'administrator' | 'staff' = 'administrator') {
    const accountId = await createAccount(t.database.db, { email, password: PASSWORD, schoolId, role });
    return { accountId, ...(await signInAs(t.app, email, PASSWORD)) };
  }

  it('are looked up once, then answered from memory; /me reads nothing more', async () => {
    const caller = await member('once@reef.test');
    await caller.call('GET', '/api/v1/me');
    const before = lookups();
    const me = await caller.call('GET', '/api/v1/me');
    const members = await caller.call('GET', '/api/v1/members');
    expect(me.json()).toMatchObject({ email: 'once@reef.test', school: { id: schoolId, name: 'Reef' }, phone: null });
    expect(members.statusCode).toBe(200);
    expect(lookups()).toBe(before);
  });

  it('cost no lookup on a public route, and one per call for an unknown token', async () => {
    const before = lookups();
    const headers = { authorization: 'Bearer not-a-session' };
    await t.app.inject({ method: 'GET', url: '/api/health', headers });
    await t.app.inject({ method: 'GET', url: '/api/v1/public-config', headers });
    expect(lookups()).toBe(before);
    for (let i = 0; i < 2; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers })).statusCode).toBe(401);
    }
    expect(lookups()).toBe(before + 2);
  });

  it('end at once on sign-out', async () => {
    const caller = await member('out@reef.test');
    expect((await caller.call('GET', '/api/v1/me')).statusCode).toBe(200);
    await caller.call('POST', '/oauth/api/v1/signout');
    expect((await caller.call('GET', '/api/v1/me')).statusCode).toBe(401);
  });

  it("end at once on a password change, for the account's other sessions", async () => {
    const first = await member('pw@reef.test');
    const second = await signInAs(t.app, 'pw@reef.test', PASSWORD);
    expect((await second.call('GET', '/api/v1/me')).statusCode).toBe(200);
    const change = await first.call('POST', '/api/v1/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'another long password',
    });
    expect(change.statusCode).toBe(200);
    expect((await second.call('GET', '/api/v1/me')).statusCode).toBe(401);
    expect((await first.call('GET', '/api/v1/me')).statusCode).toBe(200);
  });

  it('follow a role change and a removal at once', async () => {
    const owner = await signInAs(t.app, 'owner@reef.test', PASSWORD);
    const target = await member('demoted@reef.test');
    expect((await target.call('GET', '/api/v1/members')).statusCode).toBe(200);
    const demote = await owner.call('PATCH', `/api/v1/members/${target.accountId}`, { role: 'staff' });
    expect(demote.statusCode).toBe(200);
    expect((await target.call('GET', '/api/v1/members')).statusCode).toBe(403);
    expect((await target.call('GET', '/api/v1/me')).json()).toMatchObject({ profile: 'staff' });
    expect((await owner.call('DELETE', `/api/v1/members/${target.accountId}`)).statusCode).toBe(204);
    expect((await target.call('GET', '/api/v1/me')).json()).toMatchObject({ profile: 'user', school: null });
  });

  it("follow a school's deactivation at once", async () => {
    const otherOwner = await createAccount(t.database.db, { email: 'owner@cove.test', password: PASSWORD });
    const cove = await createSchool(t.database.db, otherOwner, 'Cove');
    await asPlatform(t.database.db, (tx) =>
      tx.insert(memberships).values({ applicationId: cove, accountId: otherOwner, role: 'owner' }),
    );
    const caller = await signInAs(t.app, 'owner@cove.test', PASSWORD);
    expect((await caller.call('GET', '/api/v1/members')).statusCode).toBe(200);
    const master = await signInAs(t.app, 'master@lineup.test', PASSWORD);
    const close = await master.call('POST', `/api/v1/admin/applications/${cove}/status`, { status: 'inactive' });
    expect(close.statusCode).toBe(200);
    expect((await caller.call('GET', '/api/v1/me')).json()).toMatchObject({ school: null, profile: 'user' });
    expect((await caller.call('GET', '/api/v1/members')).statusCode).toBe(403);
  });
});

describe('sessions changed by another server process', () => {
  let t: TestApp;
  let schoolId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const ownerId = await createAccount(t.database.db, { email: 'owner@bay.test', password: PASSWORD });
    schoolId = await createSchool(t.database.db, ownerId, 'Reef');
  });
  afterAll(() => t.close());

  async function member(email: string) {
    const accountId = await createAccount(t.database.db, {
      email,
      password: PASSWORD,
      schoolId,
      role: 'administrator',
    });
    return { accountId, ...(await signInAs(t.app, email, PASSWORD)) };
  }

  it('follow a change written by another connection once the database announces it', async () => {
    const caller = await member('elsewhere@reef.test');
    expect((await caller.call('GET', '/api/v1/members')).statusCode).toBe(200);
    expect((await caller.call('GET', '/api/v1/members')).statusCode).toBe(200);
    // Written straight to the database, as another server process would: no code of this one is told.
    await asPlatform(t.database.db, async (tx) => {
      await tx
        .update(memberships)
        .set({ role: 'staff' })
        .where(and(eq(memberships.accountId, caller.accountId), eq(memberships.applicationId, schoolId)));
      await tx.update(accounts).set({ name: 'Renamed' }).where(eq(accounts.id, caller.accountId));
    });
    await expect
      .poll(async () => (await caller.call('GET', '/api/v1/members')).statusCode, { timeout: 3_000 })
      .toBe(403);
    expect((await caller.call('GET', '/api/v1/me')).json()).toMatchObject({ name: 'Renamed' });

    await asPlatform(t.database.db, (tx) =>
      tx.update(applications).set({ name: 'Reef Renamed' }).where(eq(applications.id, schoolId)),
    );
    await expect
      .poll(async () => (await caller.call('GET', '/api/v1/me')).json<{ school: { name: string } }>().school.name, {
        timeout: 3_000,
      })
      .toBe('Reef Renamed');
  });
});
