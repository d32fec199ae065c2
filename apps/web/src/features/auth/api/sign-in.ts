import { signinResponseSchema, type SigninResponse } from '@lineup/contract/auth';
import { post } from '#web/lib/http.ts';

export type SignInInput = { email: string; password: string } | { phone: string; token: string };

/** A wrong password answers 401, which must not count as an ended session. */
export function signIn(input: SignInInput): Promise<SigninResponse> {
  return post('/oauth/api/v1/signin', input, { schema: signinResponseSchema, logoutOnAuthError: false });
}

export function signInWithGoogle(credential: string): Promise<SigninResponse> {
  return post(
    '/oauth/api/v1/google-signin',
    { token: credential },
    { schema: signinResponseSchema, logoutOnAuthError: false },
  );
}
