import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@lineup/contract/languages';
import { hashPassword } from '#src/auth/password.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { accounts } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { AppError } from '#src/http/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { createActivationLink, sendActivationMail } from './activation.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { PASSWORD_PARAMS, passwordProblem } from './password-policy.ts';

const emailSchema = z.email();

/** Registers an account that can sign in once its e-mailed link is followed. */
export async function register(
  deps: AuthDeps,
  input: { email: string; password: string; language: Language; baseUrl: string },
): Promise<string> {
  const { language } = input;
  const email = input.email.trim();
  if (!emailSchema.safeParse(email).success) {
    throw new AppError('validation_failed', translate(language, 'register.invalidEmail'), [
      { path: 'body.email', message: translate(language, 'register.invalidEmail') },
    ]);
  }
  const weak = passwordProblem(input.password);
  if (weak) {
    const message = translate(language, weak, PASSWORD_PARAMS);
    throw new AppError('validation_failed', message, [{ path: 'body.password', message }]);
  }
  if (!deps.limits.register.take(email.toLowerCase())) {
    throw new AppError('rate_limited', 'Rate limit exceeded. Please try again later.');
  }
  const passwordHash = await hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
  const taken = () => new AppError('conflict', translate(language, 'register.emailTaken'));
  let link: string;
  try {
    link = await asPlatform(deps.db, async (tx) => {
      const [existing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = lower(${email})`);
      if (existing) throw taken();
      const [created] = await tx
        .insert(accounts)
        .values({ email, passwordHash, language })
        .returning({ id: accounts.id });
      return createActivationLink(tx, deps, created?.id ?? '', input.baseUrl);
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await sendActivationMail(deps, email, language, link);
  return translate(language, 'register.created');
}
