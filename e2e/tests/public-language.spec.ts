import { expect, test } from '../support/fixtures.ts';
import { LANGUAGES, text, type Language } from './public-texts.ts';

test.describe('languages from the Start page menu', () => {
  test.use({ locale: 'pt-PT' });

  for (const language of LANGUAGES) {
    test(`${language} can be chosen and survives a reload through the cookie`, async ({ page, context }) => {
      await page.goto('/');
      await page.getByTestId('language-menu').click();
      await page.getByRole('menuitem', { name: text(language, 'language.name') }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'start.headline'));
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'lineup_language');
      expect(cookie?.value).toBe(language);
      expect(cookie?.path).toBe('/');
      // A year, give or take the seconds the test takes.
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'start.headline'));
    });
  }

  test('the menu shows every language with its flag, by its own name', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-menu').click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(LANGUAGES.length);
    for (const language of LANGUAGES) {
      const item = page.getByRole('menuitem', { name: text(language, 'language.name') });
      await expect(item).toHaveAttribute('lang', language);
      const flag = item.locator('img');
      await expect(flag).toHaveAttribute('src', /\/flags\/[a-z]{2}\.svg$/);
      expect(await flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
  });
});

for (const [browser, expected] of [
  ['fr-FR', 'fr'],
  ['es-ES', 'pt'],
] as const satisfies readonly (readonly [string, Language])[]) {
  test.describe(`a visitor whose browser speaks ${browser}`, () => {
    test.use({ locale: browser });
    test(`reads the Start page in ${expected}`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(expected, 'start.headline'));
      await expect(page.getByRole('button', { name: text(expected, 'start.login') })).toBeVisible();
    });
  });
}
