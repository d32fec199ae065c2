import { can, type Permission, type Role } from '@lineup/contract/roles';

/** Roles that share their help: Staff and Instructor, Administrator and Owner (spec section 6). */
export type HelpGroup = 'user' | 'staff' | 'manager' | 'administrator' | 'master';

const GROUP_OF: Readonly<Record<Role, HelpGroup>> = {
  user: 'user',
  staff: 'staff',
  instructor: 'staff',
  manager: 'manager',
  administrator: 'administrator',
  owner: 'administrator',
  master: 'master',
};

export function helpGroupOf(role: Role): HelpGroup {
  return GROUP_OF[role];
}

/** Who a piece of help is for: everyone signed in, the plain User profile, school members, or holders of a permission. */
export type Audience = 'everyone' | 'noSchool' | 'member' | Permission;

export function isFor(role: Role, audience: Audience): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'noSchool') return role === 'user';
  if (audience === 'member') return role !== 'user';
  return can(role, audience);
}

export type QuickStartStep =
  'profile' | 'join' | 'request' | 'language' | 'school' | 'today' | 'setup' | 'team' | 'review';

/** The first things to do, per role, in order. */
export const QUICK_START: Readonly<Record<HelpGroup, readonly QuickStartStep[]>> = {
  user: ['profile', 'join', 'request', 'language'],
  staff: ['profile', 'school', 'today', 'language'],
  manager: ['profile', 'school', 'setup', 'today'],
  administrator: ['profile', 'team', 'setup', 'today'],
  master: ['profile', 'review', 'team', 'setup'],
};

export type FeatureKey =
  | 'account'
  | 'schools'
  | 'notifications'
  | 'today'
  | 'calendar'
  | 'lessons'
  | 'smartbot'
  | 'students'
  | 'staff'
  | 'transport'
  | 'equipment'
  | 'works'
  | 'places'
  | 'lessonTypes'
  | 'packages'
  | 'settings'
  | 'reports'
  | 'team'
  | 'admin';

export interface HelpFeature {
  readonly key: FeatureKey;
  readonly audience: Audience;
  /** The screen it describes, a path of the route table (packages/contract) that `audience` may open. */
  readonly path: string;
}

/**
 * Every screen, in the order of a working day, each for the roles the route table and the side
 * bar let open it and with its route. Lists every member may read (equipment, works) are told to
 * every member; the catalogue that only Settings changes, to those who may change it.
 */
export const FEATURES: readonly HelpFeature[] = [
  { key: 'account', audience: 'everyone', path: '/user' },
  { key: 'schools', audience: 'everyone', path: '/user' },
  { key: 'notifications', audience: 'everyone', path: '/user' },
  { key: 'today', audience: 'view_dashboard', path: '/daily' },
  { key: 'calendar', audience: 'view_calendar', path: '/calendar' },
  { key: 'lessons', audience: 'view_lessons', path: '/lesson' },
  { key: 'smartbot', audience: 'member', path: '/chatbot' },
  { key: 'students', audience: 'view_students', path: '/student' },
  { key: 'staff', audience: 'view_staff', path: '/staff' },
  { key: 'transport', audience: 'view_transport', path: '/transport' },
  { key: 'equipment', audience: 'member', path: '/equipment' },
  { key: 'works', audience: 'member', path: '/works' },
  { key: 'places', audience: 'manage_settings', path: '/place' },
  { key: 'lessonTypes', audience: 'manage_settings', path: '/lessontypes' },
  { key: 'packages', audience: 'manage_settings', path: '/packages' },
  { key: 'settings', audience: 'manage_settings', path: '/settings' },
  { key: 'reports', audience: 'view_reports', path: '/dashboard' },
  { key: 'team', audience: 'manage_users', path: '/user' },
  { key: 'admin', audience: 'view_admin_panel', path: '/admin' },
];

export type TaskKey =
  | 'approveSchool'
  | 'schoolStatus'
  | 'invite'
  | 'changeRole'
  | 'acceptInvitation'
  | 'requestSchool'
  | 'switchSchool'
  | 'phoneSignIn'
  | 'changePassword'
  | 'changeLanguage'
  | 'forgetEmail'
  | 'addLesson'
  | 'moveLesson'
  | 'attendance'
  | 'addCustomer'
  | 'sellPackage'
  | 'payStaff'
  | 'askSmartBot';

/** Common tasks, the most particular to a role first. */
export const TASKS: readonly { key: TaskKey; audience: Audience }[] = [
  { key: 'addLesson', audience: 'manage_students' },
  { key: 'moveLesson', audience: 'manage_students' },
  { key: 'attendance', audience: 'view_lessons' },
  { key: 'addCustomer', audience: 'manage_students' },
  { key: 'sellPackage', audience: 'manage_students' },
  { key: 'payStaff', audience: 'manage_staff' },
  { key: 'approveSchool', audience: 'view_admin_panel' },
  { key: 'schoolStatus', audience: 'view_admin_panel' },
  { key: 'invite', audience: 'manage_users' },
  { key: 'changeRole', audience: 'manage_users' },
  { key: 'acceptInvitation', audience: 'everyone' },
  { key: 'requestSchool', audience: 'everyone' },
  { key: 'switchSchool', audience: 'member' },
  { key: 'askSmartBot', audience: 'member' },
  { key: 'phoneSignIn', audience: 'everyone' },
  { key: 'changePassword', audience: 'everyone' },
  { key: 'changeLanguage', audience: 'everyone' },
  { key: 'forgetEmail', audience: 'everyone' },
];

export type FaqKey =
  'screens' | 'noSchool' | 'smartbot' | 'access' | 'pending' | 'mobile' | 'languages' | 'email' | 'data';

export const FAQ: readonly { key: FaqKey; audience: Audience }[] = [
  { key: 'screens', audience: 'everyone' },
  { key: 'noSchool', audience: 'noSchool' },
  { key: 'smartbot', audience: 'member' },
  { key: 'access', audience: 'member' },
  { key: 'pending', audience: 'everyone' },
  { key: 'mobile', audience: 'everyone' },
  { key: 'languages', audience: 'everyone' },
  { key: 'email', audience: 'everyone' },
  { key: 'data', audience: 'everyone' },
];
