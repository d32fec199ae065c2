import { expect, test } from '../support/fixtures.ts';
import type { Role } from '../../packages/contract/src/roles.ts';
import { EXPECTED, expectSideBarOf, sideBar } from '../support/side-bar.ts';
import { signInAs } from '../support/sign-in.ts';

for (const [role, expected] of Object.entries(EXPECTED) as [Role, (typeof EXPECTED)[Role]][]) {
  test(`${role} lands on ${expected.home} and sees exactly its side-bar items`, async ({ page }) => {
    const account = await signInAs(page, role);
    await expect(page).toHaveURL(new RegExp(`${expected.home}$`));
    const nav = await expectSideBarOf(page, role, account.name);
    if (expected.items.length > 0) {
      await nav.getByRole('link', { name: expected.items.at(-1) }).click();
      await expect(page).not.toHaveURL(/\/(daily|user)$/);
    }
  });
}

test.describe('laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side bar collapses from 210 to 55 px and the content keeps its 48 px margin', async ({ page }) => {
    await signInAs(page, 'owner');
    const nav = sideBar(page);
    expect((await nav.boundingBox())?.width).toBeCloseTo(209, 0);
    await nav.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBe(54);
    await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
    const main = await page.getByRole('main').evaluate((el) => getComputedStyle(el).paddingTop);
    expect(main).toBe('48px');
    await nav.getByRole('button', { name: 'Expand menu' }).click();
    await expect(nav.getByText('Calendar')).toBeVisible();
  });

  test('the language switch offers en, pt, fr, de, es and translates the side bar', async ({ page }) => {
    await signInAs(page, 'manager');
    const nav = sideBar(page);
    await nav.getByRole('button', { name: /^Language/ }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['English', 'Português', 'Français', 'Deutsch', 'Español']);
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }),
    ).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lineup_language')?.value).toBe('pt');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side bar waits behind a burger and closes after following an item', async ({ page }) => {
    await signInAs(page, 'manager');
    await expect(sideBar(page)).toBeHidden();
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Open menu' });
    await drawer.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(drawer).toBeHidden();
  });
});
