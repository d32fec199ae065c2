import { expect, test } from '../support/fixtures.ts';

test('the Start page renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('start-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path falls back to Start', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('start-page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a guarded path without sign-in goes to Start', async ({ page }) => {
  for (const target of ['/daily', '/admin', '/user', '/student/1']) {
    await page.goto(target);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('start-page')).toBeVisible();
  }
});

test.describe('language', () => {
  test.use({ locale: 'pt-PT' });

  test('the language cookie picks the language', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    const portuguese = await page.getByRole('heading', { level: 1 }).textContent();
    for (const language of ['en', 'fr', 'de', 'es', 'zh']) {
      await context.addCookies([{ name: 'lineup_language', value: language, url: baseURL ?? '' }]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(portuguese ?? '');
    }
  });
});

for (const [browser, expected] of [
  ['fr-FR', 'fr'],
  ['de-DE', 'de'],
  ['en-GB', 'en'],
  ['es-ES', 'pt'],
  ['zh-CN', 'pt'],
] as const) {
  test.describe(`browser language ${browser}`, () => {
    test.use({ locale: browser });
    test(`gives ${expected} without a cookie`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
    });
  });
}

test('the API reports its health on the embedded database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { driver: 'pglite' } });
});

test('the page loads with no console error under the CSP', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByTestId('start-page')).toBeVisible();
  expect(errors).toEqual([]);
});
