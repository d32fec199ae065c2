import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { SigninResponse } from '@lineup/contract/auth';
import type { Language } from '@lineup/contract/languages';
import { hashPassword, verifyPassword } from '#src/auth/password.ts';
import { createSession, resolveSession } from '#src/auth/sessions.ts';
import { accounts, phoneCodes } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { AppError } from '#src/http/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { sha256 } from '#src/lib/tokens.ts';
import type { AuthDeps } from './auth.deps.ts';
import { isLockedOut, recordFailure, recordSuccess } from './lockout.ts';
import { normalisePhone } from '#src/auth/phone.ts';

export const MAX_CODE_ATTEMPTS = 5;

let dummyHash: Promise<string> | undefined;

/** Every sign-in failure reads the same to the client (spec section 8). */
export function wrongCredentials(language: Language): AppError {
  return new AppError('unauthorized', translate(language, 'signin.wrong'));
}

/**
 * The work of a real password check against a hash no password matches, so an unknown
 * account takes as long to refuse as a wrong password.
 */
export async function verifyDummyPassword(password: string, cost: number): Promise<void> {
  await verifyPassword(password, await (dummyHash ??= hashPassword('not a password', cost)));
}

export function codeHash(phone: string, code: string): string {
  return sha256(`${phone}:${code}`);
}

/** Starts a session for the account and answers as the spec's sign-in call does. */
export async function startSession(deps: AuthDeps, accountId: string): Promise<SigninResponse> {
  const token = await asPlatform(deps.db, (tx) => createSession(tx, accountId, deps.config));
  return { access_token: token, ...(await describe(deps, token)) };
}

async function describe(deps: AuthDeps, token: string): Promise<Omit<SigninResponse, 'access_token'>> {
  // Read through the same path every request takes, so the profile matches what /me says.
  const auth = await resolveSession(deps.db, token, deps.config);
  if (!auth) throw new AppError('internal', 'The new session could not be read.');
  return { name: auth.name, email: auth.email, profile: auth.profile };
}

/**
 * E-mail and password. Every refusal before the password is known to be right reads
 * 'Wrong email/password' and costs one password check, whether the account is unknown,
 * locked out or the password wrong; only a right password may learn the account awaits activation.
 */
export async function signInWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; language: Language; client: string },
): Promise<SigninResponse> {
  const email = input.email.trim().toLowerCase();
  if (!email || !input.password) throw wrongCredentials(input.language);
  const attempts = `${email} ${input.client}`;
  if (!deps.limits.signin.take(attempts))
    throw new AppError('rate_limited', 'Rate limit exceeded. Please try again later.');
  const [account] = await asPlatform(deps.db, (tx) =>
    tx
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email}`)
      .limit(1),
  );
  if (!account?.passwordHash) {
    await verifyDummyPassword(input.password, deps.config.PASSWORD_HASH_COST);
    throw wrongCredentials(input.language);
  }
  const locked = await isLockedOut(deps, account, input.client);
  const valid = await verifyPassword(input.password, account.passwordHash);
  if (locked) throw wrongCredentials(input.language);
  if (!valid) {
    await recordFailure(deps, account, input.client, input.language);
    throw wrongCredentials(input.language);
  }
  if (!account.activatedAt) throw new AppError('not_activated', translate(input.language, 'signin.notActivated'));
  // The limit is against guessing: the right password frees the address to sign in again at once.
  deps.limits.signin.forget(attempts);
  const session = await asPlatform(deps.db, async (tx) => {
    await recordSuccess(tx, account.id, input.client);
    return createSession(tx, account.id, deps.config);
  });
  return { access_token: session, ...(await describe(deps, session)) };
}

export async function signInWithPhoneCode(
  deps: AuthDeps,
  input: { phone: string; code: string; language: Language },
): Promise<SigninResponse> {
  const phone = normalisePhone(input.phone);
  if (!phone || !/^\d{4,10}$/.test(input.code)) throw wrongCredentials(input.language);
  const token = await asPlatform(deps.db, async (tx) => {
    const [pending] = await tx
      .select()
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.phone, phone),
          isNull(phoneCodes.accountId),
          isNull(phoneCodes.usedAt),
          gt(phoneCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1)
      .for('update');
    if (!pending || pending.attempts >= MAX_CODE_ATTEMPTS) return null;
    const expected = Buffer.from(pending.codeHash);
    const actual = Buffer.from(codeHash(phone, input.code));
    if (!timingSafeEqual(expected, actual)) {
      await tx
        .update(phoneCodes)
        .set({ attempts: pending.attempts + 1 })
        .where(eq(phoneCodes.id, pending.id));
      return null;
    }
    await tx
      .update(phoneCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(phoneCodes.id, pending.id));
    const [account] = await tx
      .select({ id: accounts.id, activatedAt: accounts.activatedAt })
      .from(accounts)
      .where(eq(accounts.phone, phone));
    if (!account?.activatedAt) return null;
    return createSession(tx, account.id, deps.config);
  });
  if (!token) throw wrongCredentials(input.language);
  return { access_token: token, ...(await describe(deps, token)) };
}
