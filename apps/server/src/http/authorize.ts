import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '#src/auth/auth-context.ts';
import { resolveSession } from '#src/auth/sessions.ts';
import { refusal } from '#src/i18n/app-error.ts';
import { requestLanguage } from '#src/i18n/request-language.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; null on a public route, which does not look the token up. */
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller of a route that requires sign-in. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', 'Sign in to continue.');
  return request.auth;
}

/**
 * The one choke point of access control: resolves the session from the bearer token and
 * enforces the access each route declares against the spec's role table. Master holds
 * every permission. A route that works in a school (the route kit's `school`) refuses a caller
 * whose session has none with 403 and the reason `no_school`: a Master who chose no school, or a
 * User without one. Public routes do not look the token up. It runs after every
 * `onRequest` hook, so a refused call has already been given the security headers and
 * counted by the rate limiter, and a call over the limit costs no lookup.
 */
export function registerAuthorization(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    request.auth = token ? await resolveSession(app.database.db, token, app.config) : null;
    const auth = requireAuth(request);
    if (request.routeOptions.config.school && !auth.schoolId) throw refusal(requestLanguage(request), 'no_school');
    if (access !== 'login' && !auth.permissions.includes(access)) {
      throw new AppError('forbidden', 'Your role does not allow this.');
    }
  });
}
