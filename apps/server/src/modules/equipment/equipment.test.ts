import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Equipment } from '@lineup/contract/equipment';
import type { Room } from '@lineup/contract/rooms';
import type { Supplier } from '@lineup/contract/suppliers';
import { asPlatform } from '#src/db/tenancy.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { place } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { accessory, board, wetsuit } from './equipment.fixture.ts';
import { expectFieldErrors, expectRefusal, activityLog } from '#src/testing/answers.ts';

const PATH = '/api/v1/equipment';

describe('equipment', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  let beach: string;
  let otherBeach: string;
  let store: Room;
  let hut: Room;
  let ocean: Supplier;
  let theirs: { place: string; room: string; supplier: string };

  const create = async <T>(caller: Caller, path: string, body: object): Promise<T> => {
    const answer = await caller.call('POST', path, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<T>();
  };
  const room = (name: string, placeId: string) => ({ name, placeId, capacity: null, notes: '', active: true });
  const supplier = (name: string) => ({
    name,
    contactPerson: '',
    email: '',
    phone: '',
    taxId: '',
    address: '',
    country: 'PT',
    notes: '',
    active: true,
  });
  const count = async () => (await s.owner.call('GET', `${PATH}?pageSize=100`)).json<{ total: number }>().total;

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    beach = (await create<{ id: string }>(s.owner, '/api/v1/places', place())).id;
    otherBeach = (await create<{ id: string }>(s.owner, '/api/v1/places', place({ name: 'Costa da Caparica' }))).id;
    store = await create<Room>(s.owner, '/api/v1/rooms', room('Board store', beach));
    hut = await create<Room>(s.owner, '/api/v1/rooms', room('Beach hut', otherBeach));
    ocean = await create<Supplier>(s.owner, '/api/v1/suppliers', supplier('Ocean Boards Lda'));
    const theirPlace = (await create<{ id: string }>(s.other, '/api/v1/places', place({ name: 'Peniche' }))).id;
    theirs = {
      place: theirPlace,
      room: (await create<Room>(s.other, '/api/v1/rooms', room('Their store', theirPlace))).id,
      supplier: (await create<Supplier>(s.other, '/api/v1/suppliers', supplier('Their supplier'))).id,
    };
  });
  afterAll(() => t.close());

  it('creates, changes and deletes a board with its supplier, place and room named, each change logged', async () => {
    const created = await create<Equipment>(
      s.manager,
      PATH,
      board({ supplierId: ocean.id, storagePlaceId: beach, storageRoomId: store.id }),
    );
    expect(created).toMatchObject({
      name: 'Soft-top 8\'0"',
      category: 'board',
      boardLengthInches: 96,
      boardVolumeLitres: 80,
      boardConstruction: 'softtop',
      wetsuitSize: null,
      quantity: 10,
      outOfUse: 1,
      supplierName: 'Ocean Boards Lda',
      storagePlaceName: 'Carcavelos',
      storageRoomName: 'Board store',
      purchaseDate: '2025-03-14',
      purchasePriceCents: 32_000,
    });
    const changed = await s.manager.call(
      'PUT',
      `${PATH}/${created.id}`,
      board({ name: 'Soft-top 7\'6"', boardLengthInches: 90, boardVolumeLitres: 62.5, storagePlaceId: otherBeach }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      boardLengthInches: 90,
      boardVolumeLitres: 62.5,
      supplierName: null,
      storagePlaceName: 'Costa da Caparica',
      storageRoomName: null,
    });
    expect((await s.staff.call('GET', `${PATH}/${created.id}`)).json()).toMatchObject({ name: 'Soft-top 7\'6"' });
    expect((await s.manager.call('DELETE', `${PATH}/${created.id}`)).statusCode).toBe(204);
    expect((await s.staff.call('GET', `${PATH}/${created.id}`)).statusCode).toBe(404);
    const log = await activityLog(s.owner);
    const entries = log.filter((entry) => entry.action.startsWith('equipment_'));
    expect(entries.map(({ action, target }) => `${action} ${target}`)).toEqual([
      'equipment_deleted Soft-top 7\'6"',
      'equipment_updated Soft-top 7\'6"',
      'equipment_created Soft-top 8\'0"',
    ]);
    expect(entries[1]?.data.changed).toBe(
      'name, boardLengthInches, boardVolumeLitres, supplierId, storagePlaceId, storageRoomId',
    );
  });

  it('keeps wetsuits and accessories without board fields, and boards without wetsuit fields', async () => {
    const suit = await create<Equipment>(s.owner, PATH, wetsuit({ wetsuitSize: 'K10', wetsuitThickness: '5/4/3' }));
    expect(suit).toMatchObject({ wetsuitSize: 'K10', wetsuitThickness: '5/4/3', boardLengthInches: null });
    expect(await create<Equipment>(s.owner, PATH, accessory())).toMatchObject({ category: 'accessory' });
    expectFieldErrors(await s.owner.call('POST', PATH, wetsuit({ name: 'Odd', boardLengthInches: 90 })), {
      'body.boardLengthInches': 'not_for_category',
    });
    expectFieldErrors(
      await s.owner.call('POST', PATH, board({ name: 'Odd', wetsuitSize: 'M', wetsuitThickness: '3/2' })),
      { 'body.wetsuitSize': 'not_for_category', 'body.wetsuitThickness': 'not_for_category' },
    );
    expectFieldErrors(
      await s.owner.call('POST', PATH, accessory({ name: 'Odd', boardConstruction: 'epoxy', wetsuitSize: 'S' })),
      { 'body.boardConstruction': 'not_for_category', 'body.wetsuitSize': 'not_for_category' },
    );
    expectFieldErrors(
      await s.owner.call('POST', PATH, board({ name: 'Odd', boardLengthInches: null, boardConstruction: null })),
      { 'body.boardLengthInches': 'required', 'body.boardConstruction': 'required' },
    );
    expectFieldErrors(await s.owner.call('POST', PATH, wetsuit({ name: 'Odd', wetsuitSize: null })), {
      'body.wetsuitSize': 'required',
    });
    // A board's volume may be unknown.
    expect(await create<Equipment>(s.owner, PATH, board({ name: 'Old gun', boardVolumeLitres: null }))).toMatchObject({
      boardVolumeLitres: null,
    });
  });

  it('refuses sizes, counts and dates outside what a school has, and writes nothing', async () => {
    const before = await count();
    const cases: [object, Record<string, string>][] = [
      [board({ boardLengthInches: 47 }), { 'body.boardLengthInches': 'too_small' }],
      [board({ boardLengthInches: 145 }), { 'body.boardLengthInches': 'too_big' }],
      [board({ boardLengthInches: 90.5 }), { 'body.boardLengthInches': 'invalid_type' }],
      [board({ boardVolumeLitres: 9.9 }), { 'body.boardVolumeLitres': 'too_small' }],
      [board({ boardVolumeLitres: 200.1 }), { 'body.boardVolumeLitres': 'too_big' }],
      [board({ boardVolumeLitres: 60.25 }), { 'body.boardVolumeLitres': 'one_decimal' }],
      [wetsuit({ wetsuitThickness: '4mm' }), { 'body.wetsuitThickness': 'invalid_format' }],
      [wetsuit({ wetsuitThickness: '43' }), { 'body.wetsuitThickness': 'invalid_format' }],
      [wetsuit({ wetsuitSize: 'XXXL' as never }), { 'body.wetsuitSize': 'invalid_value' }],
      [board({ quantity: 3, outOfUse: 4 }), { 'body.outOfUse': 'too_big' }],
      [board({ quantity: 0, outOfUse: 0 }), { 'body.quantity': 'too_small' }],
      [board({ outOfUse: -1 }), { 'body.outOfUse': 'too_small' }],
      [board({ purchaseDate: '2999-01-01' }), { 'body.purchaseDate': 'date_out_of_range' }],
      [board({ purchaseDate: '0202-05-01' }), { 'body.purchaseDate': 'date_out_of_range' }],
      [board({ purchaseDate: '2025-02-30' }), { 'body.purchaseDate': 'invalid_format' }],
      [board({ purchasePriceCents: -1 }), { 'body.purchasePriceCents': 'too_small' }],
      [board({ storageRoomId: store.id }), { 'body.storagePlaceId': 'required' }],
    ];
    for (const [body, errors] of cases) {
      expectFieldErrors(await s.owner.call('POST', PATH, { ...body, name: 'Refused' }), errors);
    }
    expect(await count()).toBe(before);
  });

  it('words the refusals in the caller’s language', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
      payload: board({ name: 'Refused', quantity: 3, outOfUse: 4, boardLengthInches: null }),
    });
    const errors = answer.json<{ errors: { path: string; message: string }[] }>().errors;
    expect(Object.fromEntries(errors.map((error) => [error.path, error.message]))).toEqual({
      'body.boardLengthInches': 'Preencha este campo.',
      'body.outOfUse': 'O valor pode ser no máximo 3.',
    });
  });

  it('keeps the units out of use within those owned in the database too', async () => {
    const write = asPlatform(t.database.db, (tx) =>
      tx.execute(
        sql`insert into equipment (application_id, name, category, quantity, out_of_use) values (${s.schoolA}, 'Broken', 'board', 2, 3)`,
      ),
    );
    await expect(write).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('stores in a room of the storage place only, and refuses another school’s records as missing', async () => {
    expectFieldErrors(
      await s.owner.call('POST', PATH, board({ name: 'Lost', storagePlaceId: beach, storageRoomId: hut.id })),
      { 'body.storageRoomId': 'room_not_at_place' },
    );
    const kept = await create<Equipment>(
      s.owner,
      PATH,
      board({ name: 'Kept', storagePlaceId: otherBeach, storageRoomId: hut.id }),
    );
    expect(kept.storageRoomName).toBe('Beach hut');
    expectFieldErrors(
      await s.owner.call(
        'PUT',
        `${PATH}/${kept.id}`,
        board({ name: 'Kept', storagePlaceId: beach, storageRoomId: hut.id }),
      ),
      { 'body.storageRoomId': 'room_not_at_place' },
    );
    for (const [field, id] of [
      ['supplierId', theirs.supplier],
      ['storagePlaceId', theirs.place],
    ] as const) {
      expectFieldErrors(await s.owner.call('POST', PATH, board({ name: 'Theirs', [field]: id })), {
        [`body.${field}`]: 'missing',
      });
    }
    expectFieldErrors(
      await s.owner.call('POST', PATH, board({ name: 'Theirs', storagePlaceId: beach, storageRoomId: theirs.room })),
      { 'body.storageRoomId': 'missing' },
    );
  });

  it('refuses the same name twice in any case within a school, and allows it in another', async () => {
    await create(s.owner, PATH, wetsuit({ name: 'Wetsuit 3/2 S', wetsuitSize: 'S', wetsuitThickness: '3/2' }));
    const again = await s.owner.call('POST', PATH, wetsuit({ name: 'WETSUIT 3/2 s' }));
    expectRefusal(again, 409, 'name_taken', { name: 'WETSUIT 3/2 s' });
    expect(again.json<{ detail: string }>().detail).toBe('There is already equipment named "WETSUIT 3/2 s".');
    await create(s.other, PATH, wetsuit({ name: 'Wetsuit 3/2 S' }));
  });

  it('lets every member read and only manage_settings write, and answers 404 for other schools’ ids', async () => {
    expect((await s.staff.call('GET', PATH)).statusCode).toBe(200);
    expect((await s.staff.call('GET', `${PATH}/export`)).statusCode).toBe(200);
    const mine = await create<Equipment>(s.owner, PATH, accessory({ name: 'Helmet' }));
    for (const answer of [
      await s.staff.call('POST', PATH, accessory({ name: 'Staff helmet' })),
      await s.staff.call('PUT', `${PATH}/${mine.id}`, accessory({ name: 'Staff helmet' })),
      await s.staff.call('DELETE', `${PATH}/${mine.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
    expect((await s.loner.call('GET', PATH)).statusCode).toBe(403);
    for (const answer of [
      await s.other.call('GET', `${PATH}/${mine.id}`),
      await s.other.call('PUT', `${PATH}/${mine.id}`, accessory({ name: 'Mine now' })),
      await s.other.call('DELETE', `${PATH}/${mine.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ detail: 'Equipment not found.' });
    }
    expect((await s.owner.call('GET', `${PATH}/${mine.id}`)).json()).toMatchObject({ name: 'Helmet' });
  });

  it('keeps its supplier, place and room from being deleted, offering to deactivate them', async () => {
    const shop = await create<Supplier>(s.owner, '/api/v1/suppliers', supplier('Wetsuit World'));
    const spot = await create<{ id: string }>(s.owner, '/api/v1/places', place({ name: 'Guincho' }));
    const shed = await create<Room>(s.owner, '/api/v1/rooms', room('Guincho shed', spot.id));
    const kept = await create<Equipment>(
      s.owner,
      PATH,
      wetsuit({ name: 'Guincho suits', supplierId: shop.id, storagePlaceId: spot.id, storageRoomId: shed.id }),
    );
    for (const path of [`/api/v1/suppliers/${shop.id}`, `/api/v1/rooms/${shed.id}`, `/api/v1/places/${spot.id}`]) {
      expectRefusal(await s.owner.call('DELETE', path), 409, 'in_use', { offer: 'deactivate' });
    }
    expect((await s.owner.call('DELETE', `${PATH}/${kept.id}`)).statusCode).toBe(204);
    expect((await s.owner.call('DELETE', `/api/v1/suppliers/${shop.id}`)).statusCode).toBe(204);
    expect((await s.owner.call('DELETE', `/api/v1/rooms/${shed.id}`)).statusCode).toBe(204);
  });
});
