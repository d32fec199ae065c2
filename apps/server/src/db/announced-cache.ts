import type { FastifyInstance } from 'fastify';
import type { Database } from './database.ts';

/**
 * Values read from the database and kept in this process while it hears the database announce
 * the changes that make them wrong (db/listen.ts). Each value belongs to a scope (one school's
 * rows of a table, say); an announcement names a scope, or a family of scopes, and removes their
 * values at once. A read takes a ticket before it begins (`ticket`) and its value is stored only if
 * no announcement for its scope came after the ticket, so a value read before a change is never
 * kept after it. While announcements are not heard, nothing is kept.
 */
export class AnnouncedCache<V> {
  readonly #scopes = new Map<string, Map<string, { value: V; expires: number; weight: number }>>();
  /** The ticket of each scope's last announcement, for stores that began before it. */
  readonly #announced = new Map<string, number>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  readonly #weigh: (value: V) => number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #entries = 0;
  #weight = 0;
  #ticket = 0;
  /** Stores with a ticket below this are refused: every scope was announced, or hearing began or stopped. */
  #floor = 0;
  #listening = false;

  constructor(
    options: {
      maxEntries?: number;
      /** At most this much kept, as `weigh` counts it (bytes, say); each value counts 1 without it. */
      maxWeight?: number;
      weigh?: (value: V) => number;
      ttlMs?: number;
      now?: () => number;
    } = {},
  ) {
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.#weigh = options.weigh ?? (() => 1);
    this.#ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
  }

  /** What a read takes before it begins, to store its value with. */
  ticket(): number {
    return this.#ticket;
  }

  get(scope: string, key: string): V | undefined {
    const entries = this.#scopes.get(scope);
    const entry = entries?.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.#now()) return entry.value;
    this.#remove(scope, key);
    return undefined;
  }

  /** How many values of a scope are kept (expired ones among them, until asked for). */
  count(scope: string): number {
    return this.#scopes.get(scope)?.size ?? 0;
  }

  /**
   * Keeps a value unless its scope was announced since `ticket` was taken, until `expires` when
   * given and sooner than the cache's time to live; the scopes kept longest make room.
   */
  store(scope: string, key: string, value: V, ticket: number, expires = Number.POSITIVE_INFINITY): void {
    if (!this.keeps(scope, ticket, expires)) return;
    const weight = this.#weigh(value);
    const until = Math.min(expires, this.#now() + this.#ttlMs);
    if (weight > this.#maxWeight) return;
    this.#remove(scope, key);
    while (this.#entries >= this.#maxEntries || this.#weight + weight > this.#maxWeight) {
      const [oldest, dropped] = this.#scopes.entries().next().value ?? [];
      if (oldest === undefined || !dropped) break;
      this.#dropScope(oldest, dropped);
    }
    let entries = this.#scopes.get(scope);
    if (!entries) {
      entries = new Map();
      this.#scopes.set(scope, entries);
    }
    entries.set(key, { value, expires: until, weight });
    this.#entries += 1;
    this.#weight += weight;
  }

  /** Whether a value of the scope read since `ticket`, true until `expires`, would be kept now (if not too heavy). */
  keeps(scope: string, ticket: number, expires = Number.POSITIVE_INFINITY): boolean {
    if (!this.#listening || ticket < this.#floor || (this.#announced.get(scope) ?? -1) > ticket) return false;
    return expires > this.#now() && this.#ttlMs > 0;
  }

  #remove(scope: string, key: string): void {
    const entries = this.#scopes.get(scope);
    const entry = entries?.get(key);
    if (!entries || !entry) return;
    entries.delete(key);
    if (entries.size === 0) this.#scopes.delete(scope);
    this.#entries -= 1;
    this.#weight -= entry.weight;
  }

  #dropScope(scope: string, entries: Map<string, { weight: number }>): void {
    this.#scopes.delete(scope);
    this.#entries -= entries.size;
    for (const entry of entries.values()) this.#weight -= entry.weight;
  }

  /** Removes the values of one scope, or of every scope `matches` accepts (all of them when absent). */
  announced(scope: string): void;
  announced(matches?: (scope: string) => boolean): void;
  announced(which?: string | ((scope: string) => boolean)): void {
    this.#ticket += 1;
    if (typeof which === 'string') {
      this.#announced.set(which, this.#ticket);
      const entries = this.#scopes.get(which);
      if (entries) this.#dropScope(which, entries);
      // The record of announcements is bounded: past its size, every read under way is refused.
      if (this.#announced.size > this.#maxEntries) this.#forgetAll();
      return;
    }
    if (!which) {
      this.#forgetAll();
      return;
    }
    for (const [scope, entries] of this.#scopes) if (which(scope)) this.#dropScope(scope, entries);
    // Which reads under way those scopes' are is not known: none of them is kept.
    this.#floor = this.#ticket;
  }

  /** Whether changes are being heard; while they are not, nothing is kept. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.#forgetAll();
  }

  #forgetAll(): void {
    this.#scopes.clear();
    this.#announced.clear();
    this.#entries = 0;
    this.#weight = 0;
    this.#ticket += 1;
    this.#floor = this.#ticket;
  }
}

/** What hears a channel's announcements: each one as it comes, and whether they are heard. */
export interface AnnouncementTarget {
  announced(payload: string): void;
  setListening(listening: boolean): void;
}

/**
 * Values kept per school while the database announces each change to a school's rows of the
 * domain (migration 0026): `<school>` removes that school's values, '' (a table emptied) all of them.
 */
export class SchoolCache<V> implements AnnouncementTarget {
  readonly #cache: AnnouncedCache<V>;

  constructor(options: ConstructorParameters<typeof AnnouncedCache<V>>[0] = {}) {
    this.#cache = new AnnouncedCache(options);
  }

  get(schoolId: string, key: string): V | undefined {
    return this.#cache.get(schoolId, key);
  }

  /** What a read takes before it begins, to store its value with (`AnnouncedCache.ticket`). */
  ticket(): number {
    return this.#cache.ticket();
  }

  /** Whether a value read since `ticket`, true until `expires`, would be kept now (`AnnouncedCache.keeps`). */
  keeps(schoolId: string, ticket: number, expires?: number): boolean {
    return this.#cache.keeps(schoolId, ticket, expires);
  }

  store(schoolId: string, key: string, value: V, ticket: number, expires?: number): void {
    this.#cache.store(schoolId, key, value, ticket, expires);
  }

  /** How many values of a school are kept. */
  count(schoolId: string): number {
    return this.#cache.count(schoolId);
  }

  announced(payload: string): void {
    if (payload) this.#cache.announced(payload);
    else this.#cache.announced();
  }

  setListening(listening: boolean): void {
    this.#cache.setListening(listening);
  }
}

/**
 * One `AnnouncementTarget` per app, found by the app's database: `register` makes it and hands it
 * the announcements of `channel` while the app runs; `of` finds it, none once the app has closed.
 */
export function perApp<T extends AnnouncementTarget>(channel: string, make: () => T) {
  const targets = new WeakMap<Database, T>();
  return {
    of: (db: Database): T | undefined => targets.get(db),
    async register(app: FastifyInstance): Promise<void> {
      const target = make();
      const db = app.database.db;
      targets.set(db, target);
      const unlisten = await app.database.listen(channel, {
        message: (payload) => target.announced(payload),
        listening: () => target.setListening(true),
        lost: () => target.setListening(false),
      });
      app.addHook('onClose', async () => {
        targets.delete(db);
        await unlisten();
      });
    },
  };
}
