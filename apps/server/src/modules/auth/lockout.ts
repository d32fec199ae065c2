import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@lineup/contract/languages';
import { accountLanguage } from '#src/i18n/account-language.ts';
import type { Transaction } from '#src/db/database.ts';
import { accounts, signInFailures } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { translate } from '#src/i18n/messages.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sendInBackground } from './background-mail.ts';

/** Wrong passwords one client address may try on an account before that address is slowed down. */
export const CLIENT_FREE_FAILURES = 5;
/** Wrong passwords from all addresses together that lock the account and e-mail its owner an unlock link. */
export const ACCOUNT_MAX_FAILURES = 20;
/** How long such a lock lasts, and its unlock link with it. */
export const ACCOUNT_LOCK_HOURS = 24;
const HOUR = 3_600_000;

interface LockedAccount {
  readonly id: string;
  readonly email: string;
  readonly language: string | null;
  readonly lockedUntil: Date | null;
}

/** After the free failures, each further one keeps the address out twice as long, up to an hour. */
function clientLockFor(failures: number): Date | null {
  if (failures < CLIENT_FREE_FAILURES) return null;
  const minutes = Math.min(2 ** (failures - CLIENT_FREE_FAILURES), 60);
  return new Date(Date.now() + minutes * 60_000);
}

/** Whether a password from this address must be refused, right or wrong. */
export async function isLockedOut(deps: AuthDeps, account: LockedAccount, client: string): Promise<boolean> {
  const now = Date.now();
  if (account.lockedUntil && account.lockedUntil.getTime() > now) return true;
  const [row] = await asPlatform(deps.db, (tx) =>
    tx
      .select({ lockedUntil: signInFailures.lockedUntil })
      .from(signInFailures)
      .where(and(eq(signInFailures.accountId, account.id), eq(signInFailures.client, client))),
  );
  return Boolean(row?.lockedUntil && row.lockedUntil.getTime() > now);
}

/**
 * Counts a wrong password for the account and the address. The address alone is slowed down;
 * the account locks only when all addresses together pass the ceiling, and then its owner is
 * e-mailed a one-time unlock link, so the real user always has a way in.
 */
export async function recordFailure(
  deps: AuthDeps,
  account: LockedAccount,
  client: string,
  requested: Language,
): Promise<void> {
  const unlockLink = await asPlatform(deps.db, async (tx) => {
    // A failure more than a day after the last one starts the count again.
    const [counted] = await tx
      .insert(signInFailures)
      .values({ accountId: account.id, client, failures: 1 })
      .onConflictDoUpdate({
        target: [signInFailures.accountId, signInFailures.client],
        set: {
          failures: sql`case when ${signInFailures.updatedAt} < now() - interval '1 day' then 1 else ${signInFailures.failures} + 1 end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ failures: signInFailures.failures });
    await tx
      .update(signInFailures)
      .set({ lockedUntil: clientLockFor(counted?.failures ?? 1) })
      .where(and(eq(signInFailures.accountId, account.id), eq(signInFailures.client, client)));
    const [total] = await tx
      .update(accounts)
      .set({ failedSignIns: sql`${accounts.failedSignIns} + 1` })
      .where(eq(accounts.id, account.id))
      .returning({ failures: accounts.failedSignIns });
    if ((total?.failures ?? 0) < ACCOUNT_MAX_FAILURES) return null;
    return lockAccount(tx, deps, account, client);
  });
  if (unlockLink) {
    const language = accountLanguage(account.language, requested);
    sendInBackground(deps, {
      to: account.email,
      subject: translate(language, 'unlock.subject'),
      text: translate(language, 'unlock.body', {
        link: unlockLink,
        hours: ACCOUNT_LOCK_HOURS,
        login: `${deps.config.PUBLIC_URL}/?login=true`,
      }),
    });
  }
}

async function lockAccount(tx: Transaction, deps: AuthDeps, account: LockedAccount, client: string): Promise<string> {
  await tx
    .update(accounts)
    .set({ failedSignIns: 0, lockedUntil: new Date(Date.now() + ACCOUNT_LOCK_HOURS * HOUR) })
    .where(eq(accounts.id, account.id));
  const token = await issueAccountToken(tx, {
    accountId: account.id,
    purpose: 'unlock',
    validForMs: ACCOUNT_LOCK_HOURS * HOUR,
  });
  await recordAudit(tx, {
    action: 'account_locked',
    schoolId: null,
    actor: null,
    target: account.email,
    data: { failures: String(ACCOUNT_MAX_FAILURES) },
    ip: client,
  });
  return `${deps.config.PUBLIC_URL}/oauth/api/v1/unlock?token=${token}`;
}

/** A right password: this address starts afresh, and so does the account's count. */
export async function recordSuccess(tx: Transaction, accountId: string, client: string): Promise<void> {
  await tx
    .delete(signInFailures)
    .where(and(eq(signInFailures.accountId, accountId), eq(signInFailures.client, client)));
  await tx.update(accounts).set({ failedSignIns: 0, lockedUntil: null }).where(eq(accounts.id, accountId));
}

/** Lifts every lock of the account (an unlock link or a new password). */
export async function clearLocks(tx: Transaction, accountId: string): Promise<void> {
  await tx.delete(signInFailures).where(eq(signInFailures.accountId, accountId));
  await tx.update(accounts).set({ failedSignIns: 0, lockedUntil: null }).where(eq(accounts.id, accountId));
}

/** Follows an unlock link: true when it lifted the lock; a used or expired link does nothing. */
export function unlockAccount(deps: AuthDeps, token: string, client: string): Promise<boolean> {
  return asPlatform(deps.db, async (tx) => {
    const accountId = await consumeAccountToken(tx, token, 'unlock');
    if (!accountId) return false;
    await clearLocks(tx, accountId);
    const [account] = await tx.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
    await recordAudit(tx, {
      action: 'account_unlocked',
      schoolId: null,
      actor: { accountId, email: account?.email ?? null },
      target: account?.email ?? null,
      ip: client,
    });
    return true;
  });
}
