import { acceptedResponseSchema } from '@lineup/contract/auth';
import type { changePasswordRequestSchema } from '@lineup/contract/me';
import type { Infer } from '#web/lib/api-types.ts';
import { post } from '#web/lib/http.ts';

export type PasswordChange = Infer<typeof changePasswordRequestSchema>;

/** A wrong current password answers 400 with a field error; the server signs out the other sessions. */
export function changePassword(change: PasswordChange): Promise<{ message: string }> {
  return post('/api/v1/me/password', change, { schema: acceptedResponseSchema });
}
