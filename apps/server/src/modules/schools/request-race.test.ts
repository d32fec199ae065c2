import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('school requests at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leave one pending request per account', async () => {
    await createAccount(t.database.db, { email: 'hasty@p.test', password: 'hasty password' });
    const hasty = await signInAs(t.app, 'hasty@p.test', 'hasty password');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => hasty.call('POST', '/api/v1/schools', { name: `Hasty School ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const mine = (await hasty.call('GET', '/api/v1/schools/mine')).json<{ items: { status: string }[] }>();
    expect(mine.items.map((school) => school.status)).toEqual(['pending']);
  });

  it('cannot be stored twice pending for one account, even by platform work', async () => {
    const owner = await createAccount(t.database.db, { email: 'twice@p.test' });
    const pending = (name: string) =>
      asPlatform(t.database.db, (tx) => tx.insert(applications).values({ name, ownerAccountId: owner }));
    await pending('First');
    await expect(pending('Second')).rejects.toThrow();
    await asPlatform(t.database.db, (tx) =>
      tx.insert(applications).values({ name: 'Open one', ownerAccountId: owner, status: 'active' }),
    );
  });
});
