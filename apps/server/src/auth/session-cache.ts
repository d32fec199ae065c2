import type { Database } from '#src/db/database.ts';
import type { AuthContext } from './auth-context.ts';

/** What changed: every session of an account, or every session in a school (and those without one). */
export type SessionChange = { readonly accountId: string } | { readonly schoolId: string };

interface Entry {
  readonly auth: AuthContext;
  readonly until: number;
}

/**
 * Resolved sessions by token hash, for a short while. An entry is kept only while this
 * process hears the database's announcements of changes; every change removes the entries
 * it touches and starts a new generation, so a lookup that raced a change is not stored.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  #generation = 0;
  #listening = false;
  /** Lookups that went to the database, for the tests and the benchmark. */
  lookups = 0;

  constructor(options: { maxEntries?: number } = {}) {
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now: number): AuthContext | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.auth;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a lookup's answer unless a change was heard since the lookup began. */
  store(tokenHash: string, auth: AuthContext, until: number, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(tokenHash, { auth, until });
  }

  forget(change: SessionChange): void {
    this.#generation += 1;
    for (const [hash, { auth }] of this.#entries) {
      const touched =
        'accountId' in change
          ? auth.accountId === change.accountId
          : auth.schoolId === change.schoolId || auth.schoolId === null;
      if (touched) this.#entries.delete(hash);
    }
  }

  /** Whether changes are being heard; while they are not, nothing is kept. */
  setListening(listening: boolean): void {
    this.#generation += 1;
    this.#listening = listening;
    this.#entries.clear();
  }

  /** Applies an announcement of the database: `a:<account>` or `s:<school>`. */
  announced(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith('a:')) this.forget({ accountId: id });
    else if (payload.startsWith('s:')) this.forget({ schoolId: id });
    else this.setListening(this.#listening);
  }
}

const caches = new WeakMap<Database, SessionCache>();

export function attachSessionCache(db: Database, cache: SessionCache): void {
  caches.set(db, cache);
}

export function sessionCacheOf(db: Database): SessionCache | undefined {
  return caches.get(db);
}
