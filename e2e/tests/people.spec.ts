import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

test('the staff list, a staff member’s form and page, and the works list fit a phone, a tablet and a laptop', async ({
  page,
}) => {
  await signInAs(page, 'manager', '/staff');
  const staff = page.getByTestId('staff');
  await expect(staff.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  // The demo school's lifeguard licence that runs out within the month is flagged on the list.
  await expect(staff).toContainText(/Expires in \d+ days/);
  await shoot(page, 'staff');
  await page.getByRole('button', { name: 'Add staff member' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New staff member' })).toBeVisible();
  await shoot(page, 'staff-form');
  await page.keyboard.press('Escape');
  await staff.getByRole('link', { name: 'Rui Santos' }).first().click();
  await expect(page.getByRole('heading', { name: 'Rui Santos' })).toBeVisible();
  await shoot(page, 'staff-view');

  await page.goto('/works');
  await expect(
    page
      .getByTestId('works')
      .getByRole('button', { name: /^Edit / })
      .first(),
  ).toBeVisible();
  await shoot(page, 'works');
  await page.getByRole('button', { name: 'Add work' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New work' })).toBeVisible();
  await shoot(page, 'work-form');
});
