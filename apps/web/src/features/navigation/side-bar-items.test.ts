import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@lineup/contract/roles';
import { isCurrent, sideBarItemsFor } from '#web/features/navigation/side-bar-items.ts';

const STAFF = ['/daily', '/calendar', '/lesson'];
const MANAGER = [...STAFF, '/student', '/staff', '/settings'];
const ADMIN = ['/daily', '/calendar', '/lesson', '/student', '/staff', '/dashboard', '/settings'];
const MASTER_GROUP = ['/chatbot', '/admin', '/works', '/equipment', '/transport'];

const expected: Record<Role, { main: string[]; master: string[] }> = {
  user: { main: [], master: [] },
  staff: { main: STAFF, master: [] },
  instructor: { main: STAFF, master: [] },
  manager: { main: MANAGER, master: [] },
  administrator: { main: ADMIN, master: [] },
  owner: { main: ADMIN, master: [] },
  master: { main: ADMIN, master: MASTER_GROUP },
};

describe('side bar items', () => {
  it.each(ROLES)('%s sees exactly the items its permissions allow', (role) => {
    const { main, master } = sideBarItemsFor(role);
    expect({ main: main.map((item) => item.path), master: master.map((item) => item.path) }).toEqual(expected[role]);
  });

  it('marks an item current on its path and the detail screens below it only', () => {
    expect(isCurrent({ path: '/lesson' }, '/lesson')).toBe(true);
    expect(isCurrent({ path: '/lesson' }, '/lesson/42')).toBe(true);
    expect(isCurrent({ path: '/lesson' }, '/lessontypes')).toBe(false);
  });
});
