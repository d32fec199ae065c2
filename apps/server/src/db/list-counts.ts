import { AnnouncedCache, perApp, type AnnouncementTarget } from './announced-cache.ts';
import type { Database } from './database.ts';
import { LIST_CHANNEL } from './listen.ts';

/**
 * How many rows each school has in a table whose additions and removals the database announces
 * (migration 0024), for lists read without a search or a filter: the count of a school's whole
 * list is then taken once instead of on every page. Announcements are `<table>:<school>` for one
 * school's rows, `<table>` for all of them.
 */
export class ListCounts implements AnnouncementTarget {
  readonly #cache: AnnouncedCache<number>;

  constructor(options: { maxEntries?: number } = {}) {
    this.#cache = new AnnouncedCache(options);
  }

  /** What a count takes before it is read, to store it with (`AnnouncedCache.ticket`). */
  get generation(): number {
    return this.#cache.ticket();
  }

  get(table: string, schoolId: string): number | undefined {
    return this.#cache.get(`${table}:${schoolId}`, '');
  }

  /** Keeps a count unless a change to its school's rows was announced since it began to be taken. */
  store(table: string, schoolId: string, count: number, generation: number): void {
    this.#cache.store(`${table}:${schoolId}`, '', count, generation);
  }

  announced(payload: string): void {
    if (payload.includes(':')) this.#cache.announced(payload);
    else this.#cache.announced((scope) => scope.startsWith(`${payload}:`));
  }

  setListening(listening: boolean): void {
    this.#cache.setListening(listening);
  }
}

const listCounts = perApp(LIST_CHANNEL, () => new ListCounts());

export const listCountsOf = listCounts.of;

/** The app's list counts, kept while the database's announcements are heard; they stop with the app. */
export const registerListCounts = listCounts.register;

/**
 * Drops this process's count of a school's list after a committed change that added or removed
 * its rows, at once; the database's announcement tells the other processes (and this one again).
 */
export function forgetListCount(db: Database, table: string, schoolId: string): void {
  listCounts.of(db)?.announced(`${table}:${schoolId}`);
}
