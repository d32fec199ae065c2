import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('the user page: profile, phone and schools', () => {
  let t: TestApp;
  const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'lineup-sms-')), 'sms.jsonl');
  const codeFor = (phone: string) => {
    const lines = readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string });
    return /\b(\d{6})\b/.exec(lines.filter((sms) => sms.to === phone).at(-1)?.text ?? '')?.[1] ?? '';
  };
  beforeAll(async () => {
    t = await createTestApp({ config: { SMS_SENDER: 'file', SMS_OUTBOX_FILE: outbox } });
  });
  afterAll(() => t.close());

  it('changes name and language', async () => {
    await createAccount(t.database.db, { email: 'ana@u.test', password: 'ana password 1' });
    const ana = await signInAs(t.app, 'ana@u.test', 'ana password 1');
    const changed = await ana.call('PATCH', '/api/v1/me', { name: 'Ana Sousa', language: 'fr' });
    expect(changed.json()).toMatchObject({ name: 'Ana Sousa', language: 'fr' });
    expect((await ana.call('PATCH', '/api/v1/me', { language: 'it' })).statusCode).toBe(400);
  });

  it('changes the phone only when the code sent to the new number comes back', async () => {
    await createAccount(t.database.db, { email: 'rui@u.test', password: 'rui password 1' });
    await createAccount(t.database.db, { email: 'taken@u.test', phone: '+351911111111' });
    const rui = await signInAs(t.app, 'rui@u.test', 'rui password 1');
    expect((await rui.call('POST', '/api/v1/me/phone', { phone: '00351 911 111 111' })).statusCode).toBe(409);
    expect((await rui.call('POST', '/api/v1/me/phone', { phone: '+351 922 222 222' })).statusCode).toBe(200);
    const code = codeFor('+351922222222');
    expect((await rui.call('GET', '/api/v1/me')).json()).toMatchObject({ phone: null });
    const wrong = await rui.call('POST', '/api/v1/me/phone/confirm', {
      phone: '+351922222222',
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(400);
    const right = await rui.call('POST', '/api/v1/me/phone/confirm', { phone: '+351922222222', code });
    expect(right.json()).toMatchObject({ phone: '+351922222222' });
    const bySms = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      payload: { phone: '+351922222222', token: code },
    });
    expect(bySms.statusCode).toBe(401);
  });

  it('switches between the open schools of an account', async () => {
    const id = await createAccount(t.database.db, { email: 'two@u.test', password: 'two schools pw' });
    const first = await createSchool(t.database.db, id, 'Alpha Surf');
    const second = await createSchool(t.database.db, id, 'Beta Surf');
    await asPlatform(t.database.db, (tx) =>
      tx.execute(
        sql`insert into memberships (application_id, account_id, role) values (${first}, ${id}, 'manager'), (${second}, ${id}, 'staff')`,
      ),
    );
    const two = await signInAs(t.app, 'two@u.test', 'two schools pw');
    const mine = (await two.call('GET', '/api/v1/schools/mine')).json<{
      items: { name: string; current: boolean; role: string }[];
    }>();
    expect(mine.items.map((school) => [school.name, school.role])).toEqual([
      ['Alpha Surf', 'manager'],
      ['Beta Surf', 'staff'],
    ]);
    expect(mine.items.filter((school) => school.current)).toHaveLength(1);
    const target = mine.items.find((school) => !school.current)?.name === 'Beta Surf' ? second : first;
    const switched = await two.call('POST', '/api/v1/session/school', { applicationId: target });
    expect(switched.json<{ school: { id: string } }>().school.id).toBe(target);
    expect((await two.call('GET', '/api/v1/me')).json<{ school: { id: string } }>().school.id).toBe(target);
  });
});
