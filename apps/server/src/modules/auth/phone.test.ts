import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodes } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { normalisePhone } from '#src/auth/phone.ts';

describe('phone numbers', () => {
  it.each([
    ['+351 912 345 678', '+351912345678'],
    ['00351912345678', '+351912345678'],
    ['+351-912-345-678', '+351912345678'],
    ['(+44) 20 7946 0958', '+442079460958'],
    ['912345678', null],
    ['+351abc', null],
    ['+0351912345678', null],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe('sign-in with a phone code', () => {
  let t: TestApp;
  const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'lineup-sms-')), 'sms.jsonl');
  beforeAll(async () => {
    t = await createTestApp({ config: { SMS_SENDER: 'file', SMS_OUTBOX_FILE: outbox } });
    await createAccount(t.database.db, { email: 'surfer@phone.test', phone: '+351912345678' });
    await createAccount(t.database.db, { email: 'other@phone.test', phone: '+351933333333' });
    await createAccount(t.database.db, { email: 'third@phone.test', phone: '+351944444444' });
  });
  afterAll(() => t.close());

  const requestCode = (phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/phone-code',
      headers: { cookie: 'lineup_language=en' },
      payload: { phone },
    });
  const signin = (phone: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      headers: { cookie: 'lineup_language=en' },
      payload: { phone, token },
    });
  const lastCode = (phone: string) => {
    const lines = existsSync(outbox) ? readFileSync(outbox, 'utf8').trim().split('\n') : [];
    const mine = lines
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((sms) => sms.to === phone);
    return /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '')?.[1] ?? '';
  };

  it('sends a six-digit code that signs in once, typed with 00351 or +351', async () => {
    expect((await requestCode('+351 912 345 678')).statusCode).toBe(200);
    const code = lastCode('+351912345678');
    expect(code).toMatch(/^\d{6}$/);
    const first = await signin('00351912345678', code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'surfer@phone.test', profile: 'user' });
    expect((await signin('+351912345678', code)).json()).toMatchObject({ detail: 'Wrong email/password' });
  });

  it('stores only a hash of the code', async () => {
    await requestCode('+351912345678');
    const code = lastCode('+351912345678');
    const rows = await asPlatform(t.database.db, (tx) => tx.select().from(phoneCodes));
    expect(rows.every((row) => !row.codeHash.includes(code))).toBe(true);
  });

  it('gives up on a code after a few wrong attempts', async () => {
    await requestCode('+351912345678');
    const code = lastCode('+351912345678');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await signin('+351912345678', wrong)).statusCode).toBe(401);
    expect((await signin('+351912345678', code)).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    await requestCode('+351933333333');
    const code = lastCode('+351933333333');
    await asPlatform(t.database.db, (tx) => tx.update(phoneCodes).set({ expiresAt: sql`now() - interval '1 second'` }));
    expect((await signin('+351933333333', code)).statusCode).toBe(401);
  });

  it('answers the same for a number no account has, and sends nothing', async () => {
    const before = existsSync(outbox) ? readFileSync(outbox, 'utf8') : '';
    const known = await requestCode('+351944444444');
    const unknown = await requestCode('+351999999999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const after = readFileSync(outbox, 'utf8');
    expect(after.slice(before.length)).not.toContain('+351999999999');
  });

  it('limits code requests per phone number', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await requestCode('+351955555555')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a number without a country code with a clear message', async () => {
    const response = await requestCode('912345678');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'body.phone', message: expect.stringContaining('+351') }],
    });
  });
});
