import type { PgDialect } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './database.ts';

export const APP_ROLE = 'lineup_app';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** The app's connection could leave its rights: a superuser, or a role able to become one. */
export class DatabaseRoleError extends Error {
  override name = 'DatabaseRoleError';
}

export type DatabaseOptions =
  | { readonly driver: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob }
  | {
      readonly driver: 'postgres';
      /** The app's pool: a login role without superuser, BYPASSRLS or CREATEROLE (lineup_app). */
      readonly url: string;
      /** Migrations: the owner of the database, allowed to create roles the first time. */
      readonly migrationUrl: string;
      readonly poolSize?: number;
    };

/** The same server and database as `url`, logging in as `user` without a password. */
export function withUser(url: string, user: string): string {
  const copy = new URL(url);
  copy.username = user;
  copy.password = '';
  return copy.toString();
}

/**
 * What drizzle keeps of a database to start a transaction on one connection: the SQL dialect
 * and the session's options (its own transactions read the same).
 */
interface DrizzleParts {
  readonly dialect: PgDialect;
  readonly session: { readonly options: object };
}

export const partsOf = (db: unknown) => db as DrizzleParts;

/**
 * Opens the configured database, applies pending migrations, then drops to the app role. Each
 * driver's code loads only when it is the one configured: a server on PostgreSQL never loads PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'pglite') return (await import('./open-pglite.ts')).openPglite(options);
  return (await import('./open-postgres.ts')).openPostgres(options);
}
