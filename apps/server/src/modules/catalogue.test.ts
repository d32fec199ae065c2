import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemInput } from '@lineup/contract/items';
import type { Room, RoomInput } from '@lineup/contract/rooms';
import type { Supplier, SupplierInput } from '@lineup/contract/suppliers';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { place } from './places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { expectRefusal, expectFieldErrors, activityLog, ok } from '#src/testing/answers.ts';

const supplier = (change: Partial<SupplierInput> = {}): SupplierInput => ({
  name: 'Ocean Boards Lda',
  contactPerson: 'Rita Sousa',
  email: 'rita@oceanboards.pt',
  phone: '+351 912 345 678',
  taxId: 'PT509876543',
  address: 'Rua da Praia 12, Peniche',
  country: 'PT',
  notes: '',
  active: true,
  ...change,
});
const item = (change: Partial<ItemInput> = {}): ItemInput => ({
  name: 'Surf wax (cold water)',
  sku: '',
  priceCents: 350,
  stock: 24,
  supplierId: null,
  active: true,
  ...change,
});

describe('rooms, suppliers and shop items', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  let beach: string;
  let theirBeach: string;

  const create = async <T>(caller: Caller, path: string, body: object) =>
    ok<T>(await caller.call('POST', path, body), 201);
  const room = (change: Partial<RoomInput> = {}): RoomInput => ({
    name: 'Classroom',
    placeId: beach,
    capacity: 16,
    notes: '',
    active: true,
    ...change,
  });

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    beach = (await create<{ id: string }>(s.owner, '/api/v1/places', place())).id;
    theirBeach = (await create<{ id: string }>(s.other, '/api/v1/places', place({ name: 'Peniche' }))).id;
  });
  afterAll(() => t.close());

  it('creates, changes and deletes a room at a place, with the place’s name and each change logged', async () => {
    const created = await create<Room>(s.manager, '/api/v1/rooms', room({ name: 'Changing room' }));
    expect(created).toMatchObject({ name: 'Changing room', placeId: beach, placeName: 'Carcavelos', capacity: 16 });
    const changed = await s.manager.call(
      'PUT',
      `/api/v1/rooms/${created.id}`,
      room({ name: 'Lockers', capacity: null }),
    );
    expect(changed.json()).toMatchObject({ name: 'Lockers', capacity: null, placeName: 'Carcavelos' });
    expect((await s.manager.call('DELETE', `/api/v1/rooms/${created.id}`)).statusCode).toBe(204);
    expect((await s.staff.call('GET', `/api/v1/rooms/${created.id}`)).statusCode).toBe(404);
    const entries = (await activityLog(s.owner)).filter((entry) => entry.action.startsWith('room_'));
    expect(entries.map(({ action, target }) => `${action} ${target}`)).toEqual([
      'room_deleted Lockers',
      'room_updated Lockers',
      'room_created Changing room',
    ]);
    expect(entries[1]?.data).toEqual({ changed: 'name, capacity' });
  });

  it('refuses a room at another school’s place, or at none, on its place field', async () => {
    expectFieldErrors(await s.owner.call('POST', '/api/v1/rooms', room({ placeId: theirBeach })), {
      'body.placeId': 'missing',
    });
    const mine = await create<Room>(s.owner, '/api/v1/rooms', room({ name: 'Store' }));
    expectFieldErrors(
      await s.owner.call('PUT', `/api/v1/rooms/${mine.id}`, room({ name: 'Store', placeId: theirBeach })),
      { 'body.placeId': 'missing' },
    );
    const unknown = await s.owner.call('POST', '/api/v1/rooms', { ...room(), placeId: 'nowhere' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses to delete a place that has rooms, and offers to deactivate it', async () => {
    const used = await create<{ id: string }>(s.owner, '/api/v1/places', place({ name: 'Guincho' }));
    await create<Room>(s.owner, '/api/v1/rooms', room({ name: 'Guincho hut', placeId: used.id }));
    expectRefusal(await s.owner.call('DELETE', `/api/v1/places/${used.id}`), 409, 'in_use', { offer: 'deactivate' });
    expect((await s.owner.call('GET', `/api/v1/places/${used.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete a supplier of shop items, and offers to deactivate it', async () => {
    const ocean = await create<Supplier>(s.owner, '/api/v1/suppliers', supplier());
    const wax = await create<Item>(s.owner, '/api/v1/items', item({ supplierId: ocean.id }));
    expect(wax.supplierName).toBe('Ocean Boards Lda');
    const refused = await s.owner.call('DELETE', `/api/v1/suppliers/${ocean.id}`);
    expectRefusal(refused, 409, 'in_use', { offer: 'deactivate' });
    expect(refused.json<{ detail: string }>().detail).toContain('Deactivate it instead');
    // Once no item names it, it can go.
    await s.owner.call('PUT', `/api/v1/items/${wax.id}`, item({ supplierId: null }));
    expect((await s.owner.call('DELETE', `/api/v1/suppliers/${ocean.id}`)).statusCode).toBe(204);
  });

  it('refuses the same name twice in any case, per kind and per school', async () => {
    await create(s.owner, '/api/v1/suppliers', supplier({ name: 'Wax Works' }));
    expectRefusal(await s.owner.call('POST', '/api/v1/suppliers', supplier({ name: 'WAX WORKS' })), 409, 'name_taken', {
      name: 'WAX WORKS',
    });
    const taken = await s.owner.call('POST', '/api/v1/items', item({ name: 'Leash 7ft' }));
    expect(taken.statusCode).toBe(201);
    const again = await s.owner.call('POST', '/api/v1/items', item({ name: 'leash 7FT' }));
    expectRefusal(again, 409, 'name_taken', { name: 'leash 7FT' });
    expect(again.json<{ detail: string }>().detail).toBe('There is already an item named "leash 7FT".');
    await create(s.other, '/api/v1/suppliers', supplier({ name: 'Wax Works' }));
  });

  it('keeps a label code to one item, on its field, while items without one never collide', async () => {
    await create(s.owner, '/api/v1/items', item({ name: 'T-shirt M', sku: 'TS-M' }));
    expectFieldErrors(await s.owner.call('POST', '/api/v1/items', item({ name: 'T-shirt M2', sku: 'ts-m' })), {
      'body.sku': 'taken',
    });
    await create(s.owner, '/api/v1/items', item({ name: 'Sticker', sku: '' }));
    await create(s.owner, '/api/v1/items', item({ name: 'Keyring', sku: '' }));
  });

  it('never lets stock or price go below zero, and writes nothing invalid', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/items',
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
      payload: item({ name: 'Negative', stock: -1, priceCents: -5 }),
    });
    expect(answer.statusCode).toBe(400);
    const errors = answer.json<{ errors: { path: string; message: string }[] }>().errors;
    expect(errors.map((error) => error.path).sort()).toEqual(['body.priceCents', 'body.stock']);
    expect(errors[0]?.message).toMatch(/valor/);
    const all = (await s.owner.call('GET', '/api/v1/items?q=Negative')).json<{ total: number }>();
    expect(all.total).toBe(0);
    const supplierErrors = await s.owner.call('POST', '/api/v1/suppliers', supplier({ name: 'Bad', email: 'nope' }));
    expect(supplierErrors.statusCode).toBe(400);
  });

  it('lets every member read and only manage_settings write, and answers 404 for other schools’ ids', async () => {
    const theirs = await create<Supplier>(s.other, '/api/v1/suppliers', supplier({ name: 'Their supplier' }));
    for (const path of ['/api/v1/rooms', '/api/v1/suppliers', '/api/v1/items']) {
      expect((await s.staff.call('GET', path)).statusCode).toBe(200);
      expect((await s.staff.call('GET', `${path}/export`)).statusCode).toBe(200);
    }
    for (const answer of [
      await s.staff.call('POST', '/api/v1/rooms', room({ name: 'Staff room' })),
      await s.staff.call('POST', '/api/v1/suppliers', supplier({ name: 'Staff supplier' })),
      await s.staff.call('POST', '/api/v1/items', item({ name: 'Staff item' })),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
    for (const answer of [
      await s.owner.call('GET', `/api/v1/suppliers/${theirs.id}`),
      await s.owner.call('PUT', `/api/v1/suppliers/${theirs.id}`, supplier({ name: 'Mine now' })),
      await s.owner.call('DELETE', `/api/v1/suppliers/${theirs.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ detail: 'Supplier not found.' });
    }
    expectFieldErrors(await s.owner.call('POST', '/api/v1/items', item({ name: 'Their wax', supplierId: theirs.id })), {
      'body.supplierId': 'missing',
    });
  });

  it('lists, filters, sorts and exports items, the CSV holding the same rows as the list', async () => {
    const fins = await create<Supplier>(s.owner, '/api/v1/suppliers', supplier({ name: 'Fin Factory' }));
    await create(s.owner, '/api/v1/items', item({ name: 'Fin key', priceCents: 150, stock: 0, supplierId: fins.id }));
    await create(
      s.owner,
      '/api/v1/items',
      item({ name: 'Fin screws', priceCents: 1250, stock: 40, supplierId: fins.id }),
    );
    const bySupplier = (await s.staff.call('GET', `/api/v1/items?supplierId=${fins.id}&sort=price&order=desc`)).json<{
      items: Item[];
      total: number;
    }>();
    expect(bySupplier.items.map((row) => row.name)).toEqual(['Fin screws', 'Fin key']);
    const empty = (await s.staff.call('GET', '/api/v1/items?outOfStock=true')).json<{ items: Item[] }>();
    expect(empty.items.map((row) => row.name)).toEqual(['Fin key']);
    const bySearch = (await s.staff.call('GET', '/api/v1/items?q=factory&sort=supplier')).json<{ total: number }>();
    expect(bySearch.total).toBe(2);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/export?supplierId=${fins.id}&sort=price&order=desc`,
      headers: { authorization: `Bearer ${s.staff.token}`, cookie: 'lineup_language=pt' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="items-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nome,Referência,Preço,Stock,Fornecedor,Ativo,Última alteração');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Fin screws,,"12,50",40,Fin Factory,Sim,/);
    expect(lines[2]).toMatch(/^Fin key,,"1,50",0,Fin Factory,Sim,/);
  });
});
