import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '#src/auth/password.ts';
import type * as PasswordModule from '#src/auth/password.ts';
import { accounts } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

// Counts the password work each answer costs: equal work is what keeps the timing equal.
vi.mock('#src/auth/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordModule>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword), hashPassword: vi.fn(actual.hashPassword) };
});

const english = { cookie: 'lineup_language=en' };

describe('answers that do not tell which accounts exist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, { email: 'known@surf.test', password: 'the known password' });
    const locked = await createAccount(t.database.db, { email: 'locked@surf.test', password: 'the locked password' });
    await asPlatform(t.database.db, (tx) =>
      tx
        .update(accounts)
        .set({ lockedUntil: new Date(Date.now() + 3_600_000) })
        .where(eq(accounts.id, locked)),
    );
  });
  afterAll(() => t.close());
  beforeEach(() => vi.clearAllMocks());

  const signin = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      headers: english,
      remoteAddress,
      payload: { email, password },
    });

  it.each([
    ['an unknown account', 'nobody@surf.test', 'some password'],
    ['a locked account, even with its right password', 'locked@surf.test', 'the locked password'],
    ['a wrong password', 'known@surf.test', 'not the password'],
  ])('refuses %s with the same answer after one password check', async (_case, email, password) => {
    const response = await signin(email, password, '198.51.100.20');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', detail: 'Wrong email/password' });
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
  });

  it('refuses an address locked out of an account after one password check too', async () => {
    for (let i = 0; i < 5; i += 1) await signin('known@surf.test', `guess ${i}`, '198.51.100.21');
    vi.clearAllMocks();
    const response = await signin('known@surf.test', 'the known password', '198.51.100.21');
    expect(response.json()).toMatchObject({ code: 'unauthorized', detail: 'Wrong email/password' });
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
  });

  it('answers registration of a known address exactly as a new one, after the same hashing', async () => {
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/api/v1/register',
        headers: english,
        payload: { email, password: 'long enough waves' },
      });
    const fresh = await register('fresh@surf.test');
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
    vi.clearAllMocks();
    const known = await register('KNOWN@surf.test');
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
    expect(known.statusCode).toBe(200);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
  });
});
