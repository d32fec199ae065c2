import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInAs } from '../support/sign-in.ts';

/** Holds back what the page asks at `url` until the returned function is called. */
async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the account screen asks the API for each thing once as it opens', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}${search}`);
  });
  // The screen's own code is held back until the screen's requests are all out: the page asks them as it
  // starts (app/first-screen.ts), not the screen once it runs.
  const release = await holdBack(page, /\/assets\/user-screen-[^/]+\.js$/);
  const opened = signInAs(page, 'owner', '/user');
  await expect.poll(() => asked.length).toBe(7);
  release();
  await opened;
  await expect(page.getByTestId('user-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The profile, the badge, the schools, the invitations received, the notifications, the members, the staff
  // record: each asked once, all of them as the page starts (app/first-screen.ts), none left for the screen to ask.
  expect([...asked].sort()).toEqual([
    'GET /api/v1/invitations/received',
    'GET /api/v1/me',
    'GET /api/v1/me/staff',
    'GET /api/v1/members',
    'GET /api/v1/notifications',
    'GET /api/v1/notifications/unread-count',
    'GET /api/v1/schools/mine',
  ]);
});

/** Records what the page showed each time the app changed it: a loader, or the screen and which of its parts. */
async function recordDraws(page: Page): Promise<() => Promise<Record<string, boolean>[]>> {
  await page.addInitScript(() => {
    const drawn: Record<string, boolean>[] = [];
    Object.assign(window, { drawn });
    new MutationObserver(() => {
      const has = (selector: string) => document.querySelector(selector) !== null;
      const says = (selector: string, text: string) => document.querySelector(selector)?.textContent?.includes(text);
      drawn.push({
        loader: has('[data-testid="page-loader"], [data-testid="list-loading"]'),
        screen: has('[data-testid="user-page"]'),
        members: says('[data-testid="members"]', '@demo.lineup.surf') ?? false,
        notifications: has('#user-notifications') && has('[data-testid="unread-count"]'),
        schools: says('[data-testid="my-schools"]', 'Lineup Demo Surf School') ?? false,
        staffRecord: has('[data-testid="own-staff"]'),
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { drawn: Record<string, boolean>[] }).drawn);
}

test('the account screen draws whole the first time, with what it shows already read', async ({ page }) => {
  const draws = await recordDraws(page);
  await signInAs(page, 'owner', '/user');
  await expect(page.getByTestId('members').getByText('owner@demo.lineup.surf')).toBeVisible();
  const drawn = await draws();
  // No loader, no skeleton, at any time: the first the reader sees of the screen is the screen, whole.
  expect(drawn.filter((state) => state.loader)).toEqual([]);
  expect(drawn.find((state) => state.screen)).toEqual({
    loader: false,
    screen: true,
    members: true,
    notifications: true,
    schools: true,
    staffRecord: false,
  });
});

test("an instructor's account screen draws whole the first time, the way to their staff record in it", async ({
  page,
}) => {
  const draws = await recordDraws(page);
  await signInAs(page, 'instructor', '/user');
  await expect(page.getByTestId('own-staff')).toBeVisible();
  const drawn = await draws();
  expect(drawn.filter((state) => state.loader)).toEqual([]);
  expect(drawn.find((state) => state.screen)).toEqual({
    loader: false,
    screen: true,
    members: false,
    notifications: true,
    schools: true,
    staffRecord: true,
  });
});

test('a slow answer does not hold the account screen back: its part shows loading, then fills in', async ({ page }) => {
  const release = await holdBack(page, '**/api/v1/members');
  await signInAs(page, 'owner', '/user');
  await expect(page.getByTestId('user-page')).toBeVisible();
  await expect(page.getByTestId('members').getByTestId('list-loading')).toBeVisible();
  await expect(page.getByTestId('my-schools').getByText('Lineup Demo Surf School')).toBeVisible();
  release();
  await expect(page.getByTestId('members').getByText('owner@demo.lineup.surf')).toBeVisible();
});

test('the account screen opens without breaking the content security policy', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await signInAs(page, 'owner', '/user');
  await expect(page.getByTestId('members').getByText('owner@demo.lineup.surf')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // zod, told it may not compile its parsers (lib/zod-jitless.ts), does not probe for eval.
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
