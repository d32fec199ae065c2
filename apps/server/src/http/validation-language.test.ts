import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@lineup/contract/problem';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('validation problems', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, { email: 'ana@v.test', password: 'ana password 1' });
    token = (await signInAs(t.app, 'ana@v.test', 'ana password 1')).token;
  });
  afterAll(() => t.close());

  const askSchool = (name: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/schools',
      headers: { authorization: `Bearer ${token}`, cookie: `lineup_language=${language}` },
      payload: { name },
    });

  it('carry each issue as a code with its parameters', async () => {
    const problem = problemSchema.parse((await askSchool('x'.repeat(121), 'en')).json());
    expect(problem.errors).toEqual([
      {
        path: 'body.name',
        code: 'too_big',
        params: { origin: 'string', maximum: 120 },
        message: 'Use at most 120 characters.',
      },
    ]);
  });

  it('word the messages in the request language, never in zod English', async () => {
    const pt = problemSchema.parse((await askSchool('x'.repeat(121), 'pt')).json());
    expect(pt.detail).toBe('O pedido tem campos inválidos.');
    expect(pt.errors?.[0]?.message).toBe('Use no máximo 120 caracteres.');
    const de = problemSchema.parse((await askSchool('x', 'de')).json());
    expect(de.errors?.[0]).toMatchObject({ code: 'too_small', message: 'Verwenden Sie mindestens 2 Zeichen.' });
    const zh = problemSchema.parse((await askSchool('a\u0000b', 'zh')).json());
    expect(zh.errors?.[0]).toMatchObject({ code: 'control_characters', message: '请删除文本中的控制字符（如 NUL）。' });
    for (const problem of [pt, de, zh]) expect(JSON.stringify(problem)).not.toMatch(/Too big|Too small|expected/);
  });
});
