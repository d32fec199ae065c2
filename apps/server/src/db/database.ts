import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * Drizzle over either driver; queries run as the non-superuser role `lineup_app`. Queries are
 * written with the query builder and `sql`, not drizzle's relational API: without a relational
 * schema, a transaction does not build a query object for each of the tables every time it starts.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** Receives the announcements (NOTIFY) of one channel. */
export interface ChannelListener {
  message(payload: string): void;
  /** Announcements are heard from now on: at the start and after a lost connection is back. */
  listening(): void;
  /** Announcements may be missed until `listening` is called again. */
  lost(): void;
}

export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /** Listens to a channel until the returned function is called. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** Vacuums and analyzes the tables, where the database does not do it itself (PGlite, db/pglite-upkeep.ts). */
  upkeep?(): Promise<void>;
  close(): Promise<void>;
}

/** Both drivers answer `execute` with an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
