import { expect, test } from '../support/fixtures.ts';
import { text } from './public-texts.ts';

test.use({ locale: 'en-GB' });

const forget = 'Forget remembered e-mail';
const clear = 'Clear language cookie';

test('the privacy page shows the policy: 7 sections plus e-mail storage and identity-provider sign-in', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  const sections = page.getByTestId('privacy-policy').getByRole('heading', { level: 2 });
  await expect(sections).toHaveCount(9);
  for (const section of ['data', 'cookies', 'languageCookie', 'rememberedEmail', 'google', 'rights', 'contact']) {
    await expect(page.getByRole('heading', { name: text('en', `policy.${section}.title`) })).toBeVisible();
  }
  await expect(page.getByTestId('privacy-policy')).toContainText('lineup_language');
});

test('offers no button when nothing is stored', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByTestId('browser-data-empty')).toBeVisible();
  await expect(page.getByRole('button', { name: forget })).toHaveCount(0);
  await expect(page.getByRole('button', { name: clear })).toHaveCount(0);
});

test('forgets the remembered e-mail and says so', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('rememberedEmail', 'ana@example.com');
    sessionStorage.setItem('seeded', 'yes');
  });
  await page.goto('/privacy');
  await expect(page.getByTestId('browser-data')).toContainText('ana@example.com');
  await expect(page.getByRole('button', { name: clear })).toHaveCount(0);
  await page.getByRole('button', { name: forget }).click();
  await expect(page.getByText('Remembered email has been cleared from your browser')).toBeVisible();
  await expect(page.getByRole('button', { name: forget })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: forget })).toHaveCount(0);
});

test('clears the language cookie, returns to Portuguese and confirms', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lineup_language', value: 'de', url: baseURL ?? '' }]);
  await page.goto('/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: text('de', 'privacy.forgetEmail') })).toHaveCount(0);
  await page.getByRole('button', { name: text('de', 'privacy.clearLanguage') }).click();
  await expect(page.getByText(text('pt', 'privacy.languageCleared'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pt', 'screens.privacy'));
  await expect(page.getByRole('button', { name: text('pt', 'privacy.clearLanguage') })).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'lineup_language')).toBeUndefined();
});
