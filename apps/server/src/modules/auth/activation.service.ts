import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@lineup/contract/languages';
import { accountLanguage } from '#src/i18n/account-language.ts';
import type { Transaction } from '#src/db/database.ts';
import { accounts } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { translate } from '#src/i18n/messages.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sendInBackground } from './background-mail.ts';

/** Creates a one-time activation link for the account (in the caller's transaction); earlier links stop working. */
export async function createActivationLink(tx: Transaction, deps: AuthDeps, accountId: string): Promise<string> {
  const token = await issueAccountToken(tx, {
    accountId,
    purpose: 'activation',
    validForMs: deps.config.ACTIVATION_HOURS * 3_600_000,
  });
  return `${deps.config.PUBLIC_URL}/oauth/api/v1/activate?token=${token}`;
}

export function sendActivationMail(deps: AuthDeps, to: string, language: Language, link: string): void {
  sendInBackground(deps, {
    to,
    subject: translate(language, 'activation.subject'),
    text: translate(language, 'activation.body', { link }),
  });
}

/** Follows an activation link: true when it activated the account; a used or expired link does nothing. */
export function activate(deps: AuthDeps, token: string): Promise<boolean> {
  return asPlatform(deps.db, async (tx) => {
    const accountId = await consumeAccountToken(tx, token, 'activation');
    if (!accountId) return false;
    await tx
      .update(accounts)
      .set({ activatedAt: sql`coalesce(${accounts.activatedAt}, now())` })
      .where(eq(accounts.id, accountId));
    return true;
  });
}

/**
 * Sends a new link to an account still waiting for activation, at most a few per hour per
 * address; answers the same for every address, known or not, limited or not.
 */
export async function resendActivation(deps: AuthDeps, email: string, requested: Language): Promise<void> {
  const address = email.trim().toLowerCase();
  if (!address || !deps.limits.activationMail.take(address)) return;
  const pending = await asPlatform(deps.db, async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, email: accounts.email, language: accounts.language })
      .from(accounts)
      .where(and(sql`lower(${accounts.email}) = ${address}`, isNull(accounts.activatedAt)))
      .limit(1);
    if (!account) return null;
    return { ...account, link: await createActivationLink(tx, deps, account.id) };
  });
  if (pending) {
    sendActivationMail(deps, pending.email, accountLanguage(pending.language, requested), pending.link);
  }
}
