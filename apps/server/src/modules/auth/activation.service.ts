import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '@lineup/contract/languages';
import { isLanguage } from '@lineup/contract/languages';
import type { Transaction } from '#src/db/database.ts';
import { accounts, accountTokens } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { translate } from '#src/i18n/messages.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';
import type { AuthDeps } from './auth.deps.ts';

/** Creates a one-time activation link for the account (in the caller's transaction). */
export async function createActivationLink(
  tx: Transaction,
  deps: AuthDeps,
  accountId: string,
  baseUrl: string,
): Promise<string> {
  const token = randomToken();
  await tx.insert(accountTokens).values({
    tokenHash: sha256(token),
    accountId,
    purpose: 'activation',
    expiresAt: new Date(Date.now() + deps.config.ACTIVATION_HOURS * 3_600_000),
  });
  return `${baseUrl}/oauth/api/v1/activate?token=${token}`;
}

export function sendActivationMail(deps: AuthDeps, to: string, language: Language, link: string): Promise<void> {
  return deps.mailer.send({
    to,
    subject: translate(language, 'activation.subject'),
    text: translate(language, 'activation.body', { link }),
  });
}

/** Follows an activation link: true when it activated the account; a used or expired link does nothing. */
export function activate(deps: AuthDeps, token: string): Promise<boolean> {
  return asPlatform(deps.db, async (tx) => {
    const [used] = await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.tokenHash, sha256(token)),
          eq(accountTokens.purpose, 'activation'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ accountId: accountTokens.accountId });
    if (!used) return false;
    await tx
      .update(accounts)
      .set({ activatedAt: sql`coalesce(${accounts.activatedAt}, now())` })
      .where(eq(accounts.id, used.accountId));
    return true;
  });
}

/** Sends a new link to an account still waiting for activation; says nothing about others. */
export async function resendActivation(deps: AuthDeps, email: string, baseUrl: string): Promise<void> {
  const pending = await asPlatform(deps.db, async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, email: accounts.email, language: accounts.language })
      .from(accounts)
      .where(and(sql`lower(${accounts.email}) = lower(${email})`, isNull(accounts.activatedAt)))
      .limit(1);
    if (!account) return null;
    return { ...account, link: await createActivationLink(tx, deps, account.id, baseUrl) };
  });
  if (pending) {
    const language = isLanguage(pending.language) ? pending.language : 'pt';
    await sendActivationMail(deps, pending.email, language, pending.link);
  }
}
