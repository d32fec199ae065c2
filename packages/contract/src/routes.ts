import type { Permission } from './roles.ts';

/**
 * The spec's screens and routes (section 2). `access` is `public`, `login` or a
 * permission the profile must hold. The web app's router and guard read this table.
 */
export type RouteAccess = 'public' | 'login' | Permission;

export interface ScreenRoute {
  /** Stable screen key; also the i18n key under `screens.*`. */
  readonly screen: string;
  readonly path: string;
  readonly access: RouteAccess;
  /** False for a screen that is not a school's (the account's own, the platform's, help); the others need a current school. */
  readonly school?: false;
}

export const SCREEN_ROUTES = [
  { screen: 'start', path: '/', access: 'public', school: false },
  { screen: 'privacy', path: '/privacy', access: 'public', school: false },
  { screen: 'user', path: '/user', access: 'login', school: false },
  { screen: 'daily', path: '/daily', access: 'view_dashboard' },
  { screen: 'calendar', path: '/calendar', access: 'view_calendar' },
  { screen: 'lessonList', path: '/lesson', access: 'view_lessons' },
  { screen: 'lessonView', path: '/lesson/:id', access: 'login' },
  { screen: 'studentList', path: '/student', access: 'view_students' },
  { screen: 'studentView', path: '/student/:id', access: 'login' },
  { screen: 'staffList', path: '/staff', access: 'view_staff' },
  { screen: 'staffView', path: '/staff/:id', access: 'login' },
  { screen: 'userDashboard', path: '/dashboard', access: 'view_reports' },
  { screen: 'settings', path: '/settings', access: 'manage_settings' },
  { screen: 'admin', path: '/admin', access: 'view_admin_panel', school: false },
  { screen: 'works', path: '/works', access: 'login' },
  { screen: 'equipment', path: '/equipment', access: 'login' },
  { screen: 'transportList', path: '/transport', access: 'view_transport' },
  { screen: 'transportView', path: '/transport/:id', access: 'login' },
  { screen: 'packages', path: '/packages', access: 'login' },
  { screen: 'services', path: '/services', access: 'login' },
  { screen: 'items', path: '/item', access: 'login' },
  { screen: 'eventTypes', path: '/eventtypes', access: 'login' },
  { screen: 'lessonTypes', path: '/lessontypes', access: 'login' },
  { screen: 'suppliers', path: '/supplier', access: 'login' },
  { screen: 'rooms', path: '/room', access: 'login' },
  { screen: 'places', path: '/place', access: 'login' },
  { screen: 'chatbot', path: '/chatbot', access: 'login' },
  { screen: 'help', path: '/help', access: 'login', school: false },
] as const satisfies readonly ScreenRoute[];

export type ScreenKey = (typeof SCREEN_ROUTES)[number]['screen'];

/** Whether a screen shows a school's records, and so needs the session's current school. */
export function needsSchool(route: ScreenRoute): boolean {
  return route.school !== false;
}

/** Paths a signed-in account with the plain User profile may open. */
export const USER_PROFILE_PATHS: readonly string[] = ['/user', '/help'];

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  if (a.length !== b.length) return false;
  return a.every((part, i) => (part.startsWith(':') ? (b[i] ?? '') !== '' : part === b[i]));
}

/** The route a path opens; an unknown path falls back to Start. */
export function findRoute(path: string): ScreenRoute {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SCREEN_ROUTES.find((route) => matches(route.path, clean)) ?? SCREEN_ROUTES[0];
}
