import type { ComponentType } from 'react';
import { findRoute, SCREEN_ROUTES, type ScreenKey } from '@lineup/contract/routes';
import type { FirstReads } from '#web/lib/first-reads.ts';

export interface ScreenModule {
  readonly default: ComponentType;
  readonly firstReads?: FirstReads;
}
export type ScreenImporter = () => Promise<ScreenModule>;
export type ScreenImporters = Readonly<Record<ScreenKey, ScreenImporter>>;

/** The screen drawn at `pathname`: Start for an address no route knows. */
export function screenAt(pathname: string): ScreenKey {
  const route = findRoute(pathname);
  return SCREEN_ROUTES.find((candidate) => candidate === route)?.screen ?? 'start';
}

/** The signed-in frame (side bar, account menu): a chunk of its own, which Start does not load. */
export const loadGuardedLayout = () => import('#web/app/routes/guarded-layout.tsx');

/** One chunk per screen, keyed by the contract's screen keys so a new route cannot lack its screen. */
export const SCREEN_IMPORTERS: ScreenImporters = {
  start: () => import('#web/features/start/start-screen.tsx'),
  privacy: () => import('#web/features/privacy/privacy-screen.tsx'),
  user: () => import('#web/features/user/user-screen.tsx'),
  daily: () => import('#web/features/lessons/daily-screen.tsx'),
  calendar: () => import('#web/features/lessons/calendar-screen.tsx'),
  lessonList: () => import('#web/features/lessons/lesson-list-screen.tsx'),
  lessonView: () => import('#web/features/lessons/lesson-view-screen.tsx'),
  studentList: () => import('#web/features/students/student-list-screen.tsx'),
  studentView: () => import('#web/features/students/student-view-screen.tsx'),
  staffList: () => import('#web/features/staff/staff-list-screen.tsx'),
  staffView: () => import('#web/features/staff/staff-view-screen.tsx'),
  userDashboard: () => import('#web/features/dashboard/user-dashboard-screen.tsx'),
  settings: () => import('#web/features/settings/settings-screen.tsx'),
  admin: () => import('#web/features/admin/admin-screen.tsx'),
  works: () => import('#web/features/works/works-screen.tsx'),
  equipment: () => import('#web/features/equipment/equipment-screen.tsx'),
  transportList: () => import('#web/features/transport/transport-list-screen.tsx'),
  transportView: () => import('#web/features/transport/transport-view-screen.tsx'),
  packages: () => import('#web/features/packages/packages-screen.tsx'),
  services: () => import('#web/features/services/services-screen.tsx'),
  items: () => import('#web/features/items/items-screen.tsx'),
  eventTypes: () => import('#web/features/event-types/event-types-screen.tsx'),
  lessonTypes: () => import('#web/features/event-types/event-types-screen.tsx'),
  suppliers: () => import('#web/features/suppliers/suppliers-screen.tsx'),
  rooms: () => import('#web/features/rooms/rooms-screen.tsx'),
  places: () => import('#web/features/places/places-screen.tsx'),
  chatbot: () => import('#web/features/chatbot/chatbot-screen.tsx'),
  help: () => import('#web/features/help/help-screen.tsx'),
};
