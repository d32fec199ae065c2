import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createByApi, signInByApi, type Account } from '../support/api.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

/** Places straight through the API, for the lists a journey needs but does not type in. */
async function addPlaces(request: APIRequestContext, owner: Account, names: readonly string[]) {
  const { access_token: token } = await signInByApi(request, owner);
  for (const [i, name] of names.entries()) {
    await createByApi(request, token, '/api/v1/places', {
      name,
      type: 'beach',
      country: 'PT',
      address: '',
      latitude: 38.6 + i / 100,
      longitude: -9.3,
      capacity: 10 + i,
      notes: '',
      active: true,
    });
  }
}

test.describe('/place', () => {
  test('a manager creates a place on the map, edits, finds, sorts, pages, exports and deletes it', async ({
    page,
    school,
  }) => {
    // One journey through the whole screen: longer than a single step's budget on a busy machine.
    test.slow();
    // Every name of this journey starts with its tag, so a search for the tag shows its places only.
    const tag = `J${Date.now().toString(36)}`;
    await addPlaces(
      page.request,
      school.owner,
      Array.from({ length: 11 }, (_, i) => `${tag} Spot ${String(i + 1).padStart(2, '0')}`),
    );
    await signInAs(page, await school.account('manager'), `/place?q=${tag}`);
    const table = page.getByTestId('places');
    await expect(page.getByText('1–11 of 11')).toBeVisible();

    // Create: the point is picked by a click on the map, which fills latitude and longitude.
    await page.getByRole('button', { name: 'Add place' }).click();
    const dialog = page.getByRole('dialog', { name: 'New place' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${tag} Praia Grande`);
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Meeting point' }).click();
    await dialog.getByRole('textbox', { name: 'Address' }).fill('Praia Grande, Sintra');
    const map = dialog.getByRole('region', { name: /Map: click to place the point/ });
    await expect(map).toBeVisible();
    await map.click({ position: { x: 120, y: 140 } });
    await expect(dialog.getByRole('button', { name: 'Chosen point' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Longitude' })).not.toHaveValue('');
    // Typed coordinates win over the click, and move the marker.
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('38.8103');
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('-9.4797');
    await dialog.getByRole('textbox', { name: /Capacity/ }).fill('30');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // The toast lasts four seconds: it is looked for first, while the dialog fades out.
    await expect(page.getByText(`Place “${tag} Praia Grande” created.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Search finds it, by address too; the address bar keeps the search.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Sintra');
    await expect(page).toHaveURL(/q=Sintra/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: `${tag} Praia Grande`, exact: true })).toBeVisible();

    // Edit: the dialog shows what was saved.
    await page.getByRole('button', { name: `Edit ${tag} Praia Grande` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${tag} Praia Grande` });
    await expect(edit.getByRole('textbox', { name: 'Latitude' })).toHaveValue('38.8103');
    await expect(edit.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-9.4797');
    await edit.getByRole('textbox', { name: /Capacity/ }).fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(`${tag} Praia Grande`) })).toContainText('No limit');

    // Sort by capacity, highest first, over the whole list; then ten per page.
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(page.getByText('1–12 of 12')).toBeVisible();
    // The second click reads the order the first one set: it waits for the address to have it.
    await table.getByRole('button', { name: 'Capacity' }).click();
    await expect(page).toHaveURL(/sort=capacity/);
    await table.getByRole('button', { name: 'Capacity' }).click();
    await expect(page).toHaveURL(/order=desc/);
    // No limit counts as the most.
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag} Praia Grande`);
    await expect(table.getByRole('row').nth(2)).toContainText(`${tag} Spot 11`);
    await page.getByRole('combobox', { name: 'Items per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(page.getByText('1–10 of 12')).toBeVisible();
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page.getByText('11–12 of 12')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);

    // Export: the same sort, every row, a file spreadsheets open as UTF-8.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await downloading).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Name');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain(`${tag} Praia Grande`);
    expect(lines[2]).toContain(`${tag} Spot 11`);

    // Delete asks first, then the place is gone.
    await page.getByRole('searchbox', { name: 'Search' }).fill(`${tag} Praia`);
    await page.getByRole('button', { name: `Delete ${tag} Praia Grande` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expect(confirm).toContainText(`Are you sure you want to delete “${tag} Praia Grande”?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Place “${tag} Praia Grande” deleted.`)).toBeVisible();
    await expect(table.getByRole('cell', { name: `${tag} Praia Grande`, exact: true })).toHaveCount(0);
  });

  test('staff read the places and cannot change them', async ({ page, school }) => {
    const tag = `R${Date.now().toString(36)}`;
    await addPlaces(page.request, school.owner, [`Read Only ${tag}`]);
    await signInAs(page, await school.account('staff'), '/place');
    await expect(page.getByTestId('places').getByRole('cell', { name: `Read Only ${tag}`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add place' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Edit Read Only ${tag}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });

  test('the list and the form fit a phone, a tablet and a laptop', async ({ page, school }) => {
    const tag = `S${Date.now().toString(36)}`;
    await addPlaces(page.request, school.owner, [
      `${tag} Carcavelos`,
      `${tag} Costa da Caparica, the long beach south of the river`,
      `${tag} Ribeira d'Ilhas`,
    ]);
    await signInAs(page, await school.account('manager'), `/place?q=${tag}`);
    await expect(page.getByText('1–3 of 3')).toBeVisible();
    await shoot(page, 'places-list');

    await page.getByRole('button', { name: `Edit ${tag} Carcavelos` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${tag} Carcavelos` });
    await expect(dialog.getByRole('region', { name: /Map: click to place the point/ })).toBeVisible();
    await shoot(page, 'places-form');
  });
});
