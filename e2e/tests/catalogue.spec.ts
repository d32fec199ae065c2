import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createByApi, signInByApi, type Account } from '../support/api.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

/** Creates a record as the school's Owner through the API and answers its id. */
async function create(
  request: APIRequestContext,
  owner: Account,
  path: string,
  data: Record<string, unknown>,
): Promise<string> {
  const { access_token: token } = await signInByApi(request, owner);
  return createByApi(request, token, path, data);
}

const beach = (name: string) => ({
  name,
  type: 'beach',
  country: 'PT',
  address: '',
  latitude: 38.68,
  longitude: -9.34,
  capacity: 20,
  notes: '',
  active: true,
});

test.describe('rooms, suppliers and shop items', () => {
  test('a manager adds a room at a place; the place, now in use, is deactivated instead of deleted', async ({
    page,
    school,
  }) => {
    test.slow();
    const tag = `R${Date.now().toString(36)}`;
    await create(page.request, school.owner, '/api/v1/places', beach(`${tag} Beach`));
    await signInAs(page, await school.account('manager'), `/room?q=${tag}`);

    await page.getByRole('button', { name: 'Add room' }).click();
    const dialog = page.getByRole('dialog', { name: 'New room' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${tag} Classroom`);
    await dialog.getByRole('combobox', { name: /^Place/ }).click();
    await page.getByRole('option', { name: `${tag} Beach` }).click();
    await dialog.getByRole('textbox', { name: /Capacity/ }).fill('18');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Room “${tag} Classroom” created.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('rooms').getByRole('row', { name: new RegExp(`${tag} Classroom`) });
    await expect(row).toContainText(`${tag} Beach`);
    await expect(row).toContainText('18');

    // The place has a room now: deleting it is refused, and deactivating it is offered.
    await page.goto(`/place?q=${tag}`);
    await page.getByRole('button', { name: `Delete ${tag} Beach` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const inUse = page.getByRole('dialog', { name: `“${tag} Beach” is in use` });
    await expect(inUse).toBeVisible();
    await inUse.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`Place “${tag} Beach” deactivated.`)).toBeVisible();
    await expect(page.getByTestId('places').getByRole('row', { name: new RegExp(`${tag} Beach`) })).toContainText(
      'Inactive',
    );
  });

  test('a manager adds a supplier and an item from it with a price, exports the shop, and deactivates the supplier', async ({
    page,
    school,
  }) => {
    test.slow();
    const tag = `S${Date.now().toString(36)}`;
    await signInAs(page, await school.account('manager'), `/supplier?q=${tag}`);
    await page.getByRole('button', { name: 'Add supplier' }).click();
    const supplierForm = page.getByRole('dialog', { name: 'New supplier' });
    await supplierForm.getByRole('textbox', { name: 'Name' }).fill(`${tag} Wax Co`);
    await supplierForm.getByRole('textbox', { name: 'E-mail' }).fill('not an address');
    await supplierForm.getByRole('button', { name: 'Create' }).click();
    await expect(supplierForm.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'This is not in the expected format.',
    );
    await supplierForm.getByRole('textbox', { name: 'E-mail' }).fill('orders@waxco.example');
    await supplierForm.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Supplier “${tag} Wax Co” created.`)).toBeVisible();

    await page.goto(`/item?q=${tag}`);
    await page.getByRole('button', { name: 'Add item' }).click();
    const itemForm = page.getByRole('dialog', { name: 'New item' });
    await itemForm.getByRole('textbox', { name: 'Name' }).fill(`${tag} Cold wax`);
    await itemForm.getByRole('textbox', { name: /SKU/ }).fill(`${tag}-WAX`);
    await itemForm.getByRole('textbox', { name: 'Price' }).fill('3.5');
    await itemForm.getByRole('textbox', { name: /Stock/ }).fill('0');
    await itemForm.getByRole('combobox', { name: /^Supplier/ }).click();
    await page.getByRole('option', { name: `${tag} Wax Co` }).click();
    await itemForm.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Item “${tag} Cold wax” created.`)).toBeVisible();
    const row = page.getByTestId('items').getByRole('row', { name: new RegExp(`${tag} Cold wax`) });
    await expect(row).toContainText('€3.50');
    await expect(row).toContainText('Out of stock');
    await expect(row).toContainText(`${tag} Wax Co`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,SKU,Price,Stock,Supplier,Active,Last changed');
    expect(lines[1]).toMatch(new RegExp(`^${tag} Cold wax,${tag}-WAX,3.50,0,${tag} Wax Co,Yes,`));

    // Items come from the supplier: it is deactivated, not deleted.
    await page.goto(`/supplier?q=${tag}`);
    await page.getByRole('button', { name: `Delete ${tag} Wax Co` }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    const inUse = page.getByRole('dialog', { name: `“${tag} Wax Co” is in use` });
    await inUse.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`Supplier “${tag} Wax Co” deactivated.`)).toBeVisible();
  });

  test('staff read the catalogue and cannot change it', async ({ page, school }) => {
    const tag = `T${Date.now().toString(36)}`;
    await create(page.request, school.owner, '/api/v1/items', {
      name: `${tag} Leash`,
      sku: '',
      priceCents: 2900,
      stock: 5,
      supplierId: null,
      active: true,
    });
    await signInAs(page, await school.account('staff'), '/item');
    await expect(page.getByTestId('items').getByRole('cell', { name: `${tag} Leash`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add item' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Edit ${tag} Leash` })).toHaveCount(0);
    await page.goto('/room');
    await expect(page.getByRole('button', { name: 'Add room' })).toHaveCount(0);
    await page.goto('/supplier');
    await expect(page.getByRole('button', { name: 'Add supplier' })).toHaveCount(0);
  });

  test('the three lists and their forms fit a phone, a tablet and a laptop', async ({ page, school }) => {
    test.slow();
    const tag = `W${Date.now().toString(36)}`;
    const place = await create(page.request, school.owner, '/api/v1/places', beach(`${tag} Carcavelos`));
    const supplier = await create(page.request, school.owner, '/api/v1/suppliers', {
      name: `${tag} Atlantic Neoprene`,
      contactPerson: 'Miguel Costa',
      email: 'sales@atlanticneoprene.example',
      phone: '+351 935 111 222',
      taxId: 'PT510222333',
      address: 'Zona Industrial, Lote 4, Mafra',
      country: 'PT',
      notes: '',
      active: true,
    });
    for (const [name, capacity] of [
      ['Classroom', 20],
      ['Changing room with showers and lockers', 12],
    ] as const) {
      await create(page.request, school.owner, '/api/v1/rooms', {
        name: `${tag} ${name}`,
        placeId: place,
        capacity,
        notes: '',
        active: true,
      });
    }
    for (const [name, priceCents, stock] of [
      ['Rash vest', 3500, 8],
      ['Surf wax – cold water', 350, 0],
    ] as const) {
      await create(page.request, school.owner, '/api/v1/items', {
        name: `${tag} ${name}`,
        sku: '',
        priceCents,
        stock,
        supplierId: supplier,
        active: true,
      });
    }
    await signInAs(page, await school.account('manager'));
    for (const [path, name, testId] of [
      ['/room', 'rooms', 'rooms'],
      ['/supplier', 'suppliers', 'suppliers'],
      ['/item', 'items', 'items'],
    ] as const) {
      await page.goto(`${path}?q=${tag}`);
      await expect(page.getByTestId(testId).getByRole('cell').first()).toBeVisible();
      await shoot(page, `${name}-list`);
    }
    await page.getByRole('button', { name: `Edit ${tag} Rash vest` }).click();
    await expect(page.getByRole('dialog', { name: `Edit ${tag} Rash vest` })).toBeVisible();
    await shoot(page, 'items-form');
  });
});
