import type { FastifyInstance } from 'fastify';
import type { Database } from './database.ts';
import { LIST_CHANNEL } from './listen.ts';

/**
 * How many rows each school has in a table whose additions and removals the database announces
 * (migration 0024), for lists read without a search or a filter: the count of a school's whole
 * list is then taken once instead of on every page. An entry is kept only while this process
 * hears the announcements; each one removes the counts it touches and starts a new generation,
 * so a count taken before a change is not stored after it.
 */
export class ListCounts {
  readonly #counts = new Map<string, number>();
  readonly #maxEntries: number;
  #generation = 0;
  #listening = false;

  constructor(options: { maxEntries?: number } = {}) {
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  get generation(): number {
    return this.#generation;
  }

  get(table: string, schoolId: string): number | undefined {
    return this.#counts.get(`${table}:${schoolId}`);
  }

  /** Keeps a count unless a change was announced since it began to be taken. */
  store(table: string, schoolId: string, count: number, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#counts.size >= this.#maxEntries) {
      const oldest = this.#counts.keys().next();
      if (!oldest.done) this.#counts.delete(oldest.value);
    }
    this.#counts.set(`${table}:${schoolId}`, count);
  }

  /** Applies an announcement: `<table>:<school>` for one school's rows, `<table>` for all of them. */
  announced(payload: string): void {
    this.#generation += 1;
    if (payload.includes(':')) {
      this.#counts.delete(payload);
      return;
    }
    for (const key of this.#counts.keys()) if (key.startsWith(`${payload}:`)) this.#counts.delete(key);
  }

  /** Whether changes are being heard; while they are not, nothing is kept. */
  setListening(listening: boolean): void {
    this.#generation += 1;
    this.#listening = listening;
    this.#counts.clear();
  }
}

const caches = new WeakMap<Database, ListCounts>();

export function listCountsOf(db: Database): ListCounts | undefined {
  return caches.get(db);
}

/**
 * Drops this process's count of a school's list after a committed change that added or removed
 * its rows, at once; the database's announcement tells the other processes (and this one again).
 */
export function forgetListCount(db: Database, table: string, schoolId: string): void {
  caches.get(db)?.announced(`${table}:${schoolId}`);
}

/** The app's list counts, kept while the database's announcements are heard; they stop with the app. */
export async function registerListCounts(app: FastifyInstance): Promise<void> {
  const counts = new ListCounts();
  caches.set(app.database.db, counts);
  const unlisten = await app.database.listen(LIST_CHANNEL, {
    message: (payload) => counts.announced(payload),
    listening: () => counts.setListening(true),
    lost: () => counts.setListening(false),
  });
  app.addHook('onClose', async () => {
    caches.delete(app.database.db);
    await unlisten();
  });
}
