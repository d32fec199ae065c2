import type { FastifyInstance } from 'fastify';

/** Signs in through the real call and returns a caller with the bearer token set. */
export async function signInAs(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/oauth/api/v1/signin', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const token = response.json<{ access_token: string }>().access_token;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, cookie: 'lineup_language=en' },
      ...(payload ? { payload } : {}),
    });
  return { token, call };
}

/** A signed-in caller: its token, and `call` to send a request with it. */
export type Caller = Awaited<ReturnType<typeof signInAs>>;
