import type { ComponentType } from 'react';
import {
  IconAdjustments,
  IconBus,
  IconCalendarEvent,
  IconChartBar,
  IconHome,
  IconMessageChatbot,
  IconRipple,
  IconScubaMask,
  IconSchool,
  IconShieldCog,
  IconTool,
  IconUsersGroup,
} from '@tabler/icons-react';
import { permissionsOf, type Permission, type Role } from '@lineup/contract/roles';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;

export interface SideBarItem {
  /** Key under `navigation.*` for its label. */
  readonly label:
    | 'home'
    | 'calendar'
    | 'lessons'
    | 'students'
    | 'staff'
    | 'dashboard'
    | 'settings'
    | 'smartbot'
    | 'admin'
    | 'works'
    | 'equipments'
    | 'transports';
  readonly path: string;
  readonly permission: Permission;
  readonly icon: IconComponent;
}

/** The side bar of spec section 2, each item with the permission that shows it. */
export const MAIN_ITEMS: readonly SideBarItem[] = [
  { label: 'home', path: '/daily', permission: 'view_dashboard', icon: IconHome },
  { label: 'calendar', path: '/calendar', permission: 'view_calendar', icon: IconCalendarEvent },
  { label: 'lessons', path: '/lesson', permission: 'view_lessons', icon: IconRipple },
  { label: 'students', path: '/student', permission: 'view_students', icon: IconSchool },
  { label: 'staff', path: '/staff', permission: 'view_staff', icon: IconUsersGroup },
  { label: 'dashboard', path: '/dashboard', permission: 'view_reports', icon: IconChartBar },
  { label: 'settings', path: '/settings', permission: 'manage_settings', icon: IconAdjustments },
];

/** The master-only group: the whole group needs view_admin_panel. */
export const MASTER_ITEMS: readonly SideBarItem[] = [
  { label: 'smartbot', path: '/chatbot', permission: 'view_admin_panel', icon: IconMessageChatbot },
  { label: 'admin', path: '/admin', permission: 'view_admin_panel', icon: IconShieldCog },
  { label: 'works', path: '/works', permission: 'view_admin_panel', icon: IconTool },
  { label: 'equipments', path: '/equipment', permission: 'view_admin_panel', icon: IconScubaMask },
  { label: 'transports', path: '/transport', permission: 'view_admin_panel', icon: IconBus },
];

/** The items a profile sees, read from the contract's role table (the server enforces the same). */
export function sideBarItemsFor(profile: Role): { main: SideBarItem[]; master: SideBarItem[] } {
  const granted = new Set(permissionsOf(profile));
  const allowed = (item: SideBarItem) => granted.has(item.permission);
  return { main: MAIN_ITEMS.filter(allowed), master: MASTER_ITEMS.filter(allowed) };
}

/** An item is current on its own path and on the detail screens below it (/lesson/42 is Lessons). */
export function isCurrent(item: Pick<SideBarItem, 'path'>, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
