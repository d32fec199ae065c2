import { acceptedResponseSchema } from '@lineup/contract/auth';
import { post } from '#web/lib/http.ts';

/** Asks for a sign-in code by SMS; the answer reads the same whether or not the phone is known. */
export function requestPhoneCode(phone: string) {
  return post('/oauth/api/v1/phone-code', { phone }, { schema: acceptedResponseSchema, logoutOnAuthError: false });
}
