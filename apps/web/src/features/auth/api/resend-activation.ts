import { acceptedResponseSchema } from '@lineup/contract/auth';
import { post } from '#web/lib/http.ts';

export function resendActivation(email: string) {
  return post(
    '/oauth/api/v1/resend-activation',
    { email },
    { schema: acceptedResponseSchema, logoutOnAuthError: false },
  );
}
