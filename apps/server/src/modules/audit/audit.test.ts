import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

interface Page {
  items: { id: string; action: string; school: string | null; target: string | null }[];
  next: string | null;
  previous: string | null;
}

describe('activity logs, paged by cursor', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signInAs>>;
  let master: Awaited<ReturnType<typeof signInAs>>;
  const ids = { schoolA: '', schoolB: '' };

  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, { email: 'master@p.test', password: 'master password', master: true });
    const ownerA = await createAccount(t.database.db, { email: 'owner@a.test', password: 'owner a password' });
    const ownerB = await createAccount(t.database.db, { email: 'owner@b.test', password: 'owner b password' });
    ids.schoolA = await createSchool(t.database.db, ownerA, 'School A');
    ids.schoolB = await createSchool(t.database.db, ownerB, 'School B');
    await asPlatform(t.database.db, async (tx) => {
      await tx.execute(sql`insert into memberships (application_id, account_id, role) values
        (${ids.schoolA}, ${ownerA}, 'owner'), (${ids.schoolB}, ${ownerB}, 'owner')`);
      // 23 entries of school A sharing three instants (ties broken by id), 5 of school B at one
      // of them, and 4 of the platform: pages must neither repeat nor skip any of them.
      await tx.execute(sql`insert into audit_log (application_id, action, target, created_at)
        select ${ids.schoolA}::uuid, 'place_created', 'a' || n, timestamptz '2026-03-01 10:00:00.000001+00' + (n % 3) * interval '1 microsecond'
        from generate_series(1, 23) n`);
      await tx.execute(sql`insert into audit_log (application_id, action, target, created_at)
        select ${ids.schoolB}::uuid, 'place_created', 'b' || n, timestamptz '2026-03-01 10:00:00.000001+00'
        from generate_series(1, 5) n`);
      await tx.execute(sql`insert into audit_log (application_id, action, target, created_at)
        select null, 'signin_failed', 'p' || n, timestamptz '2026-03-01 09:00:00+00'
        from generate_series(1, 4) n`);
    });
    owner = await signInAs(t.app, 'owner@a.test', 'owner a password');
    master = await signInAs(t.app, 'master@p.test', 'master password');
  });
  afterAll(() => t.close());

  const read = async (caller: typeof owner, path: string) => {
    const answer = await caller.call('GET', path);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Page>();
  };

  /** Every page from the newest going older, then back to the newest going newer. */
  async function walk(caller: typeof owner, path: string) {
    const pages: Page[] = [await read(caller, `${path}?pageSize=10`)];
    while (pages.at(-1)?.next) pages.push(await read(caller, `${path}?pageSize=10&before=${pages.at(-1)?.next}`));
    const back: Page[] = [pages.at(-1) as Page];
    while (back.at(-1)?.previous) {
      back.push(await read(caller, `${path}?pageSize=10&after=${back.at(-1)?.previous}`));
    }
    return { pages, back };
  }

  it("reads the school's own log newest first, every entry once even with equal times, both ways", async () => {
    const { pages, back } = await walk(owner, '/api/v1/audit');
    const seen = pages.flatMap((page) => page.items.map((entry) => entry.id));
    const targets = pages.flatMap((page) => page.items.map((entry) => entry.target));
    expect(new Set(seen).size).toBe(seen.length);
    // Its 23 entries and the owner's own sign-in; nothing of school B or the platform.
    expect(targets.filter((target) => /^a\d+$/.test(target ?? '')).sort()).toEqual(
      Array.from({ length: 23 }, (_, n) => `a${n + 1}`).sort(),
    );
    expect(pages.flatMap((page) => page.items).every((entry) => entry.school === 'School A')).toBe(true);
    expect(seen).toHaveLength(24);
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 4]);
    expect(pages[0]?.previous).toBeNull();
    expect(pages.at(-1)?.next).toBeNull();
    // Going newer from the last page shows the same pages again, ending at the full newest page.
    expect(back.map((page) => page.items.map((entry) => entry.id))).toEqual(
      pages
        .slice()
        .reverse()
        .map((page) => page.items.map((entry) => entry.id)),
    );
  });

  it("reads the platform's log across every school for the Master", async () => {
    const { pages } = await walk(master, '/api/v1/admin/audit');
    const entries = pages.flatMap((page) => page.items);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const targets = entries.map((entry) => entry.target ?? '');
    expect(targets.filter((target) => /^a\d+$/.test(target))).toHaveLength(23);
    expect(targets.filter((target) => /^b\d+$/.test(target))).toHaveLength(5);
    expect(targets.filter((target) => /^p\d+$/.test(target))).toHaveLength(4);
    // Newest first: the platform's entries, an hour older, come last.
    expect(entries.slice(-4).map((entry) => entry.action)).toEqual(Array(4).fill('signin_failed'));
    expect((await owner.call('GET', '/api/v1/admin/audit')).statusCode).toBe(403);
  });

  it('refuses a malformed cursor, or both directions at once', async () => {
    expect((await owner.call('GET', '/api/v1/audit?before=yesterday')).statusCode).toBe(400);
    const impossible = '2026-02-31T10:00:00.000001Z_00000000-0000-4000-8000-000000000001';
    expect((await owner.call('GET', `/api/v1/audit?before=${impossible}`)).statusCode).toBe(400);
    const first = await read(owner, '/api/v1/audit?pageSize=10');
    const both = await owner.call('GET', `/api/v1/audit?before=${first.next}&after=${first.next}`);
    expect(both.statusCode).toBe(400);
  });
});
