import { acceptedResponseSchema } from '@lineup/contract/auth';
import { meResponseSchema, type Me } from '@lineup/contract/me';
import { post } from '#web/lib/http.ts';

/** Sends a code by SMS to the new number; the number changes only once the code comes back. */
export function requestPhoneChange(phone: string): Promise<{ message: string }> {
  return post('/api/v1/me/phone', { phone }, { schema: acceptedResponseSchema });
}

export function confirmPhoneChange(phone: string, code: string): Promise<Me> {
  return post('/api/v1/me/phone/confirm', { phone, code }, { schema: meResponseSchema });
}
