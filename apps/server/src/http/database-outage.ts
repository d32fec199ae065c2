import type { FastifyBaseLogger } from 'fastify';
import { unavailableDatabaseCause } from '#src/db/errors.ts';

/** What a 503 `database_unavailable` answer's `Retry-After` says, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** The warning of an outage is written at most this often; a long one is warned of again each time. */
export const WARN_EVERY_MS = 60_000;

/** While the database is out of reach, it is pinged this often, to say when it is back. */
export const PING_EVERY_MS = 2_000;

interface Outage {
  readonly since: number;
  /** The requests answered 503 since it began. */
  answered: number;
  /** Whether its warning was written: a short outage soon after another is only counted. */
  warned: boolean;
}

/**
 * The database's outages as the log tells them: one warning, without a stack, when requests first
 * find it out of reach, then one a minute while it stays so, each counting the requests answered
 * 503 since the last; and an info line when a ping finds it back. Not a line per request: under
 * load, an outage would otherwise write a stack a request. An outage that begins within a minute
 * of the last warning is not warned of until that minute is over; its 503s join the next warning.
 */
export class DatabaseOutages {
  readonly #log: FastifyBaseLogger;
  readonly #ping: () => Promise<unknown>;
  readonly #now: () => number;
  #outage: Outage | null = null;
  #warnedAt = -Infinity;
  /** The requests answered 503 that no line has counted yet. */
  #unlogged = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: { log: FastifyBaseLogger; ping: () => Promise<unknown>; now?: () => number }) {
    this.#log = options.log;
    this.#ping = options.ping;
    this.#now = options.now ?? Date.now;
  }

  /** Whether requests have found the database out of reach, and no ping has found it back since. */
  get down(): boolean {
    return this.#outage !== null;
  }

  /** A request was answered 503 because of `error`, which says the database cannot be reached. */
  failed(error: unknown): void {
    const now = this.#now();
    let outage = this.#outage;
    if (outage === null) {
      outage = { since: now, answered: 0, warned: false };
      this.#outage = outage;
      this.#watch();
    }
    outage.answered += 1;
    this.#unlogged += 1;
    if (now - this.#warnedAt < WARN_EVERY_MS) return;
    this.#warnedAt = now;
    const cause = unavailableDatabaseCause(error);
    this.#log.warn(
      {
        database: { code: cause?.code, reason: cause?.message },
        downForSeconds: Math.round((now - outage.since) / 1000),
        answered503: this.#unlogged,
      },
      outage.warned
        ? 'database still unavailable: requests are answered 503'
        : 'database unavailable: requests are answered 503 until it is back',
    );
    outage.warned = true;
    this.#unlogged = 0;
  }

  /** Pings the database until it answers, then says it is back. */
  #watch(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#ping().then(
        () => this.#back(),
        () => this.#watch(),
      );
    }, PING_EVERY_MS);
    // A process that is ending does not wait for the database to come back.
    this.#timer.unref();
  }

  #back(): void {
    const outage = this.#outage;
    this.#outage = null;
    if (outage === null || this.#stopped || !outage.warned) return;
    this.#log.info(
      { downForSeconds: Math.round((this.#now() - outage.since) / 1000), answered503: outage.answered },
      'database is back: requests are served again',
    );
    this.#unlogged = 0;
  }

  /** Stops pinging; the app is closing. */
  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }
}
