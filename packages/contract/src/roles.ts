/** The spec's roles and permissions (section 6), kept once and read by server and web. */

export const ROLES = ['user', 'staff', 'instructor', 'manager', 'administrator', 'owner', 'master'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a membership in a school can carry; `user` means no membership and `master` is a platform flag. */
export const SCHOOL_ROLES = ['staff', 'instructor', 'manager', 'administrator', 'owner'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

export const PERMISSIONS = [
  'view_dashboard',
  'view_calendar',
  'view_lessons',
  'view_students',
  'manage_students',
  'view_staff',
  'manage_staff',
  'view_reports',
  'view_advanced_reports',
  'view_transport',
  'manage_transport',
  'manage_settings',
  'manage_system_config',
  'view_admin_panel',
  'manage_users',
  'view_system_logs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF: readonly Permission[] = ['view_dashboard', 'view_calendar', 'view_lessons'];
const MANAGER: readonly Permission[] = [
  ...STAFF,
  'view_students',
  'manage_students',
  'view_staff',
  'manage_staff',
  'view_transport',
  'manage_transport',
  'manage_settings',
];
const ADMINISTRATOR: readonly Permission[] = [
  ...MANAGER,
  'view_reports',
  'view_advanced_reports',
  'manage_system_config',
  'manage_users',
  'view_system_logs',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  user: [],
  staff: STAFF,
  instructor: STAFF,
  manager: MANAGER,
  administrator: ADMINISTRATOR,
  owner: ADMINISTRATOR,
  master: PERMISSIONS,
};

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A role one holds in a school (not a plain User's, nor the platform's Master). */
export function isSchoolRole(value: unknown): value is SchoolRole {
  return typeof value === 'string' && (SCHOOL_ROLES as readonly string[]).includes(value);
}
