import { describe, expect, it } from 'vitest';
import { guard } from './guard.ts';
import { ROLES, type Role } from './roles.ts';
import { findRoute, SCREEN_ROUTES } from './routes.ts';

const STAFF_UP: Role[] = ['staff', 'instructor', 'manager', 'administrator', 'owner', 'master'];
const MANAGER_UP: Role[] = ['manager', 'administrator', 'owner', 'master'];
const ADMIN_UP: Role[] = ['administrator', 'owner', 'master'];

// Each path of the spec's table (section 2) with the roles allowed to open it.
const ALLOWED: Record<string, Role[] | 'public'> = {
  '/': 'public',
  '/privacy': 'public',
  '/user': [...ROLES],
  '/help': [...ROLES],
  '/daily': STAFF_UP,
  '/calendar': STAFF_UP,
  '/lesson': STAFF_UP,
  '/lesson/7': STAFF_UP,
  '/student': MANAGER_UP,
  '/student/7': STAFF_UP,
  '/staff': MANAGER_UP,
  '/staff/7': STAFF_UP,
  '/dashboard': ADMIN_UP,
  '/settings': MANAGER_UP,
  '/admin': ['master'],
  '/works': STAFF_UP,
  '/equipment': STAFF_UP,
  '/transport': MANAGER_UP,
  '/transport/7': STAFF_UP,
  '/packages': STAFF_UP,
  '/services': STAFF_UP,
  '/item': STAFF_UP,
  '/eventtypes': STAFF_UP,
  '/lessontypes': STAFF_UP,
  '/supplier': STAFF_UP,
  '/room': STAFF_UP,
  '/place': STAFF_UP,
  '/chatbot': STAFF_UP,
};

function expected(path: string, role: Role | null): string | true {
  const allowed = ALLOWED[path];
  if (allowed === 'public') return true;
  if (role === null) return '/';
  if (allowed?.includes(role)) return true;
  return role === 'user' ? '/user' : '/daily';
}

describe('guard', () => {
  it('covers every route of the spec', () => {
    const covered = new Set(Object.keys(ALLOWED).map((path) => findRoute(path).path));
    expect([...covered].sort()).toEqual(SCREEN_ROUTES.map((route) => route.path).sort());
  });

  for (const path of Object.keys(ALLOWED)) {
    it.each([null, ...ROLES])(`${path} as %s`, (role) => {
      const result = guard(path, { email: role ? `${role}@x.test` : null, profile: role });
      const want = expected(path, role);
      expect(result).toEqual(want === true ? { allow: true } : { allow: false, redirect: want });
    });
  }

  it('sends a visitor with a profile but no stored e-mail to Start', () => {
    expect(guard('/daily', { email: null, profile: 'owner' })).toEqual({ allow: false, redirect: '/' });
  });

  it('treats an unknown path as Start, which is public', () => {
    expect(findRoute('/no/such/page').path).toBe('/');
    expect(guard('/no/such/page', { email: null, profile: null })).toEqual({ allow: true });
    expect(findRoute('/daily/').path).toBe('/daily');
  });
});
