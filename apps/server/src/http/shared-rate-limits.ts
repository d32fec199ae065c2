import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/database.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type LocalStoreCtor = new (continueExceeding?: boolean, exponentialBackoff?: boolean) => FastifyRateLimitStore;

// The plugin's own in-memory store: the counters of one process.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as LocalStoreCtor;

/** The calls whose limits are counted in the database: the sign-in calls, which guard accounts. */
export const isSharedLimit = (url: string | undefined) => url?.startsWith('/oauth/') ?? false;

/** One call's counters in PostgreSQL, a row per call and address, shared by every instance. */
class DatabaseStore implements FastifyRateLimitStore {
  private readonly db: Database;
  private readonly call: string;

  constructor(db: Database, call: string) {
    this.db = db;
    this.call = call;
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    // A window that has ended starts again at this hit; one statement, so two instances never lose a hit.
    this.db
      .execute(
        sql`insert into rate_limit_hits as r (key, hits, window_ends_at)
          values (${`${this.call} ${key}`}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
          on conflict (key) do update set
            hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
            window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
          returning hits as current, greatest(0, ceil(extract(epoch from r.window_ends_at - now()) * 1000))::int as ttl`,
      )
      .then(
        (answer) => callback(null, rowsOf<Result>(answer)[0] ?? { current: 1, ttl: timeWindow }),
        (error: Error) => callback(error),
      );
  }

  read(key: string, callback: Callback): void {
    this.db
      .execute(
        sql`select hits as current, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl
          from rate_limit_hits where key = ${`${this.call} ${key}`} and window_ends_at > now()`,
      )
      .then(
        (answer) => callback(null, rowsOf<Result>(answer)[0] ?? { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * The rate limits' store on PostgreSQL: the sign-in calls' limits count in the database, so a
 * client spreading attempts over several instances meets the same limit; the API's general limit
 * per address stays in each process's memory (a write per request would cost every call).
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class SharedLimits implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;

    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.local.incr(key, callback, timeWindow, max);
    }

    // The plugin hands each limited route its options merged with the route's (`routeInfo`).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return isSharedLimit(route?.url)
        ? new DatabaseStore(db, `${String(route?.method)} ${route?.url}`)
        : this.local.child(options);
    }
  };
}

/** Forgets the windows that ended more than an hour ago, every ten minutes, until the app closes. */
export function registerRateLimitSweep(app: FastifyInstance): void {
  const sweep = setInterval(() => {
    app.database.db
      .execute(sql`delete from rate_limit_hits where window_ends_at < now() - interval '1 hour'`)
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
  }, 10 * 60_000).unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
