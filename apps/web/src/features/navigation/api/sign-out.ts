import { post } from '#web/lib/http.ts';

/** Ends the session on the server with the token the browser held; the answer does not matter. */
export function signOut(token: string): Promise<void> {
  return post<unknown>('/oauth/api/v1/signout', undefined, { token, logoutOnAuthError: false }).then(
    () => undefined,
    () => undefined,
  );
}
