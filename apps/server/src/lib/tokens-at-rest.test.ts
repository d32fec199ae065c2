import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { withoutTokens } from './redact.ts';

const TOKEN = /activate\?token=([\w-]+)/;

function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  };
}

async function outboxOf(t: TestApp, to: string) {
  return asPlatform(t.database.db, (tx) =>
    tx
      .select({ body: emailOutbox.body, sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, to)),
  );
}

const register = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/oauth/api/v1/register', payload: { email, password: 'long enough waves' } });

describe('tokens with a mail server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const log = captureLog();
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      config: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://lineup.test', LOG_LEVEL: 'info' },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reach the recipient but neither the outbox nor the log', async () => {
    expect((await register(t, 'nina@example.test')).statusCode).toBe(200);
    const token = TOKEN.exec((await smtp.waitFor('nina@example.test')).text)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);

    const [row] = await outboxOf(t, 'nina@example.test');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.body).toContain('activate?token=[redacted]');
    expect(row?.body).not.toContain(token);

    const follow = await t.app.inject({ method: 'GET', url: `/oauth/api/v1/activate?token=${token}` });
    expect(follow.headers.location).toBe('/?login=true&activation=done');
    await t.app.inject({ method: 'GET', url: `/?invitation=${token}&lang=pt` });

    const requests = log.lines.filter((line) => line.req);
    expect(requests.map((line) => (line.req as { url: string }).url)).toEqual(
      expect.arrayContaining(['/oauth/api/v1/activate?token=[redacted]', '/?invitation=[redacted]&lang=pt']),
    );
    expect(log.text()).not.toContain(token);
  });
});

describe('tokens without a mail server', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_URL: 'http://lineup.test', LOG_LEVEL: 'info' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('are kept out of the outbox and the request log, and shown on one development line', async () => {
    expect((await register(t, 'rui@example.test')).statusCode).toBe(200);
    // The e-mail goes out in the background, after the answer.
    await vi.waitFor(() => expect(log.lines.filter((line) => line.development)).toHaveLength(1));
    const development = log.lines.filter((line) => line.development);
    const message = String(development[0]?.msg);
    expect(message).toMatch(/^Development only, SMTP_URL is unset: e-mail to rui@example\.test not sent\./);
    const token = TOKEN.exec(message)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(message).not.toContain('\n');

    const [row] = await outboxOf(t, 'rui@example.test');
    expect(row?.sentAt).toBeNull();
    expect(row?.body).not.toContain(token);

    await t.app.inject({ method: 'GET', url: `/oauth/api/v1/activate?token=${token}` });
    const others = log.lines.filter((line) => !line.development);
    expect(others.some((line) => line.req)).toBe(true);
    expect(JSON.stringify(others)).not.toContain(token);
  });
});

describe('phone codes without an SMS gateway', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ config: { LOG_LEVEL: 'info' }, logStream: log.stream });
    await createAccount(t.database.db, { email: 'phone@example.test', phone: '+351912345678' });
  });
  afterAll(() => t.close());

  it('are shown on one development line of their own', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/phone-code',
      payload: { phone: '+351912345678' },
    });
    expect(response.statusCode).toBe(200);
    const development = log.lines.filter((line) => line.development);
    expect(development).toHaveLength(1);
    expect(String(development[0]?.msg)).toMatch(
      /^Development only, SMS_SENDER=log: SMS to \+351912345678 not sent\. [^\n]*\b\d{6}\b/,
    );
  });
});

describe('withoutTokens', () => {
  it('redacts secret parameters and token-shaped values, and leaves the rest', () => {
    expect(withoutTokens('/api/v1/members?limit=20&offset=40')).toBe('/api/v1/members?limit=20&offset=40');
    expect(withoutTokens('see https://x.test/reset?token=abc&x=1 now')).toBe(
      'see https://x.test/reset?token=[redacted]&x=1 now',
    );
    expect(withoutTokens('/?login=true&t=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBe(
      '/?login=true&t=[redacted]',
    );
  });
});
