import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/app.ts';
import type { DatabaseHandle } from '#src/db/database.ts';
import { unavailableDatabaseCause } from '#src/db/errors.ts';
import { openDatabase } from '#src/db/open-database.ts';
import { APP_ROLE, withUser } from '#src/db/connection.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { createOwnPostgres, postgresBinaries, type OwnPostgres } from '#src/testing/own-postgres.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { testConfig } from '#src/testing/test-app.ts';
import { databaseUrl, withAdmin } from '#src/testing/test-database.ts';

interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
  [key: string]: unknown;
}

const WARN = 40;
const bin = postgresBinaries();

// Runs in the PostgreSQL pass (`npm run test:pg`), on a server of its own that it stops and starts:
// the shared server of TEST_DATABASE_URL is never stopped. Skipped only where PostgreSQL's
// programs (initdb, pg_ctl) are not installed; `.ci/run` counts a skipped test as a failed one.
describe.skipIf(!bin)('a PostgreSQL outage', () => {
  let server: OwnPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let manager: Awaited<ReturnType<typeof signInAs>>;
  const lines: LogLine[] = [];
  let asked = 0;
  /** A read of the school's places no answer is kept for (another search each time). */
  const read = (language = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/places?q=outage${++asked}`,
      headers: { authorization: `Bearer ${manager.token}`, cookie: `lineup_language=${language}` },
    });

  beforeAll(async () => {
    server = await createOwnPostgres(bin ?? '');
    await withAdmin(server.url, (admin) => admin.query('CREATE DATABASE lineup'));
    const migrationUrl = databaseUrl(server.url, 'lineup');
    database = await openDatabase({
      driver: 'postgres',
      url: withUser(migrationUrl, APP_ROLE),
      migrationUrl,
      poolSize: 4,
    });
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
      sizeUpkeep: false,
    });
    await app.ready();
    const owner = await createAccount(database.db, { email: 'owner@outage.test', password: 'owner password' });
    const school = await createSchool(database.db, owner, 'Outage Surf School');
    await createAccount(database.db, {
      email: 'manager@outage.test',
      password: 'manager password',
      schoolId: school,
      role: 'manager',
    });
    manager = await signInAs(app, 'manager@outage.test', 'manager password');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.destroy();
  });

  it('answers 503 with Retry-After while the server is down, warns once, and serves again when it is back', async () => {
    expect((await read()).statusCode).toBe(200);

    // A statement under way when the server stops is ended by it (SQLSTATE 57P01).
    const running = database.db.execute(sql`select pg_sleep(30)`).then(
      () => null,
      (error: unknown) => error,
    );
    await vi.waitFor(async () => {
      const { rows } = await withAdmin(databaseUrl(server.url, 'lineup'), (admin) =>
        admin.query("select 1 from pg_stat_activity where query like 'select pg_sleep(30)%'"),
      );
      expect(rows).toHaveLength(1);
    });
    await server.stop();
    const ended = await running;
    expect(unavailableDatabaseCause(ended)).toMatchObject({ code: '57P01' });
    const before = lines.length;
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => read()),
      manager.call('POST', '/api/v1/places', { name: 'Carcavelos', type: 'beach', country: 'PT' }),
      manager.call('GET', '/api/v1/me'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      const body = answer.json<Record<string, unknown>>();
      expect(body).toMatchObject({ status: 503, code: 'database_unavailable' });
      // Neither a stack nor the driver's words leave the server.
      expect(answer.body).not.toMatch(/ECONNREFUSED|\n\s+at |node_modules/);
    }
    expect(answers[0]?.json<{ detail: string }>().detail).toMatch(/database/i);
    // The message is in the caller's language.
    const portuguese = await read('pt');
    expect(portuguese.statusCode).toBe(503);
    expect(portuguese.json<{ detail: string }>().detail).toMatch(/base de dados/i);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);

    // Twenty-odd failed calls, one warning, without a stack, and no error line.
    const during = lines.slice(before);
    const warnings = during.filter((line) => line.level === WARN);
    expect(warnings, JSON.stringify(warnings)).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ msg: expect.stringMatching(/database unavailable/i), answered503: 1 });
    expect(warnings[0]?.database).toMatchObject({ code: 'ECONNREFUSED' });
    expect(JSON.stringify(warnings[0])).not.toMatch(/\n\s+at /);
    expect(during.filter((line) => line.level > WARN)).toEqual([]);
    expect(during.filter((line) => line.err?.stack)).toEqual([]);

    await server.start();
    // The same app, not restarted: its pool connects again on the next query.
    await vi.waitFor(async () => expect((await read()).statusCode).toBe(200), { timeout: 20_000, interval: 250 });
    expect((await manager.call('GET', '/api/v1/me')).statusCode).toBe(200);
    await vi.waitFor(() => expect(lines.some((line) => /database is back/i.test(line.msg))).toBe(true), {
      timeout: 20_000,
    });
    const back = lines.find((line) => /database is back/i.test(line.msg));
    expect(back).toMatchObject({ level: 30 });
    expect(back?.answered503).toBeGreaterThanOrEqual(answers.length + 1);
    expect(lines.slice(before).filter((line) => line.level > WARN)).toEqual([]);
  }, 120_000);
});
