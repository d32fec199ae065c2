import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

/**
 * Serious and critical findings of axe (WCAG 2.x A and AA and best practices) on what the page
 * shows now, or only inside `scope` (an open dialog: what is behind it is inert).
 */
async function seriousViolations(page: Page, scope?: string) {
  // Colours are measured at rest: for three frames in a row no animation or transition running and
  // every dialog fully shown (a dialog's fade can start after it is in the page; mid-fade its text is faint).
  await page.waitForFunction(async () => {
    for (let frame = 0; frame < 3; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (document.getAnimations().some((animation) => animation.playState === 'running')) return false;
      const dialogs = [...document.querySelectorAll('[role="dialog"]')];
      if (dialogs.some((dialog) => getComputedStyle(dialog).opacity !== '1')) return false;
    }
    return true;
  });
  // Legacy mode runs axe in the page itself instead of gathering frames' results in a new blank
  // page (the app has no frames), and only violations are collected: a check takes a third as long.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** A list of the demo school on screen, once its records show: no serious violation. */
async function expectListAccessible(page: Page, path: string, testId: string) {
  await expect(
    page
      .getByTestId(testId)
      .getByRole('button', { name: /^Edit / })
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page), path).toEqual([]);
}

/** The form for a new record, opened from the list on screen: no serious violation. */
async function expectFormAccessible(page: Page, path: string, add: string) {
  await page.getByRole('button', { name: add }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), `${path} form`).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Start has no serious accessibility violation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('start-contact').getByRole('link').first()).toBeVisible();
      await expect(page.getByTestId('privacy-balloon')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the privacy policy over Start has no serious accessibility violation', async ({ page }) => {
      await page.goto('/?privacy=open');
      await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/privacy has no serious accessibility violation, with both buttons shown', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'lineup_language', value: 'en', url: baseURL ?? '' }]);
      await page.addInitScript(() => localStorage.setItem('rememberedEmail', 'ana@example.com'));
      await page.goto('/privacy');
      await expect(page.getByRole('button', { name: 'Forget remembered e-mail' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/help has no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'manager', '/help');
      await expect(page.getByTestId('help-page')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/user of a school Owner has no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'owner', '/user');
      await expect(page.getByTestId('my-schools')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Members' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the login and register dialogs have no serious accessibility violation', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Login' }).click();
      const login = page.getByRole('dialog', { name: 'Login' });
      await expect(login.getByRole('button', { name: 'Close' })).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await login.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    });

    test('a school drawer in /admin has no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'master', '/admin');
      await page.getByRole('button', { name: 'Lineup Demo Surf School' }).first().click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByTestId('application-detail')).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Dismiss dialog' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/admin has no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'master', '/admin');
      await expect(page.getByRole('button', { name: /Change the status of/ }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    // One test per screen: each has its own time budget, and the two workers share them out.
    // Forms are checked at one width: a dialog holds the same fields at both, full-screen on a phone.
    for (const [path, testId, add] of [
      ['/student', 'customers', 'Add customer'],
      ['/staff', 'staff', 'Add staff member'],
      ['/works', 'works', 'Add work'],
      ['/room', 'rooms', 'Add room'],
      ['/supplier', 'suppliers', 'Add supplier'],
      ['/item', 'items', 'Add item'],
      ['/equipment', 'equipment', 'Add equipment'],
      ['/transport', 'transports', 'Add vehicle'],
      ['/lessontypes', 'lesson-types', 'Add lesson type'],
      ['/eventtypes', 'event-types', 'Add event type'],
      ['/packages', 'packages', 'Add package'],
      ['/services', 'services', 'Add service'],
    ] as const) {
      test(`${path}${width === 375 ? ' and its form' : ''} has no serious accessibility violation`, async ({
        page,
      }) => {
        // The demo school's catalogue, as a manager sees it (with the buttons that change it).
        await signInAs(page, 'manager', path);
        await expectListAccessible(page, path, testId);
        if (width === 375) await expectFormAccessible(page, path, add);
      });
    }

    test('/settings and a vehicle have no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'manager', '/settings');
      await expect(page.getByTestId('settings-form')).toBeVisible();
      expect(await seriousViolations(page), '/settings').toEqual([]);
      await page.goto('/transport');
      await page.getByTestId('transports').getByRole('link', { name: 'Van 1' }).first().click();
      await expect(page).toHaveURL(/\/transport\/[0-9a-f-]+$/);
      await expect(page.getByRole('heading', { name: 'Van 1' })).toBeVisible();
      await expect(page.getByTestId('transport-work').first()).toBeVisible();
      expect(await seriousViolations(page), '/transport/{id}').toEqual([]);
    });

    test('a staff member’s page and its account dialog have no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'manager', '/staff');
      await page.getByTestId('staff').getByRole('link', { name: 'Rui Santos' }).first().click();
      await expect(page.getByTestId('staff-account')).toBeVisible();
      expect(await seriousViolations(page), '/staff/{id}').toEqual([]);
      await page.getByTestId('staff-account').getByRole('button', { name: 'Link account' }).click();
      await expect(page.getByRole('dialog', { name: 'Link Rui Santos to a member account' })).toBeVisible();
      expect(await seriousViolations(page), 'link account dialog').toEqual([]);
    });
  });
}

test('Start can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const reached: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(reached).toEqual(expect.arrayContaining(['Privacy policy', 'Login', 'Register']));
  await page.getByRole('button', { name: 'Privacy policy' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
