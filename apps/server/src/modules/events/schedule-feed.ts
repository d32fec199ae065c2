import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/database.ts';

/** Where a write to a school's schedule is announced, in the write's own transaction (so only once it commits). */
export const SCHEDULE_CHANNEL = 'lineup_schedule';

/** How often an open stream says it is still there, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser opens a new one, signed in again: a session that
 * ended since stops hearing the school within this time.
 */
const STREAM_LIFETIME_MS = 5 * 60_000;

/** What a change says: which school, and which event (an id, never its contents). */
interface ScheduleChange {
  readonly schoolId: string;
  readonly eventId: string;
}

/** Announces a change of one event to those who watch the school's schedule, once the transaction commits. */
export async function announceScheduleChange(tx: Transaction, change: ScheduleChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${SCHEDULE_CHANNEL}, ${JSON.stringify(change)})`);
}

type Watcher = (eventId: string) => void;

/**
 * The open streams of each school, fed by one listener on the database's announcements: on
 * PostgreSQL a connection that LISTENs (so a change made by another server process arrives too),
 * on PGlite the database in this process.
 */
export class ScheduleFeed {
  readonly #watchers = new Map<string, Set<Watcher>>();
  readonly #streams = new Set<ServerResponse>();

  announced(payload: string): void {
    let change: ScheduleChange;
    try {
      change = JSON.parse(payload) as ScheduleChange;
    } catch {
      return;
    }
    for (const watcher of this.#watchers.get(change.schoolId) ?? []) watcher(change.eventId);
  }

  watch(schoolId: string, watcher: Watcher): () => void {
    const set = this.#watchers.get(schoolId) ?? new Set<Watcher>();
    set.add(watcher);
    this.#watchers.set(schoolId, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.#watchers.delete(schoolId);
    };
  }

  /** Keeps an open stream, so that the app ends it when it stops. */
  keep(stream: ServerResponse): () => void {
    this.#streams.add(stream);
    return () => this.#streams.delete(stream);
  }

  /** Ends every open stream: the app is stopping, and browsers will come back to another. */
  endAll(): void {
    for (const stream of this.#streams) stream.end();
    this.#streams.clear();
  }
}

/** One server-sent event. */
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Answers with a stream of the school's schedule changes (`text/event-stream`): `ready` at once,
 * then `change` with an event's id after each write to the schedule, a comment now and then to
 * keep the line open, and the end after a few minutes (the browser comes back).
 */
export function streamSchedule(feed: ScheduleFeed, schoolId: string, reply: FastifyReply): void {
  const headers = { ...reply.getHeaders() } as Record<string, string | number | string[]>;
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  response.write(frame('ready', {}));
  const unwatch = feed.watch(schoolId, (eventId) => response.write(frame('change', { eventId })));
  const unkeep = feed.keep(response);
  const heartbeat = setInterval(() => response.write(': still here\n\n'), HEARTBEAT_MS);
  const end = setTimeout(() => response.end(), STREAM_LIFETIME_MS);
  response.on('close', () => {
    clearInterval(heartbeat);
    clearTimeout(end);
    unwatch();
    unkeep();
  });
}

/** The app's schedule feed, listening while the app runs. */
export async function registerScheduleFeed(app: FastifyInstance): Promise<ScheduleFeed> {
  const feed = new ScheduleFeed();
  const unlisten = await app.database.listen(SCHEDULE_CHANNEL, {
    message: (payload) => feed.announced(payload),
    listening: () => undefined,
    lost: () => undefined,
  });
  // Before the server waits for its requests to finish: an open stream would keep it for minutes.
  app.addHook('preClose', (done) => {
    feed.endAll();
    done();
  });
  app.addHook('onClose', async () => {
    await unlisten();
  });
  return feed;
}
