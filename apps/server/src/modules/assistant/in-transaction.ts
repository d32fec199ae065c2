import type { Database, Transaction } from '#src/db/database.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';

/**
 * A call whose services run inside `tx` rather than in a transaction of their own: a screen's
 * service (its rules, the conflict engine, the activity log) runs unchanged, and the caller
 * decides whether what it did is kept (Confirm) or rolled back (the preview).
 */
export function callInTransaction(call: CallContext, tx: Transaction): CallContext {
  const db = new Proxy(call.db, {
    get(target, property) {
      if (property === 'transaction') return (work: (inner: Transaction) => Promise<unknown>) => work(tx);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as Database;
  return { ...call, db };
}

class RolledBack {
  readonly value: unknown;
  constructor(value: unknown) {
    this.value = value;
  }
}

/**
 * Runs `work` in a transaction of the caller's school and rolls it back whatever it did: what a
 * change would be, with the same rows, locks and refusals as the change itself, and nothing kept.
 */
export async function dryRun<T>(call: CallContext, work: (call: CallContext) => Promise<T>): Promise<T> {
  try {
    await withSchool(call, async (tx) => {
      throw new RolledBack(await work(callInTransaction(call, tx)));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('a dry run ended without rolling back');
}
