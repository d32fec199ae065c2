import { expect, type Page } from '@playwright/test';
import type { Role } from '../../packages/contract/src/roles.ts';

const STAFF = ['Home', 'Calendar', 'Lessons'];
const MANAGER = [...STAFF, 'Students', 'Staff', 'Settings'];
const ADMIN = ['Home', 'Calendar', 'Lessons', 'Students', 'Staff', 'Dashboard', 'Settings'];
const PLATFORM = ['SmartBot', 'Administration', 'Works', 'Equipments', 'Transports'];

/** What each role sees: its landing page and the side bar's items, per spec section 6. */
export const EXPECTED: Record<Role, { home: string; items: string[] }> = {
  user: { home: '/user', items: [] },
  staff: { home: '/daily', items: STAFF },
  instructor: { home: '/daily', items: STAFF },
  manager: { home: '/daily', items: MANAGER },
  administrator: { home: '/daily', items: ADMIN },
  owner: { home: '/daily', items: ADMIN },
  master: { home: '/daily', items: [...ADMIN, ...PLATFORM] },
};

export const sideBar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The side bar holds exactly the role's items, in order, then the account (its name, to /user) and Help. */
export async function expectSideBarOf(page: Page, role: Role, accountName: string) {
  const nav = sideBar(page);
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(EXPECTED[role].items.length + 2);
  for (const [index, label] of EXPECTED[role].items.entries()) await expect(links.nth(index)).toHaveText(label);
  await expect(nav.getByRole('link', { name: accountName })).toHaveAttribute('href', '/user');
  await expect(nav.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Platform' })).toHaveCount(role === 'master' ? 1 : 0);
  return nav;
}
