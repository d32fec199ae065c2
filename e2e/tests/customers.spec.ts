import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

/** A customer's row in the list: a table row on a laptop, a card on a phone. */
const rowOf = (page: Page, name: string) => page.getByTestId('customers').locator('tr, li').filter({ hasText: name });

/** A spreadsheet as schools keep them: Portuguese headings, semicolons, day-first dates. */
const sheet = (tag: string, thirdPhone: string) =>
  Buffer.from(
    [
      'Nome;E-mail;Telemóvel;País;Data de nascimento;Nível',
      `${tag} Ana Lopes;ana.${tag}@example.com;+351 912 000 101;Portugal;14/07/1990;Iniciante`,
      `${tag} Ben Carter;ben.${tag}@example.com;+44 20 7946 0101;Reino Unido;02/03/1985;intermediate`,
      `${tag} Clara Vogel;clara.${tag}@example.com;${thirdPhone};Alemanha;;`,
    ].join('\n'),
  );

test('a manager imports a spreadsheet, fixes the row it names, edits a customer and opens their page', async ({
  page,
  school,
}) => {
  const tag = `c${Date.now().toString(36)}`;
  await signInAs(page, await school.account('manager'), '/student');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import customers' });
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: sheet(tag, '030 123456') });
  await expect(dialog.getByRole('combobox', { name: 'Phone', exact: true })).toHaveValue('Telemóvel');
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  const errors = dialog.getByTestId('import-errors');
  await expect(errors).toContainText('1 error');
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('Write the number with its country code');
  await file.setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: sheet(tag, '+49 30 123456') });
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByTestId('import-ready')).toContainText('All 3 rows are ready to import.');
  await dialog.getByRole('button', { name: 'Import 3 customers' }).click();
  await expect(page.getByText('3 customers imported.')).toBeVisible();

  await page.getByRole('searchbox').fill(tag);
  await expect(rowOf(page, `${tag} Ben Carter`)).toContainText('United Kingdom');
  await expect(rowOf(page, `${tag} Ana Lopes`)).toContainText('Beginner');
  await page.getByRole('button', { name: `Edit ${tag} Clara Vogel` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${tag} Clara Vogel` });
  await edit.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Advanced' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Customer “${tag} Clara Vogel” saved.`)).toBeVisible();
  await expect(rowOf(page, `${tag} Clara Vogel`)).toContainText('Advanced');

  // The search is remembered while the session lasts: away through the side bar and back.
  const sideBar = page.getByRole('navigation');
  await sideBar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await sideBar.getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('searchbox')).toHaveValue(tag);

  await rowOf(page, `${tag} Clara Vogel`)
    .getByRole('link', { name: `${tag} Clara Vogel` })
    .click();
  await expect(page.getByRole('heading', { name: `${tag} Clara Vogel` })).toBeVisible();
  await expect(page.getByRole('link', { name: '+49 30 123456' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Charges' })).toBeVisible();
});

// One test per screen, so each has its own time budget: nine full-page shots are slow on a busy machine.
test.describe('the customers screens fit a phone, a tablet and a laptop', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'manager', '/student');
    await expect(
      page
        .getByTestId('customers')
        .getByRole('button', { name: /^Edit / })
        .first(),
    ).toBeVisible();
  });

  test('the list', async ({ page }) => {
    // Twenty-five customers as cards make a tall page on a phone.
    test.slow();
    await shoot(page, 'customers');
  });

  test('the form', async ({ page }) => {
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    await expect(page.getByRole('dialog', { name: 'New customer' })).toBeVisible();
    await shoot(page, 'customer-form', undefined, { fullPage: false });
  });

  test('a customer’s page', async ({ page }) => {
    await page.getByTestId('customers').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Lessons' })).toBeVisible();
    await shoot(page, 'customer-view');
  });
});
