import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Equipment } from '@lineup/contract/equipment';
import type { Role } from '@lineup/contract/roles';
import EquipmentScreen from '#web/features/equipment/equipment-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { created, json, mockApi, ok, type ApiCall, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const userEvent = events.setup({ delay: null });

const SUPPLIER_ID = '00000000-0000-4000-8000-0000000000aa';
const CARCAVELOS = '00000000-0000-4000-8000-0000000000b1';
const CAPARICA = '00000000-0000-4000-8000-0000000000b2';
const STORE = '00000000-0000-4000-8000-0000000000c1';
const HUT = '00000000-0000-4000-8000-0000000000c2';

const equipment = (change: Partial<Equipment>): Equipment => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Soft-top 7\'6"',
  category: 'board',
  brand: 'Softech',
  model: 'Roller',
  boardLengthInches: 90,
  boardVolumeLitres: 60.5,
  boardConstruction: 'softtop',
  wetsuitSize: null,
  wetsuitThickness: '',
  quantity: 10,
  outOfUse: 1,
  underMaintenance: 0,
  supplierId: SUPPLIER_ID,
  supplierName: 'Ocean Boards Lda',
  purchaseDate: '2025-03-14',
  purchasePriceCents: 32_000,
  condition: 'good',
  storagePlaceId: CARCAVELOS,
  storagePlaceName: 'Carcavelos',
  storageRoomId: STORE,
  storageRoomName: 'Board store',
  notes: '',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

const wetsuit = equipment({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Wetsuit 4/3 K10',
  category: 'wetsuit',
  brand: "O'Neill",
  model: 'Youth Epic',
  boardLengthInches: null,
  boardVolumeLitres: null,
  boardConstruction: null,
  wetsuitSize: 'K10',
  wetsuitThickness: '4/3',
  quantity: 6,
  outOfUse: 0,
  supplierId: null,
  supplierName: null,
  condition: 'worn',
  storagePlaceId: null,
  storagePlaceName: null,
  storageRoomId: null,
  storageRoomName: null,
});

const named = (id: string, name: string) => ({ id, name, active: true });

function open(profile: Role, routes: Record<string, Handler> = {}, path = '/equipment') {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/equipment': () => ok({ items: [equipment({}), wetsuit], total: 2 }),
    'GET /api/v1/suppliers': () => ok({ items: [named(SUPPLIER_ID, 'Ocean Boards Lda')], total: 1 }),
    'GET /api/v1/places': () =>
      ok({ items: [named(CARCAVELOS, 'Carcavelos'), named(CAPARICA, 'Costa da Caparica')], total: 2 }),
    'GET /api/v1/rooms': (call) =>
      ok(
        call.query.get('placeId') === CAPARICA
          ? { items: [named(HUT, 'Caparica beach hut')], total: 1 }
          : { items: [named(STORE, 'Board store')], total: 1 },
      ),
    ...routes,
  });
  renderScreen(<EquipmentScreen />, { path, session: { name: 'Ana', email: 'ana@example.com', profile } });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Equipment' }, { timeout: 15_000 });
const lastList = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/equipment').at(-1)?.query;

async function choose(container: HTMLElement, field: RegExp, option: string | RegExp) {
  await userEvent.click(within(container).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function newEquipment() {
  await findTable();
  await userEvent.click(screen.getByRole('button', { name: 'Add equipment' }));
  const dialog = await screen.findByRole('dialog', { name: 'New equipment' });
  await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
  await userEvent.paste('Soft-top 8\'0"');
  return dialog;
}

describe('/equipment', () => {
  it('lists equipment with its size in one line, usable of owned units, condition, storage and supplier', async () => {
    open('manager');
    const rows = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Soft-top 7\'6"');
    expect(rows[0]).toHaveTextContent('Softech Roller');
    expect(rows[0]).toHaveTextContent('Board');
    expect(rows[0]).toHaveTextContent('7\'6" · 60.5 L · Soft-top');
    expect(rows[0]).toHaveTextContent('9 / 10');
    expect(rows[0]).toHaveTextContent('1 out of use');
    expect(rows[0]).toHaveTextContent('Good');
    expect(rows[0]).toHaveTextContent('Carcavelos · Board store');
    expect(rows[0]).toHaveTextContent('Ocean Boards Lda');
    expect(rows[1]).toHaveTextContent('K10 · 4/3 mm');
    expect(rows[1]).toHaveTextContent('6 / 6');
    expect(rows[1]).not.toHaveTextContent('out of use');
    expect(rows[1]).toHaveTextContent('Worn');
    expect(rows[1]).toHaveTextContent('None');
  });

  it('counts units under open maintenance apart, and not as usable', async () => {
    open('staff', {
      'GET /api/v1/equipment': () => ok({ items: [equipment({ underMaintenance: 2 })], total: 1 }),
    });
    const [row] = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    expect(row).toHaveTextContent('7 / 10');
    expect(row).toHaveTextContent('1 out of use');
    expect(row).toHaveTextContent('2 under maintenance');
  });

  it('creates a board from its length in feet and inches, with only a board’s fields', async () => {
    const calls = open('manager', {
      'POST /api/v1/equipment': (call) => created(equipment({ ...(call.body as object), id: 'x' })),
    });
    const dialog = await newEquipment();
    expect(within(dialog).queryByRole('combobox', { name: /^Size/ })).not.toBeInTheDocument();
    const length = within(dialog).getByRole('textbox', { name: /Length/ });
    await userEvent.click(length);
    await userEvent.paste('7.6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(length).toHaveAccessibleDescription(/This value is not valid\./));
    await userEvent.clear(length);
    await userEvent.paste('8 0');
    await userEvent.tab();
    // Leaving the box shows how the length was read.
    expect(length).toHaveValue('8\'0"');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Volume/ }), '86');
    await choose(dialog, /Construction/, 'Soft-top');
    const owned = within(dialog).getByRole('textbox', { name: /Owned/ });
    await userEvent.clear(owned);
    await userEvent.type(owned, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Equipment “Soft-top 8\'0"” created.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Soft-top 8\'0"',
      category: 'board',
      brand: '',
      model: '',
      boardLengthInches: 96,
      boardVolumeLitres: 86,
      boardConstruction: 'softtop',
      wetsuitSize: null,
      wetsuitThickness: '',
      quantity: 10,
      outOfUse: 0,
      supplierId: null,
      purchaseDate: null,
      purchasePriceCents: null,
      condition: 'good',
      storagePlaceId: null,
      storageRoomId: null,
      notes: '',
      active: true,
    });
  });

  it('shows a wetsuit’s size and thickness instead of a board’s fields, and sends no board size', async () => {
    const calls = open('manager', {
      'POST /api/v1/equipment': (call) => created(equipment({ ...(call.body as object), id: 'y' })),
    });
    const dialog = await newEquipment();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Length/ }));
    await userEvent.paste('7\'0"');
    await choose(dialog, /Category/, 'Wetsuit');
    expect(within(dialog).queryByRole('textbox', { name: /Length/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const size = within(dialog).getByRole('combobox', { name: /^Size/ });
    await waitFor(() => expect(size).toHaveAccessibleDescription(/Fill in this field\./));
    await choose(dialog, /^Size/, 'K12 – age 12');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Thickness/ }));
    await userEvent.paste('4/3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      category: 'wetsuit',
      boardLengthInches: null,
      boardConstruction: null,
      wetsuitSize: 'K12',
      wetsuitThickness: '4/3',
    });
  });

  it('offers the rooms of the chosen storage place, and forgets the room when the place changes', async () => {
    const calls = open('manager', {
      'PUT /api/v1/equipment/00000000-0000-4000-8000-000000000001': (call) =>
        ok(equipment({ ...(call.body as object) })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Soft-top 7\'6"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Soft-top 7\'6"' });
    expect(within(dialog).getByRole('textbox', { name: /Length/ })).toHaveValue('7\'6"');
    expect(within(dialog).getByRole('combobox', { name: /Room/ })).toHaveValue('Board store');
    await choose(dialog, /Stored at/, 'Costa da Caparica');
    expect(within(dialog).getByRole('combobox', { name: /Room/ })).toHaveValue('');
    await choose(dialog, /Room/, 'Caparica beach hut');
    expect(calls.some((call) => call.path === '/api/v1/rooms' && call.query.get('placeId') === CAPARICA)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      boardLengthInches: 90,
      boardVolumeLitres: 60.5,
      storagePlaceId: CAPARICA,
      storageRoomId: HUT,
      purchaseDate: '2025-03-14',
      purchasePriceCents: 32_000,
    });
  });

  it('filters wetsuits by size and boards by a range of lengths', async () => {
    const calls = open('manager');
    await findTable();
    expect(screen.queryByRole('combobox', { name: 'Wetsuit size' })).not.toBeInTheDocument();
    await choose(document.body, /Category/, 'Wetsuit');
    await waitFor(() => expect(lastList(calls)?.get('category')).toBe('wetsuit'));
    await choose(document.body, /Wetsuit size/, 'M');
    await waitFor(() => expect(lastList(calls)?.get('size')).toBe('M'));
    await choose(document.body, /Category/, 'Board');
    await waitFor(() => expect(lastList(calls)?.get('category')).toBe('board'));
    expect(lastList(calls)?.get('size')).toBeNull();
    await choose(document.body, /Board from/, '7\'0"');
    await choose(document.body, /Board to/, '8\'0"');
    await waitFor(() => expect(lastList(calls)?.get('lengthMax')).toBe('96'));
    expect(lastList(calls)?.get('lengthMin')).toBe('84');
  });

  it('asks "Go ahead?" naming the upcoming lessons when fewer units than they book are left, then records it', async () => {
    const calls = open('manager', {
      'PUT /api/v1/equipment/00000000-0000-4000-8000-000000000001': (call) =>
        (call.body as { override?: boolean }).override
          ? ok(equipment(call.body as Partial<Equipment>))
          : json(409, {
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              code: 'conflict',
              detail: 'Short.',
              reason: 'equipment_below_bookings',
              params: { item: 'Soft-top 7\'6"', usable: 1, lessons: 1, list: '' },
              lessons: [{ id: 'l1', title: 'Morning group', startsAt: '2026-07-02T09:00:00.000Z', count: 3 }],
            }),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Soft-top 7\'6"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Soft-top 7\'6"' });
    const outOfUse = within(dialog).getByRole('textbox', { name: /Out of use/ });
    await userEvent.clear(outOfUse);
    await userEvent.type(outOfUse, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Go ahead?' });
    expect(question).toHaveTextContent('Soft-top 7\'6" would have 1 usable, fewer than 1 upcoming lesson(s) book.');
    expect(within(question).getByRole('link', { name: 'Morning group' })).toHaveAttribute('href', '/lesson/l1');
    expect(question).toHaveTextContent('3 booked');
    await userEvent.click(within(question).getByRole('button', { name: 'Go ahead' }));
    expect(await screen.findByText('Equipment “Soft-top 7\'6"” saved.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body as Record<string, unknown>);
    expect(puts.map((body) => [body.outOfUse, body.override])).toEqual([
      [9, undefined],
      [9, true],
    ]);
  });

  it('shows staff the equipment without a way to change it', async () => {
    open('staff');
    await findTable();
    expect(screen.queryByRole('button', { name: 'Add equipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Wetsuit 4/3 K10' })).not.toBeInTheDocument();
  });
});
