import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, TOASTS } from './axe.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
/** A phone, a tablet held upright and a laptop. */
export const WIDTHS = [375, 768, 1280] as const;
export const LAPTOP = { width: 1280, height: 720 };

/** The widths at which a shot screen is also checked with axe: a phone's cards and a laptop's table. */
const CHECKED_WIDTHS = new Set([375, 1280]);

/**
 * Full-page shots at each width into e2e/screenshots/<name>-<width>.png, each checked for
 * sideways overflow first; the page is left at laptop size. An open dialog is shot as the screen
 * shows it (`fullPage: false`): the long list behind it adds nothing but time.
 *
 * At 375 and 1280 px the screen is also checked for serious accessibility violations (axe), an
 * open dialog alone since what is behind it is inert: each screen is checked where it is shot,
 * instead of being loaded again for the check. Toasts are left out of both: one may start to fade
 * while axe reads its colours; `a11y.spec.ts` checks them held still.
 */
export async function shoot(
  page: Page,
  name: string,
  widths: readonly number[] = WIDTHS,
  { fullPage = true }: { readonly fullPage?: boolean } = {},
) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await expect(page.getByRole('main')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${name}-${width}.png`),
      fullPage,
      animations: 'disabled',
      // Toasts come and go; the screen under them is what is judged.
      style: `${TOASTS} { display: none !important; }`,
    });
    if (CHECKED_WIDTHS.has(width)) {
      const dialog = await page.getByRole('dialog').count();
      await expectAccessible(page, `${name} at ${width} px`, dialog > 0 ? '[role="dialog"]' : undefined);
    }
  }
  await page.setViewportSize(LAPTOP);
}

/** Opens `path` inside the app, as a link would, without loading the page again. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
