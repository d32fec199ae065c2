import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, field: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A record's row in a list: a table row on a laptop, a card on a phone. */
const rowOf = (page: Page, list: string, name: string) =>
  page.getByTestId(list).locator('tr, li').filter({ hasText: name });

async function exportCsv(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return readFile(await (await download).path(), 'utf8');
}

/**
 * From Settings through the catalogue as a manager sets a school up: a board, a lesson type
 * and a package for it, each created, changed and exported; the package archived and activated.
 */
async function setUpCatalogue(page: Page, tag: string, { shots }: { shots: boolean }) {
  await page.goto('/settings');
  const hub = page.getByTestId('settings-hub');
  await hub.getByRole('link', { name: /Equipment/ }).click();
  await expect(page).toHaveURL(/\/equipment$/);

  await page.getByRole('button', { name: 'Add equipment' }).first().click();
  const board = page.getByRole('dialog', { name: 'New equipment' });
  await board.getByRole('textbox', { name: /^Name/ }).fill(`${tag} Soft-top`);
  await choose(page, board, /^Category/, 'Board');
  await board.getByRole('textbox', { name: /^Length/ }).fill(`7'6"`);
  await board.getByRole('textbox', { name: /^Volume/ }).fill('60');
  await choose(page, board, /^Construction/, /Soft-top/);
  await board.getByRole('textbox', { name: /^Owned/ }).fill('4');
  await board.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Equipment “${tag} Soft-top” created.`)).toBeVisible();
  await page.getByRole('searchbox').fill(tag);
  const boardRow = rowOf(page, 'equipment', `${tag} Soft-top`);
  await expect(boardRow).toContainText(`7'6"`);
  await page.getByRole('button', { name: `Edit ${tag} Soft-top` }).click();
  const editBoard = page.getByRole('dialog', { name: `Edit ${tag} Soft-top` });
  await editBoard.getByRole('textbox', { name: /^Out of use/ }).fill('1');
  await editBoard.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Equipment “${tag} Soft-top” saved.`)).toBeVisible();
  await expect(boardRow).toContainText('1 out of use');
  expect(await exportCsv(page)).toContain(`${tag} Soft-top`);
  if (shots) await shoot(page, 'equipment');

  await page.goto('/settings');
  await hub.getByRole('link', { name: /Lesson types/ }).click();
  await expect(page).toHaveURL(/\/lessontypes$/);
  await page.getByRole('button', { name: 'Add lesson type' }).first().click();
  const type = page.getByRole('dialog', { name: 'New lesson type' });
  await type.getByRole('textbox', { name: /^Name/ }).fill(`${tag} Dawn patrol`);
  await type.getByRole('radio', { name: 'Teal' }).click();
  await type.getByRole('textbox', { name: /^Duration/ }).fill('90');
  await type.getByRole('textbox', { name: /^Price per person/ }).fill('40');
  await type.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Lesson type “${tag} Dawn patrol” created.`)).toBeVisible();
  await page.getByRole('searchbox').fill(tag);
  const typeRow = rowOf(page, 'lesson-types', `${tag} Dawn patrol`);
  await expect(typeRow).toContainText('1 h 30 min');
  await page.getByRole('button', { name: `Edit ${tag} Dawn patrol` }).click();
  const editType = page.getByRole('dialog', { name: `Edit ${tag} Dawn patrol` });
  await editType.getByRole('textbox', { name: /^Capacity/ }).fill('8');
  await editType.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Lesson type “${tag} Dawn patrol” saved.`)).toBeVisible();
  expect(await exportCsv(page)).toContain(`${tag} Dawn patrol`);
  if (shots) await shoot(page, 'lesson-types');
  await page.getByRole('tab', { name: 'Event types' }).click();
  await expect(page).toHaveURL(/\/eventtypes/);
  if (shots) await shoot(page, 'event-types');

  await page.goto('/settings');
  await hub.getByRole('link', { name: /Packages/ }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await page.getByRole('button', { name: 'Add package' }).first().click();
  const pack = page.getByRole('dialog', { name: 'New package' });
  await pack.getByRole('textbox', { name: /^Name/ }).fill(`${tag} Five dawns`);
  await pack.getByRole('combobox', { name: /^Lesson type/ }).fill(tag);
  await page.getByRole('option', { name: `${tag} Dawn patrol` }).click();
  await pack.getByRole('textbox', { name: /^Credits/ }).fill('5');
  await pack.getByRole('textbox', { name: /^Price/ }).fill('180');
  await pack.getByRole('textbox', { name: /^Validity in days/ }).fill('90');
  await pack.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Package “${tag} Five dawns” created.`)).toBeVisible();
  await page.getByRole('searchbox').fill(tag);
  const packRow = rowOf(page, 'packages', `${tag} Five dawns`);
  await expect(packRow).toContainText(`${tag} Dawn patrol`);
  await expect(packRow).toContainText('90 days');
  await page.getByRole('button', { name: `Edit ${tag} Five dawns` }).click();
  const editPack = page.getByRole('dialog', { name: `Edit ${tag} Five dawns` });
  await editPack.getByRole('textbox', { name: /^Credits/ }).fill('6');
  await editPack.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Package “${tag} Five dawns” saved.`)).toBeVisible();
  await page.getByRole('button', { name: `Archive ${tag} Five dawns` }).click();
  await expect(packRow).toContainText('Archived');
  await page.getByRole('button', { name: `Activate ${tag} Five dawns` }).click();
  await expect(page.getByText(`“${tag} Five dawns” is active again.`)).toBeVisible();
  await expect(packRow).not.toContainText('Archived');
  expect(await exportCsv(page)).toContain(`${tag} Five dawns`);
  if (shots) await shoot(page, 'packages');
}

test.describe('the catalogue from Settings', () => {
  test('a manager sets up a board, a lesson type and a package for it on a laptop', async ({ page, school }) => {
    test.slow();
    await signInAs(page, await school.account('manager'));
    await setUpCatalogue(page, `J${Date.now().toString(36)}`, { shots: true });
  });

  test('the same on a phone', async ({ page, school }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, await school.account('manager'));
    await setUpCatalogue(page, `P${Date.now().toString(36)}`, { shots: false });
  });
});

test('the demo school’s vehicles, one vehicle and its services, as its manager sees them', async ({ page }) => {
  test.slow();
  await signInAs(page, 'manager', '/transport');
  await expect(page.getByTestId('transports').getByRole('row', { name: /Van 1/ })).toContainText('AA-12-BC');
  await shoot(page, 'transport');
  await page.getByTestId('transports').getByRole('link', { name: 'Van 1' }).first().click();
  // Its page is shot with its works in people.spec.ts.
  await expect(page.getByRole('heading', { name: 'Van 1' })).toBeVisible();
  await page.goto('/services');
  await expect(page.getByTestId('services').getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'services');
});
