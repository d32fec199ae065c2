import { can, type Role } from './roles.ts';
import { findRoute, USER_PROFILE_PATHS } from './routes.ts';

export interface GuardSession {
  /** The signed-in account's e-mail as kept in the browser's session state. */
  readonly email: string | null;
  readonly profile: Role | null;
}

export type GuardResult = { readonly allow: true } | { readonly allow: false; readonly redirect: string };

/** The spec's guard rules (section 2), in their order. */
export function guard(path: string, session: GuardSession): GuardResult {
  const route = findRoute(path);
  if (route.access === 'public') return { allow: true };
  if (!session.email || !session.profile) return { allow: false, redirect: '/' };
  if (session.profile === 'user') {
    return USER_PROFILE_PATHS.includes(route.path) ? { allow: true } : { allow: false, redirect: '/user' };
  }
  if (route.access !== 'login' && !can(session.profile, route.access)) {
    return { allow: false, redirect: '/daily' };
  }
  return { allow: true };
}
