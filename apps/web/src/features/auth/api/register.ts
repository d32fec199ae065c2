import { registerResponseSchema } from '@lineup/contract/auth';
import { post } from '#web/lib/http.ts';

export function register(input: { email: string; password: string }) {
  return post('/oauth/api/v1/register', input, { schema: registerResponseSchema, logoutOnAuthError: false });
}
