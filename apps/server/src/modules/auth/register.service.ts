import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@lineup/contract/languages';
import { accountLanguage } from '#src/i18n/account-language.ts';
import { hashPassword } from '#src/auth/password.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { accounts } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { AppError } from '#src/http/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { createActivationLink, sendActivationMail } from './activation.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sendInBackground } from './background-mail.ts';
import { PASSWORD_PARAMS, passwordProblem } from '#src/auth/password-policy.ts';

const emailSchema = z.email();

type Outcome = { created: true; link: string } | { created: false; email: string; language: string | null };

/**
 * Registers an account that can sign in once its e-mailed link is followed. A known address
 * gets the same answer, after the same work, and an e-mail saying it already has an account,
 * so the answer does not tell which addresses are registered.
 */
export async function register(
  deps: AuthDeps,
  input: { email: string; password: string; language: Language },
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
  const known = (existing: { email: string; language: string | null }): Outcome => ({ created: false, ...existing });
  let outcome: Outcome;
  try {
    outcome = await asPlatform(deps.db, async (tx) => {
      const [existing] = await tx
        .select({ email: accounts.email, language: accounts.language })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = lower(${email})`);
      if (existing) return known(existing);
      const [created] = await tx
        .insert(accounts)
        .values({ email, passwordHash, language })
        .returning({ id: accounts.id });
      return { created: true, link: await createActivationLink(tx, deps, created?.id ?? '') };
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, and the second reads as known.
    if (!isUniqueViolation(error)) throw error;
    outcome = known({ email, language });
  }
  if (outcome.created) sendActivationMail(deps, email, language, outcome.link);
  else sendAlreadyRegisteredMail(deps, outcome.email, accountLanguage(outcome.language, language));
  return translate(language, 'register.created');
}

function sendAlreadyRegisteredMail(deps: AuthDeps, to: string, language: Language): void {
  sendInBackground(deps, {
    to,
    subject: translate(language, 'register.knownSubject'),
    text: translate(language, 'register.knownBody', { link: `${deps.config.PUBLIC_URL}/?login=true` }),
  });
}
