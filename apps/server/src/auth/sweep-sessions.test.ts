import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { sweepSessions } from './sessions.ts';

const PASSWORD = 'correct horse battery';

describe('the sweep of ended sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { SESSION_IDLE_HOURS: '1' } });
    await createAccount(t.database.db, { email: 'swept@example.test', password: PASSWORD });
  });
  afterAll(() => t.close());

  const ids = () =>
    asPlatform(t.database.db, (tx) => tx.select({ id: sessions.id }).from(sessions).orderBy(sessions.createdAt));

  it('deletes expired and idle sessions, a bounded batch at a time, and keeps the others', async () => {
    for (let i = 0; i < 4; i += 1) await signInAs(t.app, 'swept@example.test', PASSWORD);
    const [expired, idle, alsoExpired, live] = (await ids()).map((row) => row.id);
    await asPlatform(t.database.db, async (tx) => {
      for (const id of [expired, alsoExpired]) {
        await tx
          .update(sessions)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(sessions.id, id!));
      }
      await tx
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '2 hours'` })
        .where(eq(sessions.id, idle!));
    });
    expect(await sweepSessions(t.database.db, t.config, 2)).toBe(2);
    expect(await sweepSessions(t.database.db, t.config)).toBe(1);
    expect(await sweepSessions(t.database.db, t.config)).toBe(0);
    expect((await ids()).map((row) => row.id)).toEqual([live]);
  });
});
