import { seriousViolations, TOASTS } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openInApp } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Start has no serious accessibility violation', async ({ page }) => {
      await page.goto('/');
      // The contact details come with the app, which loads as the reader nears them.
      await page.getByTestId('start-contact').scrollIntoViewIfNeeded();
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
  });
}

// Every list, record page and the forms a journey shoots are checked where they are shot, at 375
// and 1280 px (support/screens.ts). These forms are not shot: each is opened from its list at
// phone width, where a dialog fills the screen, in one signed-in page.
for (const forms of [
  [
    ['/room', 'rooms', 'Add room'],
    ['/supplier', 'suppliers', 'Add supplier'],
    ['/equipment', 'equipment', 'Add equipment'],
    ['/transport', 'transports', 'Add vehicle'],
  ],
  [
    ['/lessontypes', 'lesson-types', 'Add lesson type'],
    ['/eventtypes', 'event-types', 'Add event type'],
    ['/packages', 'packages', 'Add package'],
    ['/services', 'services', 'Add service'],
  ],
] as const) {
  test(`the forms of ${forms.map(([path]) => path).join(', ')} have no serious accessibility violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await signInAs(page, 'manager', forms[0][0]);
    for (const [path, testId, add] of forms) {
      await openInApp(page, path);
      // The demo school's records, as a manager sees them (with the buttons that change them).
      await expect(
        page
          .getByTestId(testId)
          .getByRole('button', { name: /^Edit / })
          .first(),
      ).toBeVisible();
      await page.getByRole('button', { name: add }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]'), `${path} form`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}

test('a toast of success and one of failure have no serious accessibility violation', async ({ page, school }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const tag = `T${Date.now().toString(36)}`;
  await signInAs(page, await school.account('manager'), '/supplier');
  // The header's button (an empty list offers one too).
  await page.getByRole('button', { name: 'Add supplier' }).first().click();
  const form = page.getByRole('dialog', { name: 'New supplier' });
  await form.getByRole('textbox', { name: 'Name' }).fill(`${tag} Wax Co`);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  // A toast stays while the pointer is over it: held still, its colours are read at rest.
  const success = page.locator(TOASTS).getByText(`Supplier “${tag} Wax Co” created.`);
  await success.hover();
  expect(await seriousViolations(page, TOASTS), 'success toast').toEqual([]);
  await page.mouse.move(0, 0);
  await expect(success).toBeHidden();

  await page.route('**/api/v1/suppliers/export**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503, detail: 'Unavailable' }),
    }),
  );
  await page.getByRole('button', { name: 'Export' }).click();
  const failure = page.locator(TOASTS).getByText(/The export could not be downloaded/);
  await failure.hover();
  expect(await seriousViolations(page, TOASTS), 'error toast').toEqual([]);
});

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
