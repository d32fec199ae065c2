import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { PHONE_CODE_LENGTH } from '@lineup/contract/auth';
import type { Me } from '@lineup/contract/me';
import { isUniqueViolation } from '#src/db/errors.ts';
import { accounts, phoneCodes } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { AppError } from '#src/http/app-error.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { refusal } from '#src/i18n/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { AttemptLimiter } from '#src/lib/attempt-limiter.ts';
import type { SmsSender } from '#src/lib/sms.ts';
import { numericCode } from '#src/lib/tokens.ts';
import { normalisePhone } from '#src/auth/phone.ts';
import { PHONE_CODE_TTL_MS } from '#src/modules/auth/phone-code.service.ts';
import { codeHash, MAX_CODE_ATTEMPTS } from '#src/modules/auth/sign-in.service.ts';
import { forgetSessions } from '#src/auth/sessions.ts';
import { getMe } from './me.service.ts';

function phoneOrFail(call: CallContext, input: string): string {
  const phone = normalisePhone(input);
  if (!phone) {
    const message = translate(call.language, 'phone.invalid');
    throw new AppError('validation_failed', message, [{ path: 'body.phone', message }]);
  }
  return phone;
}

async function ensureFree(call: CallContext, phone: string): Promise<void> {
  const [other] = await asPlatform(call.db, (tx) =>
    tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.phone, phone), ne(accounts.id, call.auth.accountId))),
  );
  if (other) throw refusal(call.language, 'phone_taken');
}

const MINUTE = 60_000;

/** Codes for a phone change, on top of the route's per-address limit. */
export interface PhoneChangeLimits {
  readonly account: AttemptLimiter;
  readonly phone: AttemptLimiter;
}

export function createPhoneChangeLimits(): PhoneChangeLimits {
  return { account: new AttemptLimiter(5, 60 * MINUTE), phone: new AttemptLimiter(3, 15 * MINUTE) };
}

/** Sends a code to the new phone number; the number changes only when the code comes back. */
export async function requestPhoneChange(
  call: CallContext,
  deps: { sms: SmsSender; limits: PhoneChangeLimits },
  input: string,
): Promise<string> {
  const phone = phoneOrFail(call, input);
  if (!deps.limits.account.take(call.auth.accountId) || !deps.limits.phone.take(phone))
    throw new AppError('rate_limited', 'Rate limit exceeded. Please try again later.');
  await ensureFree(call, phone);
  const code = numericCode(PHONE_CODE_LENGTH);
  await asPlatform(call.db, async (tx) => {
    await tx.delete(phoneCodes).where(eq(phoneCodes.accountId, call.auth.accountId));
    await tx.insert(phoneCodes).values({
      phone,
      accountId: call.auth.accountId,
      codeHash: codeHash(phone, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    });
  });
  await deps.sms.send(phone, translate(call.language, 'phone.sms', { code }));
  return translate(call.language, 'phone.codeSent');
}

export async function confirmPhoneChange(call: CallContext, input: { phone: string; code: string }): Promise<Me> {
  const phone = phoneOrFail(call, input.phone);
  await ensureFree(call, phone);
  const confirmed = await asPlatform(call.db, async (tx) => {
    const [pending] = await tx
      .select()
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.accountId, call.auth.accountId),
          eq(phoneCodes.phone, phone),
          isNull(phoneCodes.usedAt),
          gt(phoneCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1)
      .for('update');
    if (!pending || pending.attempts >= MAX_CODE_ATTEMPTS) return false;
    if (!timingSafeEqual(Buffer.from(pending.codeHash), Buffer.from(codeHash(phone, input.code)))) {
      await tx
        .update(phoneCodes)
        .set({ attempts: pending.attempts + 1 })
        .where(eq(phoneCodes.id, pending.id));
      return false;
    }
    await tx
      .update(phoneCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(phoneCodes.id, pending.id));
    await tx.update(accounts).set({ phone }).where(eq(accounts.id, call.auth.accountId));
    return true;
  }).catch((error: unknown) => {
    // Two accounts confirming one number at once: the unique index decides.
    if (isUniqueViolation(error)) throw refusal(call.language, 'phone_taken');
    throw error;
  });
  if (!confirmed) {
    const message = translate(call.language, 'phone.wrongCode');
    throw new AppError('validation_failed', message, [{ path: 'body.code', message }]);
  }
  forgetSessions(call.db, { accountId: call.auth.accountId });
  return getMe({ ...call.auth, phone });
}
