import { replace, type MiddlewareFunction } from 'react-router';
import { guard, type GuardResult } from '@lineup/contract/guard';
import { getSession, toGuardSession, type Session } from '#web/lib/session.ts';

export function checkAccess(pathname: string, session: Session | null = getSession()): GuardResult {
  return guard(pathname, toGuardSession(session));
}

/** Runs before a guarded screen loads, so a refused visitor never downloads its chunk. */
export const guardMiddleware: MiddlewareFunction = ({ request }) => {
  const verdict = checkAccess(new URL(request.url).pathname);
  if (!verdict.allow) throw replace(verdict.redirect);
};
