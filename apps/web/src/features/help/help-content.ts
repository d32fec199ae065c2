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
  | 'team'
  | 'admin'
  | 'today'
  | 'calendar'
  | 'lessons'
  | 'students'
  | 'staff'
  | 'transport'
  | 'settings'
  | 'reports';

export interface HelpFeature {
  readonly key: FeatureKey;
  readonly audience: Audience;
  /** What the app does today, and what is being built. */
  readonly status: 'available' | 'coming';
}

/** Features with a screen of their own to go to. */
export const FEATURE_LINKS = { account: '/user', schools: '/user', admin: '/admin' } as const;
export type LinkedFeature = keyof typeof FEATURE_LINKS;

export function isLinked(key: FeatureKey): key is LinkedFeature {
  return key in FEATURE_LINKS;
}

/** Mirrors the route table's permissions (packages/contract), so each role reads only about what it can open. */
export const FEATURES: readonly HelpFeature[] = [
  { key: 'account', audience: 'everyone', status: 'available' },
  { key: 'schools', audience: 'everyone', status: 'available' },
  { key: 'notifications', audience: 'everyone', status: 'available' },
  { key: 'team', audience: 'manage_users', status: 'available' },
  { key: 'admin', audience: 'view_admin_panel', status: 'available' },
  { key: 'today', audience: 'view_dashboard', status: 'coming' },
  { key: 'calendar', audience: 'view_calendar', status: 'coming' },
  { key: 'lessons', audience: 'view_lessons', status: 'coming' },
  { key: 'students', audience: 'view_students', status: 'coming' },
  { key: 'staff', audience: 'view_staff', status: 'coming' },
  { key: 'transport', audience: 'view_transport', status: 'coming' },
  { key: 'settings', audience: 'manage_settings', status: 'coming' },
  { key: 'reports', audience: 'view_reports', status: 'coming' },
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
  | 'forgetEmail';

/** Common tasks, the most particular to a role first. */
export const TASKS: readonly { key: TaskKey; audience: Audience }[] = [
  { key: 'approveSchool', audience: 'view_admin_panel' },
  { key: 'schoolStatus', audience: 'view_admin_panel' },
  { key: 'invite', audience: 'manage_users' },
  { key: 'changeRole', audience: 'manage_users' },
  { key: 'acceptInvitation', audience: 'everyone' },
  { key: 'requestSchool', audience: 'everyone' },
  { key: 'switchSchool', audience: 'member' },
  { key: 'phoneSignIn', audience: 'everyone' },
  { key: 'changePassword', audience: 'everyone' },
  { key: 'changeLanguage', audience: 'everyone' },
  { key: 'forgetEmail', audience: 'everyone' },
];

export type FaqKey = 'screens' | 'noSchool' | 'coming' | 'access' | 'pending' | 'languages' | 'email' | 'data';

export const FAQ: readonly { key: FaqKey; audience: Audience }[] = [
  { key: 'screens', audience: 'everyone' },
  { key: 'noSchool', audience: 'noSchool' },
  { key: 'coming', audience: 'member' },
  { key: 'access', audience: 'member' },
  { key: 'pending', audience: 'everyone' },
  { key: 'languages', audience: 'everyone' },
  { key: 'email', audience: 'everyone' },
  { key: 'data', audience: 'everyone' },
];
