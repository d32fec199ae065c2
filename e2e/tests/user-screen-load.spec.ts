import { expect, test } from '../support/fixtures.ts';
import { signInAs } from '../support/sign-in.ts';

test('the account screen asks the API for each thing once as it opens', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}${search}`);
  });
  // The screen's own code is held back until the screen's requests are all out: the page asks them as it
  // starts (app/first-screen.ts), not the screen once it runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/user-screen-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
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
