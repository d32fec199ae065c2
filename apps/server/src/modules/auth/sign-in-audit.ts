import type { SigninResponse } from '@lineup/contract/auth';
import { resolveSession } from '#src/auth/sessions.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { AppError } from '#src/http/app-error.ts';
import { recordAudit } from '#src/lib/audit.ts';
import type { AuthDeps } from './auth.deps.ts';

/**
 * Records a sign-in in the audit log: a success in the school the session opened in, a
 * failure at platform level with the identifier that was tried.
 */
export async function auditedSignIn(
  deps: AuthDeps,
  attempt: { identifier: string; method: string; ip: string },
  signIn: () => Promise<SigninResponse>,
): Promise<SigninResponse> {
  let response: SigninResponse;
  try {
    response = await signIn();
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthorized') {
      await asPlatform(deps.db, (tx) =>
        recordAudit(tx, {
          action: 'signin_failed',
          schoolId: null,
          actor: null,
          target: attempt.identifier.slice(0, 254),
          data: { method: attempt.method },
          ip: attempt.ip,
        }),
      );
    }
    throw error;
  }
  const auth = await resolveSession(deps.db, response.access_token, deps.config);
  if (auth) {
    await asPlatform(deps.db, (tx) =>
      recordAudit(tx, {
        action: 'signin',
        schoolId: auth.schoolId,
        actor: { accountId: auth.accountId, email: auth.email },
        target: auth.email,
        data: { method: attempt.method },
        ip: attempt.ip,
      }),
    );
  }
  return response;
}
