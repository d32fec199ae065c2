import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

// A school name people really type: one long word, no place to break.
const LONG_NAME = `Escola${'Onda'.repeat(27)}`;

async function expectWithin(page: Page, element: Locator, width: number) {
  await expect(element).toBeVisible();
  // Drawers slide in: judge where the element comes to rest.
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      return box ? box.x + box.width : Infinity;
    })
    .toBeLessThanOrEqual(width);
  expect(await element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('long unbroken school names wrap in alerts, drawer titles and headings at 375 px', async ({ browser, school }) => {
  const viewport = { width: 375, height: 800 };
  const asker = await (await browser.newContext({ viewport })).newPage();
  // The request stays pending on the account: a fresh one, not the demo User others read.
  await signInAs(asker, await school.newUser());
  await asker.goto('/user');
  await asker.getByLabel('School name').fill(LONG_NAME);
  await asker.getByRole('button', { name: 'Send request' }).click();
  const pending = asker.locator('.mantine-Alert-root').filter({ hasText: 'is waiting for approval' });
  await expectWithin(asker, pending, viewport.width);
  await expectWithin(asker, asker.getByText(LONG_NAME, { exact: true }).first(), viewport.width);

  const master = await (await browser.newContext({ viewport })).newPage();
  await signInAs(master, 'master');
  await master.goto('/admin');
  await master.getByRole('button', { name: LONG_NAME }).first().click();
  const drawer = master.getByRole('dialog');
  await expect(drawer.getByTestId('application-detail')).toBeVisible();
  await expectWithin(master, drawer.getByRole('heading', { name: LONG_NAME, exact: true }), viewport.width);
});
