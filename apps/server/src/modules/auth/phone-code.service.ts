import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { PHONE_CODE_LENGTH } from '@lineup/contract/auth';
import type { Language } from '@lineup/contract/languages';
import { accounts, phoneCodes } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { AppError } from '#src/http/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { accountLanguage } from '#src/i18n/account-language.ts';
import { numericCode } from '#src/lib/tokens.ts';
import type { AuthDeps } from './auth.deps.ts';
import { normalisePhone } from '#src/auth/phone.ts';
import { codeHash } from './sign-in.service.ts';

export const PHONE_CODE_TTL_MS = 5 * 60_000;

/** Sends a sign-in code to the phone of an activated account; the answer is the same either way. */
export async function requestPhoneCode(deps: AuthDeps, input: { phone: string; language: Language }): Promise<string> {
  const phone = normalisePhone(input.phone);
  if (!phone) {
    const message = translate(input.language, 'phone.invalid');
    throw new AppError('validation_failed', message, [{ path: 'body.phone', message }]);
  }
  if (!deps.limits.phoneCode.take(phone))
    throw new AppError('rate_limited', 'Rate limit exceeded. Please try again later.');
  const code = numericCode(PHONE_CODE_LENGTH);
  const owner = await asPlatform(deps.db, async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, language: accounts.language })
      .from(accounts)
      .where(and(eq(accounts.phone, phone), isNotNull(accounts.activatedAt)));
    if (!account) return null;
    // A new code replaces any earlier one for the phone.
    await tx.delete(phoneCodes).where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.accountId)));
    await tx.insert(phoneCodes).values({
      phone,
      codeHash: codeHash(phone, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    });
    return account;
  });
  if (owner)
    await deps.sms.send(phone, translate(accountLanguage(owner.language, input.language), 'phone.sms', { code }));
  return translate(input.language, 'phone.codeSent');
}
