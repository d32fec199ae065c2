import { acceptedResponseSchema } from '@lineup/contract/auth';
import { post } from '#web/lib/http.ts';

/** Asks for a link to choose a new password; the answer reads the same whether or not the address is known. */
export function requestPasswordReset(email: string) {
  return post(
    '/oauth/api/v1/password-reset/request',
    { email },
    { schema: acceptedResponseSchema, logoutOnAuthError: false },
  );
}

/** Sets the new password with the token of the mailed link. */
export function resetPassword(input: { token: string; password: string }) {
  return post('/oauth/api/v1/password-reset', input, { schema: acceptedResponseSchema, logoutOnAuthError: false });
}
