import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#src/http/app-error.ts';
import { createTestDatabase } from '#src/testing/test-database.ts';
import { isDatabaseUnavailable, isUniqueViolation, unavailableDatabaseCause } from './errors.ts';

/** A database error as pg makes it from the server's answer: its message and SQLSTATE. */
function databaseError(code: string, message = 'the server says no'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** As drizzle hands a failed query on: its own error, the driver's as `cause`. */
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

/** What a query on `pool` throws. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('the query did not fail');
    },
    (error: unknown) => error,
  );

/** A TCP server on 127.0.0.1 that does `onSocket` with each connection; its port. */
async function fakeServer(onSocket: (socket: Socket) => void): Promise<{ server: Server; port: number }> {
  const server = createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { server, port: address.port };
}

describe('a database out of reach, told apart from the database saying no', () => {
  it.each([
    ['08000', 'connection_exception'],
    ['08003', 'connection_does_not_exist'],
    ['08006', 'connection_failure'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['08004', 'sqlserver_rejected_establishment_of_sqlconnection'],
    ['08P01', 'protocol_violation'],
    ['57P01', 'admin_shutdown'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['53300', 'too_many_connections'],
  ])('SQLSTATE %s (%s) is unavailable, the driver’s error or drizzle’s around it', (code) => {
    expect(isDatabaseUnavailable(databaseError(code))).toBe(true);
    expect(unavailableDatabaseCause(wrapped(databaseError(code)))).toEqual({ code, message: 'the server says no' });
  });

  it.each([
    ['23505', 'unique_violation'],
    ['23503', 'foreign_key_violation'],
    ['42601', 'syntax_error'],
    ['42501', 'insufficient_privilege'],
    ['57014', 'query_canceled'],
    ['40001', 'serialization_failure'],
    ['22P02', 'invalid_text_representation'],
  ])('SQLSTATE %s (%s) is the database answering, not unavailable', (code) => {
    expect(isDatabaseUnavailable(databaseError(code))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(databaseError(code)))).toBe(false);
  });

  it('leaves unique violations to their own test', () => {
    expect(isUniqueViolation(wrapped(databaseError('23505')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(databaseError('23505')))).toBe(false);
  });

  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EAI_AGAIN',
    'ENOTFOUND',
  ])('a network failure %s is unavailable', (code) => {
    const error = Object.assign(new Error(`connect ${code} 10.0.0.1:5432`), { code, errno: -1, syscall: 'connect' });
    expect(unavailableDatabaseCause(wrapped(error))).toEqual({ code, message: `connect ${code} 10.0.0.1:5432` });
  });

  it('looks into the attempts Node.js gathers for a host of several addresses', () => {
    const attempts = ['::1', '127.0.0.1'].map((host) =>
      Object.assign(new Error(`connect ECONNREFUSED ${host}:5432`), { code: 'ECONNREFUSED' }),
    );
    expect(isDatabaseUnavailable(wrapped(new AggregateError(attempts)))).toBe(true);
  });

  it('is not fooled by what is not about the database', () => {
    for (const error of [
      new Error('database password is hunter2'),
      new AppError('internal', 'Something went wrong'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      Object.assign(new Error('permission denied'), { code: 'EPERM' }),
      Object.assign(new Error('no such file'), { code: 'ENOENT' }),
      wrapped(new Error('Query read timeout')),
      'ECONNREFUSED',
      null,
      undefined,
      42,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it('stops looking after a few causes, even in a loop', () => {
    const looped = new Error('outer') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});

describe('what pg really throws when the server is out of reach', () => {
  const silent: Socket[] = [];
  let quiet: { server: Server; port: number };
  let hangingUp: { server: Server; port: number };
  beforeAll(async () => {
    // Accepts and never answers: a server that hangs, or a network that drops the packets.
    quiet = await fakeServer((socket) => silent.push(socket));
    // Accepts and closes at once: a server that goes away under the connection.
    hangingUp = await fakeServer((socket) => socket.destroy());
  });
  afterAll(async () => {
    for (const socket of silent) socket.destroy();
    await Promise.all([quiet, hangingUp].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  it('a refused connection (ECONNREFUSED)', async () => {
    const { server, port } = await fakeServer(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    const pool = new pg.Pool({ host: '127.0.0.1', port, connectionTimeoutMillis: 2_000 });
    try {
      const error = await failureOf(pool.query('select 1'));
      expect(unavailableDatabaseCause(wrapped(error))).toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await pool.end();
    }
  });

  it('a connection that does not open in time, and a wait for the pool’s only connection', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: quiet.port, max: 1, connectionTimeoutMillis: 300 });
    try {
      // The first opens the pool's one connection and times out; the second, asked 100 ms later,
      // waits for it and times out waiting.
      const connecting = failureOf(pool.query('select 1'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const waiting = failureOf(pool.query('select 1'));
      expect(unavailableDatabaseCause(wrapped(await connecting))?.message).toBe(
        'Connection terminated due to connection timeout',
      );
      expect(unavailableDatabaseCause(wrapped(await waiting))?.message).toBe('timeout exceeded when trying to connect');
    } finally {
      await pool.end();
    }
  });

  it('a server that hangs up', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: hangingUp.port, connectionTimeoutMillis: 2_000 });
    try {
      const error = await failureOf(pool.query('select 1'));
      expect(unavailableDatabaseCause(wrapped(error))?.message).toMatch(/Connection terminated unexpectedly/);
    } finally {
      await pool.end();
    }
  });

  it('a pool already ended, as the app stops', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: quiet.port });
    await pool.end();
    expect(isDatabaseUnavailable(wrapped(await failureOf(pool.query('select 1'))))).toBe(true);
  });
});

describe('the test database', () => {
  // PGlite runs in this process and has no connection to lose; either driver is out of reach once closed.
  it('answers, then is out of reach once closed', async () => {
    const database = await createTestDatabase();
    const answered = await failureOf(database.db.execute(sql`select * from nowhere`));
    expect(isDatabaseUnavailable(answered)).toBe(false);
    await database.close();
    const closed = await failureOf(database.db.execute(sql`select 1`));
    expect(closed).toBeInstanceOf(DrizzleQueryError);
    expect(unavailableDatabaseCause(closed)?.message).toBe(
      database.driver === 'pglite' ? 'PGlite is closed' : 'Cannot use a pool after calling end on the pool',
    );
  });
});
