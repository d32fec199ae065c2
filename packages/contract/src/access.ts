import type { Permission, Role, SchoolRole } from './roles.ts';
import { can, permissionsOf } from './roles.ts';
import type { RouteAccess } from './routes.ts';

/**
 * Who reads and who changes each kind of record (spec section 6 and DOMAIN.md, "who changes
 * them"). `login` means any member of the current school. The server's routes declare these
 * and the web app asks the same table to hide what the caller cannot do.
 */
export const ENTITY_ACCESS = {
  settings: { read: 'manage_settings', write: 'manage_settings' },
  place: { read: 'login', write: 'manage_settings' },
  room: { read: 'login', write: 'manage_settings' },
  supplier: { read: 'login', write: 'manage_settings' },
  equipment: { read: 'login', write: 'manage_settings' },
  eventType: { read: 'login', write: 'manage_settings' },
  package: { read: 'login', write: 'manage_settings' },
  service: { read: 'login', write: 'manage_settings' },
  item: { read: 'login', write: 'manage_settings' },
  transport: { read: 'view_transport', write: 'manage_transport' },
  customer: { read: 'view_students', write: 'manage_students' },
  staff: { read: 'view_staff', write: 'manage_staff' },
  work: { read: 'login', write: 'manage_settings' },
  // Staff and Instructors see every event; Managers and up plan them (an event's instructor
  // also records its attendance, checked by the server).
  event: { read: 'view_lessons', write: 'manage_students' },
  member: { read: 'manage_users', write: 'manage_users' },
  invitation: { read: 'manage_users', write: 'manage_users' },
  schoolLog: { read: 'view_system_logs', write: 'view_system_logs' },
  application: { read: 'view_admin_panel', write: 'view_admin_panel' },
  report: { read: 'view_reports', write: 'view_reports' },
  advancedReport: { read: 'view_advanced_reports', write: 'view_advanced_reports' },
} as const satisfies Record<string, { read: RouteAccess; write: RouteAccess }>;

export type Entity = keyof typeof ENTITY_ACCESS;
export type AccessMode = 'read' | 'write';

/** Whether holding `permissions` satisfies `access`; `public` and `login` need no permission. */
export function allows(permissions: readonly Permission[], access: RouteAccess): boolean {
  return access === 'public' || access === 'login' || permissions.includes(access);
}

export function canRead(permissions: readonly Permission[], entity: Entity): boolean {
  return allows(permissions, ENTITY_ACCESS[entity].read);
}

export function canWrite(permissions: readonly Permission[], entity: Entity): boolean {
  return allows(permissions, ENTITY_ACCESS[entity].write);
}

/** The same questions for a role, as the role table gives it. */
export function roleCan(role: Role, entity: Entity, mode: AccessMode): boolean {
  return allows(permissionsOf(role), ENTITY_ACCESS[entity][mode]);
}

/**
 * Whether a member with `callerRole` may give `role` to someone (invite or change a role):
 * the Owner role is given and taken only by an Owner or a Master. Server and web app both ask.
 */
export function canGrantRole(callerRole: Role, role: SchoolRole): boolean {
  if (role !== 'owner') return can(callerRole, 'manage_users');
  return callerRole === 'owner' || callerRole === 'master';
}
