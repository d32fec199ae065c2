import { eq, sql } from 'drizzle-orm';
import type { Language } from '@lineup/contract/languages';
import { accountLanguage } from '#src/i18n/account-language.ts';
import { hashPassword } from '#src/auth/password.ts';
import { forgetSessions } from '#src/auth/sessions.ts';
import { accounts, sessions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { AppError } from '#src/http/app-error.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { consumeAccountToken, issueAccountToken, peekAccountToken, revokeAccountTokens } from './account-tokens.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sendInBackground } from './background-mail.ts';
import { clearLocks } from './lockout.ts';
import { PASSWORD_PARAMS, passwordProblem } from '#src/auth/password-policy.ts';

/** How long a password-reset link works. */
export const RESET_VALID_MS = 3_600_000;

/**
 * E-mails a one-time link to choose a new password. The answer is the same, and as quick,
 * whether or not the address has an account: the mail leaves in the background, and past a
 * few per hour for one address nothing more is sent.
 */
export async function requestPasswordReset(deps: AuthDeps, input: { email: string; language: Language }) {
  const address = input.email.trim().toLowerCase();
  if (address && deps.limits.resetMail.take(address)) {
    const found = await asPlatform(deps.db, async (tx) => {
      const [account] = await tx
        .select({ id: accounts.id, email: accounts.email, language: accounts.language })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${address}`)
        .limit(1);
      if (!account) return null;
      const token = await issueAccountToken(tx, {
        accountId: account.id,
        purpose: 'password_reset',
        validForMs: RESET_VALID_MS,
      });
      return { ...account, link: `${deps.config.PUBLIC_URL}/?reset=${token}` };
    });
    if (found) {
      const language = accountLanguage(found.language, input.language);
      sendInBackground(deps, {
        to: found.email,
        subject: translate(language, 'reset.subject'),
        text: translate(language, 'reset.body', { link: found.link }),
      });
    }
  }
  return translate(input.language, 'reset.requested');
}

/**
 * Sets a new password from a reset link: the link is used up, every session of the account
 * ends, every lock is lifted, and the activity log records it. Following the link also proves
 * the mailbox, which completes a pending activation.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string; language: Language; client: string },
): Promise<string> {
  const { language } = input;
  const weak = passwordProblem(input.password);
  if (weak) {
    const message = translate(language, weak, PASSWORD_PARAMS);
    throw new AppError('validation_failed', message, [{ path: 'body.password', message }]);
  }
  const invalid = () => localizedError('conflict', language, 'reset.invalid');
  // Hash only for a link that can still work, so made-up tokens cost no password hashing.
  const pending = await asPlatform(deps.db, (tx) => peekAccountToken(tx, input.token, 'password_reset'));
  if (!pending) throw invalid();
  const passwordHash = await hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
  const accountId = await asPlatform(deps.db, async (tx) => {
    const accountId = await consumeAccountToken(tx, input.token, 'password_reset');
    if (!accountId) throw invalid();
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, activatedAt: sql`coalesce(${accounts.activatedAt}, now())` })
      .where(eq(accounts.id, accountId))
      .returning({ email: accounts.email });
    await clearLocks(tx, accountId);
    await revokeAccountTokens(tx, accountId, 'unlock');
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
    await recordAudit(tx, {
      action: 'password_reset',
      schoolId: null,
      actor: { accountId, email: account?.email ?? null },
      target: account?.email ?? null,
      ip: input.client,
    });
    return accountId;
  });
  forgetSessions(deps.db, { accountId });
  return translate(language, 'reset.done');
}
