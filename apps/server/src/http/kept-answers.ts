import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { perApp, SchoolCache } from '#src/db/announced-cache.ts';
import { SCHOOL_CHANNEL } from '#src/db/listen.ts';
import { requestLanguage } from '#src/i18n/request-language.ts';
import { clock } from '@lineup/contract/clock';

/**
 * How long an answer is kept at most. What a school reads changes with its rows, which are
 * announced, and with the clock (a lesson begins, a day ends): an answer whose figures move with
 * the clock says when they next do (`KeptAnswer.until`); the rest lag a minute at most.
 */
export const ANSWER_KEPT_MS = 60_000;

/** How much is kept at most, of all schools: the answers as sent, in bytes. */
const MAX_WEIGHT = 16 * 1024 * 1024;

/** How many answers are kept at most, of all schools. */
const MAX_ANSWERS = 2_000;

/** An answer at least this long (bytes) is also kept compressed, for the clients that accept gzip (every browser). */
const COMPRESS_FROM = 1024;

/** An answer as sent: its bytes, and compressed when it is long enough to gain from it. */
interface KeptBody {
  readonly plain: Buffer;
  readonly gzip: Buffer | null;
}

/**
 * A read of a school's rows whose answer is kept, as sent, for everyone of the school who asks
 * the same: the same address and query, with the same role, clocks, currency and language. Every
 * change to the school's rows of the domain drops the school's answers at once, in every process
 * (migration 0026); a read under way when one is announced is not kept.
 */
export interface KeptAnswer<Answer> {
  /**
   * When the answer stops being true by the clock alone, given the time its reading began: the
   * next start or end of a lesson it shows in progress, say. At or before that time, not kept.
   */
  readonly until?: (answer: Answer, readAt: number, request: FastifyRequest) => number;
}

/** The answers of each school as last sent, kept while the database announces every change to them. */
export const keptAnswerCache = (options: { maxWeight?: number; maxEntries?: number } = {}) =>
  new SchoolCache<KeptBody>({
    maxEntries: options.maxEntries ?? MAX_ANSWERS,
    maxWeight: options.maxWeight ?? MAX_WEIGHT,
    weigh: (body) => body.plain.byteLength + (body.gzip?.byteLength ?? 0),
    ttlMs: ANSWER_KEPT_MS,
    // An answer's `until` is on the school's clock (a lesson begins, a day ends).
    now: clock.ms,
  });

const keptAnswers = perApp(SCHOOL_CHANNEL, () => keptAnswerCache());

export const keptAnswersOf = keptAnswers.of;

/**
 * The app's kept answers, while the database's announcements are heard; they stop with the app.
 * A change this process made through the API drops its school's answers here before the change is
 * answered, without waiting for the database's announcement.
 */
export async function registerKeptAnswers(app: FastifyInstance): Promise<void> {
  await keptAnswers.register(app);
  const db = app.database.db;
  app.addHook('onSend', async (request, reply) => {
    const schoolId = request.auth?.schoolId;
    if (request.method !== 'GET' && request.method !== 'HEAD' && schoolId && reply.statusCode < 400) {
      keptAnswers.of(db)?.announced(schoolId);
    }
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether the client takes gzip (`Accept-Encoding`), and did not refuse it with `q=0`. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Sends a kept body, compressed when the client takes it. */
function send(request: FastifyRequest, reply: FastifyReply, body: KeptBody): Buffer {
  reply.type(JSON_TYPE);
  if (body.gzip === null) return body.plain;
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return body.plain;
  reply.header('content-encoding', 'gzip');
  return body.gzip;
}

/**
 * Answers a school-scoped read from what is kept, else reads it with `read`, sends it and keeps
 * its bytes, encoded and compressed once. Only a signed-in call in a school is kept (the
 * authorisation hook has let it through); anything else, an answer other than 200 and a failure
 * are sent as `read` makes them.
 */
export async function answerKept<Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptAnswer<Answer>,
  read: () => Promise<Answer>,
): Promise<Answer | Buffer> {
  const auth = request.auth;
  const answers = keptAnswersOf(request.server.database.db);
  const schoolId = auth?.schoolId;
  if (!auth || !schoolId || !answers) return read();
  const key = [
    auth.profile,
    auth.schoolTimeZone,
    auth.schoolCurrency,
    requestLanguage(request),
    request.method,
    request.url,
  ].join('\u0000');
  const body = answers.get(schoolId, key);
  if (body !== undefined) return send(request, reply, body);
  const ticket = answers.ticket();
  const readAt = clock.ms();
  const answer = await read();
  if (reply.sent || reply.statusCode !== 200) return answer;
  const plain = Buffer.from(reply.serialize(answer) as string);
  const until = kept.until?.(answer, readAt, request);
  // An answer that will not be kept is sent as it is, not compressed for one client.
  if (!answers.keeps(schoolId, ticket, until)) return send(request, reply, { plain, gzip: null });
  const encoded = { plain, gzip: plain.byteLength >= COMPRESS_FROM ? gzipSync(plain) : null };
  answers.store(schoolId, key, encoded, ticket, until);
  return send(request, reply, encoded);
}
