import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type DatabaseDriver = 'pglite' | 'postgres';

/** Drizzle over either driver; queries run as the non-superuser role `lineup_app`. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  close(): Promise<void>;
}

/** Both drivers answer `execute` with an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
