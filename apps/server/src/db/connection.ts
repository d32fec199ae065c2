import type { PgDialect } from 'drizzle-orm/pg-core';

// What the drivers (open-pglite.ts, open-postgres.ts) share with the code that opens them.

export const APP_ROLE = 'lineup_app';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** The app's connection could leave its rights: a superuser, or a role able to become one. */
export class DatabaseRoleError extends Error {
  override name = 'DatabaseRoleError';
}

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
