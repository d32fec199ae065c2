import { describe, expect, it } from 'vitest';
import { can, isSchoolRole, PERMISSIONS, permissionsOf, ROLES } from './roles.ts';

// The spec's section 6, written out by hand as the oracle for the table in roles.ts.
const STAFF = ['view_dashboard', 'view_calendar', 'view_lessons'];
const MANAGER = [
  ...STAFF,
  'view_students',
  'manage_students',
  'view_staff',
  'manage_staff',
  'view_transport',
  'manage_transport',
  'manage_settings',
];
const ADMIN = [
  ...MANAGER,
  'view_reports',
  'view_advanced_reports',
  'manage_system_config',
  'manage_users',
  'view_system_logs',
];
const SPEC: Record<string, string[]> = {
  user: [],
  staff: STAFF,
  instructor: STAFF,
  manager: MANAGER,
  administrator: ADMIN,
  owner: ADMIN,
  master: [...ADMIN, 'view_admin_panel'],
};

describe('role-permission table', () => {
  it('has the seven roles and sixteen permissions of the spec', () => {
    expect([...ROLES].sort()).toEqual(Object.keys(SPEC).sort());
    expect(PERMISSIONS).toHaveLength(16);
  });

  it.each(ROLES)('gives %s exactly the permissions of the spec', (role) => {
    expect([...permissionsOf(role)].sort()).toEqual([...(SPEC[role] ?? [])].sort());
    for (const permission of PERMISSIONS) {
      expect(can(role, permission), `${role} ${permission}`).toBe(SPEC[role]?.includes(permission));
    }
  });

  it('keeps the admin panel for the Master alone', () => {
    expect(ROLES.filter((role) => can(role, 'view_admin_panel'))).toEqual(['master']);
  });
});

describe('school roles', () => {
  it('are the roles held in a school: neither a plain User nor the Master, nor anything else', () => {
    expect(ROLES.filter(isSchoolRole)).toEqual(['staff', 'instructor', 'manager', 'administrator', 'owner']);
    expect([null, 'captain', 3].some(isSchoolRole)).toBe(false);
  });
});
