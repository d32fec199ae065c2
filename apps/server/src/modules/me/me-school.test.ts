import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('the school in /api/v1/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("carries the school's time zone and currency, and follows a change of them at once", async () => {
    const owner = await createAccount(t.database.db, { email: 'owner@tz.test' });
    const schoolId = await createSchool(t.database.db, owner, 'Azores Surf');
    await createAccount(t.database.db, {
      email: 'staff@tz.test',
      password: 'staff tz password',
      schoolId,
      role: 'staff',
    });
    const staff = await signInAs(t.app, 'staff@tz.test', 'staff tz password');
    expect((await staff.call('GET', '/api/v1/me')).json()).toMatchObject({
      school: { id: schoolId, name: 'Azores Surf', timeZone: 'Europe/Lisbon', currency: 'EUR' },
    });
    await asPlatform(t.database.db, (tx) =>
      tx
        .update(applications)
        .set({ timezone: 'Atlantic/Azores', currency: 'USD' })
        .where(eq(applications.id, schoolId)),
    );
    expect((await staff.call('GET', '/api/v1/me')).json()).toMatchObject({
      school: { id: schoolId, timeZone: 'Atlantic/Azores', currency: 'USD' },
    });
  });

  it('has no school for an account without one', async () => {
    await createAccount(t.database.db, { email: 'alone@tz.test', password: 'alone tz password' });
    const alone = await signInAs(t.app, 'alone@tz.test', 'alone tz password');
    expect((await alone.call('GET', '/api/v1/me')).json()).toMatchObject({ school: null });
  });
});
