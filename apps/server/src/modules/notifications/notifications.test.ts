import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { notify } from './notifications.service.ts';

describe('notifications', () => {
  let t: TestApp;
  let token = '';
  let otherId = '';
  beforeAll(async () => {
    t = await createTestApp();
    const mine = await createAccount(t.database.db, { email: 'me@n.test', password: 'my password 123' });
    otherId = await createAccount(t.database.db, { email: 'you@n.test', password: 'your password 1' });
    // One transaction each: notifications of one transaction share its timestamp.
    await asPlatform(t.database.db, (tx) => notify(tx, mine, 'school_approved', { school: 'Ericeira Surf' }));
    await asPlatform(t.database.db, (tx) =>
      notify(tx, mine, 'invitation_received', { school: 'Peniche Surf', role: 'manager' }),
    );
    await asPlatform(t.database.db, (tx) => notify(tx, otherId, 'role_changed', { school: 'X', role: 'staff' }));
    const signin = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      payload: { email: 'me@n.test', password: 'my password 123' },
    });
    token = signin.json<{ access_token: string }>().access_token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  it("lists only the account's own, newest first, and counts the unread", async () => {
    const list = await call('GET', '/api/v1/notifications');
    expect(list.json<{ items: { kind: string }[] }>().items.map((item) => item.kind)).toEqual([
      'invitation_received',
      'school_approved',
    ]);
    expect((await call('GET', '/api/v1/notifications/unread-count')).json()).toEqual({ count: 2 });
  });

  it("marks one as read, cannot touch another account's, then marks all", async () => {
    const { items } = (await call('GET', '/api/v1/notifications')).json<{ items: { id: string }[] }>();
    expect((await call('POST', '/api/v1/notifications/read', { id: items[0]?.id })).json()).toEqual({ updated: 1 });
    expect((await call('GET', '/api/v1/notifications/unread-count')).json()).toEqual({ count: 1 });
    expect((await call('POST', '/api/v1/notifications/read', {})).json()).toEqual({ updated: 1 });
    expect((await call('GET', '/api/v1/notifications/unread-count')).json()).toEqual({ count: 0 });
  });

  it('needs sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count' })).statusCode).toBe(401);
  });
});
