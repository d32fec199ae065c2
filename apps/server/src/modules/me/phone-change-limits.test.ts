import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('codes for a phone change', () => {
  let t: TestApp;
  let address = 0;
  const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'lineup-sms-')), 'sms.jsonl');
  const sentTo = (phone: string) =>
    existsSync(outbox)
      ? readFileSync(outbox, 'utf8')
          .trim()
          .split('\n')
          .filter((line) => (JSON.parse(line) as { to: string }).to === phone).length
      : 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { SMS_SENDER: 'file', SMS_OUTBOX_FILE: outbox } });
  });
  afterAll(() => t.close());

  /** Each call from an address of its own, so the route's per-address limit stays out of the way. */
  async function ask(email: string, phone: string): Promise<number> {
    const { token } = await signInAs(t.app, email, 'correct horse battery');
    address += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/phone',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: `198.51.100.${address}`,
      payload: { phone },
    });
    return response.statusCode;
  }

  it('are limited per number, whichever account asks', async () => {
    await createAccount(t.database.db, { email: 'a@u.test', password: 'correct horse battery' });
    await createAccount(t.database.db, { email: 'b@u.test', password: 'correct horse battery' });
    const statuses = [
      await ask('a@u.test', '+351930000001'),
      await ask('b@u.test', '+351930000001'),
      await ask('a@u.test', '+351930000001'),
      await ask('b@u.test', '+351 930 000 001'),
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(sentTo('+351930000001')).toBe(3);
  });

  it('are limited per account, whichever number it asks for', async () => {
    await createAccount(t.database.db, { email: 'c@u.test', password: 'correct horse battery' });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await ask('c@u.test', `+35194000000${i}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(sentTo('+351940000005')).toBe(0);
  });
});
