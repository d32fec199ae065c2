import { eq } from 'drizzle-orm';
import type { Me } from '@lineup/contract/me';
import type { Language } from '@lineup/contract/languages';
import type { AuthContext } from '#src/auth/auth-context.ts';
import { hashPassword, verifyPassword } from '#src/auth/password.ts';
import { deleteOtherSessions, forgetSessions } from '#src/auth/sessions.ts';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/database.ts';
import { accounts } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { AppError } from '#src/http/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { PASSWORD_PARAMS, passwordProblem } from '#src/auth/password-policy.ts';

/** The signed-in account as the session resolved it: no statement of its own. */
export function getMe(auth: AuthContext): Me {
  return {
    id: auth.accountId,
    name: auth.name,
    email: auth.email,
    phone: auth.phone,
    language: auth.language,
    profile: auth.profile,
    admin: auth.permissions.includes('manage_users'),
    master: auth.isMaster,
    school: auth.schoolId
      ? {
          id: auth.schoolId,
          name: auth.schoolName ?? '',
          timeZone: auth.schoolTimeZone ?? DEFAULT_TIME_ZONE,
          currency: auth.schoolCurrency ?? DEFAULT_CURRENCY,
        }
      : null,
    permissions: [...auth.permissions],
  };
}

/** Changes the password and signs out every other session of the account. */
export async function changePassword(
  db: Database,
  config: Config,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string; language: Language },
): Promise<string> {
  const [account] = await asPlatform(db, (tx) =>
    tx.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, auth.accountId)),
  );
  // An account made by Google sign-in has no password yet and may set one.
  if (account?.passwordHash && !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    const message = translate(input.language, 'password.wrongCurrent');
    throw new AppError('validation_failed', message, [{ path: 'body.currentPassword', message }]);
  }
  const weak = passwordProblem(input.newPassword);
  if (weak) {
    const message = translate(input.language, weak, PASSWORD_PARAMS);
    throw new AppError('validation_failed', message, [{ path: 'body.newPassword', message }]);
  }
  const passwordHash = await hashPassword(input.newPassword, config.PASSWORD_HASH_COST);
  await asPlatform(db, async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, failedSignIns: 0, lockedUntil: null })
      .where(eq(accounts.id, auth.accountId));
    await deleteOtherSessions(tx, auth.accountId, auth.sessionId);
  });
  forgetSessions(db, { accountId: auth.accountId });
  return translate(input.language, 'password.changed');
}

/** Changes the account's name or language. */
export async function updateProfile(
  db: Database,
  auth: AuthContext,
  input: { name?: string | undefined; language?: Language | undefined },
): Promise<Me> {
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await asPlatform(db, (tx) => tx.update(accounts).set(changes).where(eq(accounts.id, auth.accountId)));
    forgetSessions(db, { accountId: auth.accountId });
  }
  return getMe({ ...auth, ...changes });
}
