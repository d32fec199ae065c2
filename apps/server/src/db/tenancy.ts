import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';

export interface TenantContext {
  /** The current school of the session, or null for an account with none. */
  readonly schoolId: string | null;
  readonly accountId: string | null;
}

/**
 * Runs `work` in one transaction whose first statement is `opening` (a plain statement without
 * parameters), sent with the transaction's start where the driver can: one round trip to the
 * database instead of two. Each driver gives its own when the database is opened.
 */
export type TransactionOpener = <T>(opening: string, work: (tx: Transaction) => Promise<T>) => Promise<T>;

const openers = new WeakMap<Database, TransactionOpener>();

export function attachTransactionOpener(db: Database, opener: TransactionOpener): void {
  openers.set(db, opener);
}

/** Drizzle's own transaction, then the opening statement: what any database can do. */
function openTransaction<T>(db: Database, opening: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const opener = openers.get(db);
  if (opener) return opener(opening, work);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(opening));
    return work(tx);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id as the literal of the opening statement. Ids come from the session, never from the
 * request, and are uuids; anything else is refused rather than written into the statement.
 */
function idLiteral(id: string | null): string {
  if (id === null) return "''";
  if (!UUID.test(id)) throw new Error('A school or account id is not a uuid');
  return `'${id.toLowerCase()}'`;
}

/** The transaction-local settings that row-level security reads (`app_school()`, `app_account()`). */
export function tenantSettings(context: TenantContext): string {
  return `select set_config('app.school', ${idLiteral(context.schoolId)}, true), set_config('app.account', ${idLiteral(context.accountId)}, true)`;
}

/**
 * Runs `work` in one transaction scoped to a school: row-level security shows and
 * accepts only that school's rows (and the account's own memberships). The settings are
 * transaction-local and are set with the transaction's start, before any of `work` runs.
 */
export function inTenant<T>(db: Database, context: TenantContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return openTransaction(db, tenantSettings(context), work);
}

/** Runs `work` as the platform role, across every school (Master views, sign-in, health). */
export function asPlatform<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return openTransaction(db, 'set local role lineup_platform', work);
}
