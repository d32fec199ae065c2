import { expect, test } from '../support/fixtures.ts';
import { signInAs } from '../support/sign-in.ts';

test('the account screen asks the API for each thing once as it opens', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}${search}`);
  });
  await signInAs(page, 'owner', '/user');
  await expect(page.getByTestId('user-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The profile, the badge, the schools, the invitations received, the notifications, the members, the staff record.
  expect(asked.length).toBeLessThanOrEqual(7);
  expect(asked).toEqual([...new Set(asked)]);
});
