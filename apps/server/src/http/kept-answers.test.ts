import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerInputOf } from '@lineup/contract/customers';
import type { EventSummary } from '@lineup/contract/events';
import type { Page } from '@lineup/contract/list';
import { AnnouncedCache } from '#src/db/announced-cache.ts';
import { rowsOf } from '#src/db/database.ts';
import { accounts, customers, events, eventTypes, memberships, payments, places } from '#src/db/schema/index.ts';
import { asPlatform, inTenant } from '#src/db/tenancy.ts';
import { progressUntil } from '#src/modules/events/events.routes.ts';
import { groupLessonType } from '#src/modules/events/events.fixture.ts';
import { CARCAVELOS } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, createTestAppNotHearing, type TestApp } from '#src/testing/test-app.ts';
import { acceptsGzip, keptAnswersOf } from './kept-answers.ts';

const DAY = '/api/v1/events?from=2026-07-14&to=2026-07-14';

describe('an announced cache with a budget and its own expiries', () => {
  it('keeps to its weight, the oldest scopes making room, and never a value heavier than all of it', () => {
    const cache = new AnnouncedCache<string>({ maxWeight: 10, weigh: (text) => text.length });
    cache.setListening(true);
    cache.store('S1', 'a', 'xxxx', cache.ticket());
    cache.store('S2', 'a', 'xxxx', cache.ticket());
    cache.store('S3', 'a', 'xxxx', cache.ticket());
    expect(['S1', 'S2', 'S3'].map((scope) => cache.get(scope, 'a'))).toEqual([undefined, 'xxxx', 'xxxx']);
    cache.store('S2', 'a', 'xx', cache.ticket());
    cache.store('S4', 'a', 'xxxx', cache.ticket());
    expect(['S2', 'S3', 'S4'].map((scope) => cache.get(scope, 'a'))).toEqual(['xx', 'xxxx', 'xxxx']);
    cache.store('S5', 'a', 'x'.repeat(11), cache.ticket());
    expect(cache.get('S5', 'a')).toBeUndefined();
    expect(cache.get('S4', 'a')).toBe('xxxx');
  });

  it('forgets a value at the time it was stored with, and keeps none already past it', () => {
    let now = 0;
    const cache = new AnnouncedCache<number>({ ttlMs: 1_000, now: () => now });
    cache.setListening(true);
    cache.store('S1', 'soon', 1, cache.ticket(), 300);
    cache.store('S1', 'late', 2, cache.ticket(), 5_000);
    cache.store('S1', 'past', 3, cache.ticket(), 0);
    now = 299;
    expect([cache.get('S1', 'soon'), cache.get('S1', 'late'), cache.get('S1', 'past')]).toEqual([1, 2, undefined]);
    now = 300;
    expect(cache.get('S1', 'soon')).toBeUndefined();
    now = 1_000;
    expect(cache.get('S1', 'late')).toBeUndefined();
  });
});

describe('a client that takes gzip', () => {
  it('says so in Accept-Encoding, unless with a quality of zero', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip(['deflate', 'gzip'])).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip('x-gzip2')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('a page of lessons is true until a lesson on it begins or ends', () => {
  const item = (progress: EventSummary['progress'], startsAt: string, endsAt: string) =>
    ({ progress, startsAt, endsAt }) as EventSummary;
  const readAt = Date.parse('2026-07-14T10:00:00Z');

  it('answers the next start of one to come or end of one under way, and never for a list filtered by progress', () => {
    const items = [
      item('completed', '2026-07-14T07:00:00Z', '2026-07-14T08:30:00Z'),
      item('in_progress', '2026-07-14T09:30:00Z', '2026-07-14T11:00:00Z'),
      item('upcoming', '2026-07-14T10:30:00Z', '2026-07-14T12:00:00Z'),
    ];
    expect(progressUntil(items, readAt, {} as never)).toBe(Date.parse('2026-07-14T10:30:00Z'));
    expect(progressUntil(items.slice(0, 2), readAt, {} as never)).toBe(Date.parse('2026-07-14T11:00:00Z'));
    expect(progressUntil(items.slice(0, 1), readAt, {} as never)).toBe(Number.POSITIVE_INFINITY);
    expect(progressUntil(items.slice(0, 1), readAt, { progress: 'completed' } as never)).toBe(readAt);
  });
});

describe('answers kept until the school changes', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const [type] = await tx.insert(eventTypes).values(groupLessonType(s.schoolA)).returning({ id: eventTypes.id });
      const [place] = await tx
        .insert(places)
        .values({ applicationId: s.schoolA, ...CARCAVELOS })
        .returning({ id: places.id });
      const [event] = await tx
        .insert(events)
        .values({
          applicationId: s.schoolA,
          eventTypeId: type!.id,
          placeId: place!.id,
          title: 'Morning group',
          startsAt: new Date('2026-07-14T08:00:00Z'),
          endsAt: new Date('2026-07-14T09:30:00Z'),
        })
        .returning({ id: events.id });
      const [customer] = await tx
        .insert(customers)
        .values({ applicationId: s.schoolA, name: 'Ana' })
        .returning({ id: customers.id });
      Object.assign(id, { type: type!.id, place: place!.id, event: event!.id, customer: customer!.id });
    });
  });
  afterAll(() => t.close());

  const kept = () => keptAnswersOf(t.database.db)?.count(s.schoolA) ?? 0;
  const titles = async (caller = s.owner, path = DAY) => {
    const answer = await caller.call('GET', path);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Page<EventSummary>>().items.map((item) => item.title);
  };

  it('sends a kept answer as it sent it the first time, for everyone of the school with the same role', async () => {
    await t.settle();
    const first = await s.owner.call('GET', DAY);
    expect(first.statusCode, first.body).toBe(200);
    expect(kept()).toBe(1);
    // Changed under the answer without an announcement: what is sent is what was kept.
    const second = await s.owner.call('GET', DAY);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(kept()).toBe(1);
    await titles(s.manager);
    expect(kept()).toBe(2);
    // The other school's reader has an answer of its own.
    expect(await titles(s.other)).toEqual([]);
    expect(kept()).toBe(2);
  });

  it('sends a long answer compressed to a client that takes gzip, the same bytes once unpacked', async () => {
    await inTenant(t.database.db, { schoolId: s.schoolA, accountId: null }, (tx) =>
      tx.insert(customers).values(['Bruno', 'Carla', 'Duarte'].map((name) => ({ applicationId: s.schoolA, name }))),
    );
    await t.settle();
    const plain = await s.owner.call('GET', '/api/v1/customers?pageSize=100');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);
    const asked = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/customers?pageSize=100',
        headers: {
          authorization: `Bearer ${s.owner.token}`,
          cookie: 'lineup_language=en',
          'accept-encoding': encoding,
        },
      });
    const packed = await asked('gzip, deflate, br');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
    const refused = await asked('gzip;q=0, br');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('reads again after any change to the school, whichever code made it, and only for that school', async () => {
    await titles();
    const before = kept();
    await inTenant(t.database.db, { schoolId: s.schoolB, accountId: null }, (tx) =>
      tx.insert(places).values({ applicationId: s.schoolB, ...CARCAVELOS, name: 'Peniche' }),
    );
    await t.settle();
    expect(kept()).toBe(before);
    await inTenant(t.database.db, { schoolId: s.schoolA, accountId: null }, (tx) =>
      tx.update(events).set({ title: 'Morning group, moved' }).where(eq(events.id, id.event!)),
    );
    await t.settle();
    expect(kept()).toBe(0);
    expect(await titles()).toEqual(['Morning group, moved']);
  });

  it("keeps a customer's account until money moves, and the customers list until a customer changes", async () => {
    const account = `/api/v1/customers/${id.customer}/account`;
    const paid = async () => {
      const answer = await s.owner.call('GET', account);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ payments: unknown[] }>().payments.length;
    };
    expect(await paid()).toBe(0);
    expect(await paid()).toBe(0);
    const list = await s.owner.call('GET', '/api/v1/customers?q=ana');
    expect(list.json<Page<unknown>>().total).toBe(1);
    const keptBefore = kept();
    expect(keptBefore).toBeGreaterThanOrEqual(2);
    await inTenant(t.database.db, { schoolId: s.schoolA, accountId: null }, (tx) =>
      tx.insert(payments).values({
        applicationId: s.schoolA,
        customerId: id.customer!,
        amountCents: 5000,
        method: 'cash',
        paidOn: '2026-07-14',
      }),
    );
    await t.settle();
    expect(await paid()).toBe(1);
    const renamed = await s.owner.call('PUT', `/api/v1/customers/${id.customer}`, customerInputOf('Beatriz'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await s.owner.call('GET', '/api/v1/customers?q=ana')).json<Page<unknown>>().total).toBe(0);
  });

  it('keeps no list filtered by progress, and no refusal', async () => {
    await t.settle();
    const before = kept();
    expect(await titles(s.owner, `${DAY}&progress=completed`)).toHaveLength(1);
    expect(kept()).toBe(before);
    const missing = await s.owner.call('GET', '/api/v1/customers/00000000-0000-4000-8000-000000000000/account');
    expect(missing.statusCode).toBe(404);
    expect(kept()).toBe(before);
  });

  it("keeps the members list until a membership changes, or a member's name or e-mail", async () => {
    const members = async () => {
      const answer = await s.owner.call('GET', '/api/v1/members');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json<{ items: { name: string; email: string; role: string }[] }>()
        .items.map((member) => `${member.email} ${member.name} ${member.role}`)
        .filter((line) => line.startsWith('staff@'));
    };
    await t.settle();
    const before = kept();
    expect(await members()).toEqual(['staff@a.test staff staff']);
    expect(kept()).toBe(before + 1);
    const staffAccount = sql`(select id from accounts where email = 'staff@a.test')`;
    await asPlatform(t.database.db, (tx) =>
      tx.update(accounts).set({ failedSignIns: 1 }).where(eq(accounts.email, 'staff@a.test')),
    );
    await t.settle();
    expect(kept()).toBe(before + 1);
    await asPlatform(t.database.db, (tx) =>
      tx.update(accounts).set({ name: 'Rita' }).where(eq(accounts.email, 'staff@a.test')),
    );
    await t.settle();
    expect(kept()).toBe(0);
    expect(await members()).toEqual(['staff@a.test Rita staff']);
    await asPlatform(t.database.db, (tx) =>
      tx.update(memberships).set({ role: 'instructor' }).where(eq(memberships.accountId, staffAccount)),
    );
    await t.settle();
    expect(await members()).toEqual(['staff@a.test Rita instructor']);
  });

  // Nothing kept is read from the assistant's conversations, the activity log or invitations.
  it('announces every school-owned table of the domain', async () => {
    const owned = rowsOf<{ table: string }>(
      await t.database.db.execute(sql`select c.relname as table from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'application_id' and not a.attisdropped
        where c.relkind = 'r' and c.relrowsecurity and c.relnamespace = 'public'::regnamespace
        order by 1`),
    ).map((row) => row.table);
    const announcing = new Set(
      rowsOf<{ table: string; events: number }>(
        await t.database.db.execute(sql`select c.relname as table, count(*)::int as events from pg_trigger g
          join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
          where p.proname = 'announce_school_change' group by c.relname having count(*) = 4`),
      ).map((row) => row.table),
    );
    expect(owned.length).toBeGreaterThan(20);
    expect(owned.filter((table) => !announcing.has(table))).toEqual([
      'assistant_actions',
      'assistant_messages',
      'audit_log',
      'invitations',
    ]);
  });
});

describe('answers kept by an app that does not hear the database', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  beforeAll(async () => {
    t = await createTestAppNotHearing();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  it('reads again after every change this process made through the API', async () => {
    const names = async () =>
      (await s.owner.call('GET', '/api/v1/places')).json<Page<{ name: string }>>().items.map((item) => item.name);
    expect(await names()).toEqual([]);
    expect(keptAnswersOf(t.database.db)?.count(s.schoolA)).toBe(1);
    const created = await s.owner.call('POST', '/api/v1/places', {
      ...CARCAVELOS,
      address: '',
      capacity: null,
      notes: '',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await names()).toEqual(['Carcavelos']);
  });
});
