import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';

export interface TenantContext {
  /** The current school of the session, or null for an account with none. */
  readonly schoolId: string | null;
  readonly accountId: string | null;
}

/**
 * Runs `work` in one transaction scoped to a school: row-level security shows and
 * accepts only that school's rows (and the account's own memberships).
 */
export function inTenant<T>(db: Database, context: TenantContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.school', ${context.schoolId ?? ''}, true), set_config('app.account', ${context.accountId ?? ''}, true)`,
    );
    return work(tx);
  });
}

/** Runs `work` as the platform role, across every school (Master views, sign-in, health). */
export function asPlatform<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role lineup_platform`);
    return work(tx);
  });
}
