import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problemSchema } from '@lineup/contract/problem';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { DatabaseOutages, PING_EVERY_MS, RETRY_AFTER_SECONDS, WARN_EVERY_MS } from './database-outage.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('the log of database outages', () => {
  let lines: { level: 'warn' | 'info'; fields: Record<string, unknown>; msg: string }[];
  let reachable: boolean;
  let pings: number;
  let outages: DatabaseOutages;

  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    reachable = false;
    pings = 0;
    const log = {
      warn: (fields: Record<string, unknown>, msg: string) => lines.push({ level: 'warn', fields, msg }),
      info: (fields: Record<string, unknown>, msg: string) => lines.push({ level: 'info', fields, msg }),
    } as unknown as FastifyBaseLogger;
    outages = new DatabaseOutages({
      log,
      ping: () => {
        pings += 1;
        return reachable ? Promise.resolve() : Promise.reject(refused());
      },
      now: () => Date.now(),
    });
  });
  afterEach(() => {
    outages.stop();
    vi.useRealTimers();
  });

  it('warns once when an outage begins, once a minute while it lasts, and says when it is back', async () => {
    for (let i = 0; i < 500; i += 1) outages.failed(refused());
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: {
          database: { code: 'ECONNREFUSED', reason: 'connect ECONNREFUSED 127.0.0.1:5432' },
          downForSeconds: 0,
          answered503: 1,
        },
        msg: 'database unavailable: requests are answered 503 until it is back',
      },
    ]);
    expect(outages.down).toBe(true);

    await vi.advanceTimersByTimeAsync(WARN_EVERY_MS);
    expect(pings).toBe(WARN_EVERY_MS / PING_EVERY_MS);
    outages.failed(refused());
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 'warn',
      fields: { downForSeconds: 60, answered503: 500 },
      msg: 'database still unavailable: requests are answered 503',
    });

    reachable = true;
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(outages.down).toBe(false);
    expect(lines[2]).toMatchObject({
      level: 'info',
      fields: { downForSeconds: 62, answered503: 501 },
      msg: 'database is back: requests are served again',
    });
    // Back, it is not pinged any more.
    const pinged = pings;
    await vi.advanceTimersByTimeAsync(10 * PING_EVERY_MS);
    expect(pings).toBe(pinged);
  });

  it('counts a short outage soon after a warned one into the next warning, without lines of its own', async () => {
    outages.failed(refused());
    reachable = true;
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(lines.map((line) => line.msg)).toEqual([
      'database unavailable: requests are answered 503 until it is back',
      'database is back: requests are served again',
    ]);

    // A blip ten seconds later: counted, not written.
    reachable = false;
    await vi.advanceTimersByTimeAsync(10_000);
    for (let i = 0; i < 3; i += 1) outages.failed(refused());
    reachable = true;
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(outages.down).toBe(false);
    expect(lines).toHaveLength(2);

    // The next outage past the minute is warned of, with the blip's 503s.
    await vi.advanceTimersByTimeAsync(WARN_EVERY_MS);
    reachable = false;
    outages.failed(refused());
    expect(lines[2]).toMatchObject({ level: 'warn', fields: { answered503: 4 } });
  });

  it('stops pinging when the app closes', async () => {
    outages.failed(refused());
    outages.stop();
    await vi.advanceTimersByTimeAsync(10 * PING_EVERY_MS);
    expect(pings).toBe(0);
  });
});

describe('a data call when the database is out of reach', () => {
  it('is answered 503 with Retry-After and database_unavailable in the caller’s language, logged once without a stack', async () => {
    const lines: Record<string, unknown>[] = [];
    const t = await createTestApp({
      config: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      const owner = await createAccount(t.database.db, { email: 'owner@gone.test', password: 'owner password' });
      const school = await createSchool(t.database.db, owner);
      await createAccount(t.database.db, {
        email: 'manager@gone.test',
        password: 'manager password',
        schoolId: school,
        role: 'manager',
      });
      const { token } = await signInAs(t.app, 'manager@gone.test', 'manager password');
      await t.database.close();
      const before = lines.length;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.app.inject({
            method: 'GET',
            url: `/api/v1/places?q=gone${i}`,
            headers: { authorization: `Bearer ${token}`, 'accept-language': 'de-DE,de;q=0.9' },
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
        expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(problemSchema.parse(answer.json())).toMatchObject({
          status: 503,
          code: 'database_unavailable',
          title: 'Database unavailable',
          detail: 'Die Datenbank ist gerade nicht erreichbar. Versuche es in ein paar Sekunden erneut.',
        });
        expect(answer.body).not.toMatch(/PGlite|pool|\n\s+at /);
      }
      const written = lines.slice(before);
      expect(written.filter((line) => line.level === 40)).toHaveLength(1);
      expect(written.filter((line) => (line.level as number) > 40)).toEqual([]);
      expect(JSON.stringify(written)).not.toMatch(/"stack"/);
    } finally {
      await t.app.close();
    }
  });
});
