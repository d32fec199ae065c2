import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@lineup/contract/items';
import type { Role } from '@lineup/contract/roles';
import type { Supplier } from '@lineup/contract/suppliers';
import ItemsScreen from '#web/features/items/items-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { created, mockApi, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const userEvent = events.setup({ delay: null });

const SUPPLIER_ID = '00000000-0000-4000-8000-0000000000aa';
const item = (change: Partial<Item>): Item => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Surf wax – cold water',
  sku: 'WAX-COLD',
  priceCents: 350,
  stock: 48,
  supplierId: SUPPLIER_ID,
  supplierName: 'Surf Shop Supplies',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});
const supplier: Pick<Supplier, 'id' | 'name' | 'active'> = {
  id: SUPPLIER_ID,
  name: 'Surf Shop Supplies',
  active: true,
};

function open(profile: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/items': () =>
      ok({
        items: [
          item({}),
          item({
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Fin key',
            sku: '',
            priceCents: 150,
            stock: 0,
            supplierId: null,
            supplierName: null,
          }),
        ],
        total: 2,
      }),
    'GET /api/v1/suppliers': () => ok({ items: [supplier], total: 1 }),
    ...routes,
  });
  renderScreen(<ItemsScreen />, { path: '/item', session: { name: 'Ana', email: 'ana@example.com', profile } });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Items' }, { timeout: 15_000 });

describe('/item', () => {
  it('lists items with price in the school’s currency, stock marked when none is left, and supplier', async () => {
    open('manager');
    const rows = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Surf wax – cold water');
    expect(rows[0]).toHaveTextContent('WAX-COLD');
    expect(rows[0]).toHaveTextContent('€3.50');
    expect(rows[0]).toHaveTextContent('48');
    expect(rows[0]).toHaveTextContent('Surf Shop Supplies');
    expect(rows[1]).toHaveTextContent('€1.50');
    expect(rows[1]).toHaveTextContent('Out of stock');
    expect(rows[1]).toHaveTextContent('None');
  });

  it('sends a typed price as cents with the chosen supplier, and puts a taken SKU on its field', async () => {
    let taken = true;
    const calls = open('manager', {
      'POST /api/v1/items': (call) =>
        taken
          ? problem(400, 'validation_failed', 'Invalid', [{ path: 'body.sku', message: 'Taken', code: 'taken' }])
          : created(item({ ...(call.body as object), id: '00000000-0000-4000-8000-000000000003' })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('Leash 7 ft');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /SKU/ }));
    await userEvent.paste('WAX-COLD');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price/ }), '29.9');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Supplier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Surf Shop Supplies' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const sku = within(dialog).getByRole('textbox', { name: /SKU/ });
    await waitFor(() => expect(sku).toHaveAccessibleDescription(/Another record already uses this value\./));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Leash 7 ft',
      sku: 'WAX-COLD',
      priceCents: 2990,
      stock: 0,
      supplierId: SUPPLIER_ID,
      active: true,
    });
    taken = false;
    await userEvent.clear(sku);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Item “Leash 7 ft” created.')).toBeInTheDocument();
  });

  it('shows staff the shop without a way to change it', async () => {
    open('staff');
    await findTable();
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Fin key' })).not.toBeInTheDocument();
  });
});
