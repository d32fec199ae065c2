import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

// One test per screen, so each has its own time budget: full-page shots are slow on a busy machine.
test.describe('the staff and works screens fit a phone, a tablet and a laptop', () => {
  test('the staff list, with the licence that runs out this month flagged', async ({ page }) => {
    await signInAs(page, 'manager', '/staff');
    const staff = page.getByTestId('staff');
    await expect(staff.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expect(staff).toContainText(/Expires in \d+ days/);
    await shoot(page, 'staff');
  });

  test('the staff form', async ({ page }) => {
    await signInAs(page, 'manager', '/staff');
    await page.getByRole('button', { name: 'Add staff member' }).first().click();
    await expect(page.getByRole('dialog', { name: 'New staff member' })).toBeVisible();
    await shoot(page, 'staff-form', undefined, { fullPage: false });
  });

  test('a staff member’s page', async ({ page }) => {
    await signInAs(page, 'manager', '/staff');
    await page.getByTestId('staff').getByRole('link', { name: 'Rui Santos' }).first().click();
    await expect(page.getByRole('heading', { name: 'Rui Santos' })).toBeVisible();
    await shoot(page, 'staff-view');
  });

  test('the dialog that links a staff record to a member account', async ({ page }) => {
    await signInAs(page, 'manager', '/staff');
    await page.getByTestId('staff').getByRole('link', { name: 'Rui Santos' }).first().click();
    await page.getByTestId('staff-account').getByRole('button', { name: 'Link account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link Rui Santos to a member account' });
    await expect(dialog.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Link', exact: true })).toBeVisible();
    await shoot(page, 'staff-account-dialog', undefined, { fullPage: false });
  });

  test('the demo Instructor’s own staff record, reached from their profile', async ({ page }) => {
    await signInAs(page, 'instructor', '/user');
    await page.getByRole('link', { name: 'Your staff record' }).click();
    await expect(page.getByRole('heading', { name: 'Inês Carvalho' })).toBeVisible();
    await expect(page.getByTestId('staff-account')).toContainText('instructor@demo.lineup.surf');
    await shoot(page, 'staff-own');
  });

  test('a vehicle’s page with its works', async ({ page }) => {
    await signInAs(page, 'manager', '/transport');
    await page.getByTestId('transports').getByRole('link', { name: 'Van 1' }).first().click();
    await expect(page.getByTestId('transport-work').first()).toBeVisible();
    await shoot(page, 'transport-view');
  });

  test('the works list', async ({ page }) => {
    await signInAs(page, 'manager', '/works');
    await expect(
      page
        .getByTestId('works')
        .getByRole('button', { name: /^Edit / })
        .first(),
    ).toBeVisible();
    await shoot(page, 'works');
  });

  test('the work form', async ({ page }) => {
    await signInAs(page, 'manager', '/works');
    await page.getByRole('button', { name: 'Add work' }).first().click();
    await expect(page.getByRole('dialog', { name: 'New work' })).toBeVisible();
    await shoot(page, 'work-form', undefined, { fullPage: false });
  });
});
