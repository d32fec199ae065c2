import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Toasts: they come and go on their own, so a screen's check leaves them out and `a11y.spec.ts` holds them still. */
export const TOASTS = '.mantine-Notifications-root';

/**
 * Serious and critical findings of axe (WCAG 2.x A and AA and best practices) on what the page
 * shows now, or only inside `scope` (an open dialog: what is behind it is inert), leaving out
 * what `exclude` selects.
 */
export async function seriousViolations(page: Page, scope?: string, exclude?: string) {
  // Colours are measured at rest: for three frames in a row no animation or transition running and
  // every dialog fully shown (a dialog's fade can start after it is in the page; mid-fade its text is faint).
  // The check runs once a frame and counts the calm frames in the page: a predicate that awaited frames
  // itself would hand back a promise, which the wait takes as done at once.
  await page.evaluate(() => Object.assign(window, { calmFrames: 0 }));
  await page.waitForFunction(
    () => {
      const calm =
        !document.getAnimations().some((animation) => animation.playState === 'running') &&
        [...document.querySelectorAll('[role="dialog"]')].every((dialog) => getComputedStyle(dialog).opacity === '1');
      const page = window as unknown as { calmFrames: number };
      page.calmFrames = calm ? page.calmFrames + 1 : 0;
      return page.calmFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
  // Legacy mode runs axe in the page itself instead of gathering frames' results in a new blank
  // page (the app has no frames), and only violations are collected: a check takes a third as long.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (scope) builder.include(scope);
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** No serious violation on the page, or inside `scope`, toasts aside; `what` names it in a failure. */
export async function expectAccessible(page: Page, what: string, scope?: string) {
  expect(await seriousViolations(page, scope, TOASTS), what).toEqual([]);
}
