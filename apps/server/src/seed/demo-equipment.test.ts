import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentInputSchema, type Equipment } from '@lineup/contract/equipment';
import { equipment, places, rooms, suppliers } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_SUPPLIERS } from './demo-sites.ts';
import { DEMO_EQUIPMENT } from './demo-equipment.ts';
import { seedDemoSchool } from './demo-school.ts';

describe('demo equipment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoSchool(t.database.db, t.config, t.app.log);
  });
  afterAll(() => t.close());

  it('is a quiver the contract accepts, in real sizes', () => {
    for (const { supplier, room, ...demo } of DEMO_EQUIPMENT) {
      const input = { ...demo, supplierId: null, storagePlaceId: null, storageRoomId: null };
      expect(equipmentInputSchema.safeParse(input).error?.issues, demo.name).toBeUndefined();
      expect(
        DEMO_SUPPLIERS.map((known) => known.name),
        supplier,
      ).toContain(supplier);
      expect(['Board store', 'Caparica beach hut']).toContain(room);
    }
    const boards = DEMO_EQUIPMENT.filter((demo) => demo.category === 'board');
    expect(new Set(boards.map((demo) => demo.boardConstruction))).toEqual(new Set(['softtop', 'epoxy', 'pu']));
    const winter = DEMO_EQUIPMENT.filter((demo) => demo.wetsuitThickness === '4/3').map((demo) => demo.wetsuitSize);
    expect(winter).toEqual(['XS', 'S', 'M', 'L', 'XL', 'K8', 'K10', 'K12', 'K14']);
  });

  it('stores every piece in a room at that room’s place, bought from the demo’s suppliers', async () => {
    const { rows, roomRows, placeRows, supplierRows } = await asPlatform(t.database.db, async (tx) => ({
      rows: await tx.select().from(equipment),
      roomRows: await tx.select().from(rooms),
      placeRows: await tx.select().from(places),
      supplierRows: await tx.select().from(suppliers),
    }));
    expect(rows).toHaveLength(DEMO_EQUIPMENT.length);
    const placeOf = new Map(roomRows.map((room) => [room.id, room.placeId]));
    const placeName = new Map(placeRows.map((place) => [place.id, place.name]));
    const supplierIds = new Set(supplierRows.map((supplier) => supplier.id));
    for (const row of rows) {
      expect(row.storageRoomId, row.name).not.toBeNull();
      expect(placeOf.get(row.storageRoomId ?? ''), row.name).toBe(row.storagePlaceId);
      expect(supplierIds.has(row.supplierId ?? ''), row.name).toBe(true);
    }
    const hut = rows.filter((row) => row.name.startsWith('Wetsuit 4/3 K'));
    expect(hut.map((row) => placeName.get(row.storagePlaceId ?? ''))).toEqual(Array(4).fill('Costa da Caparica'));
  });

  it('reads back through the API as the demo owner sees it', async () => {
    const owner = await signInAs(t.app, 'owner@demo.lineup.surf', 'lineup-demo-owner');
    const answer = await owner.call('GET', '/api/v1/equipment?category=board&sort=quantity&order=desc&pageSize=100');
    const boards = answer.json<{ items: Equipment[] }>().items;
    expect(boards[0]).toMatchObject({
      name: 'Soft-top 8\'0"',
      boardLengthInches: 96,
      quantity: 10,
      outOfUse: 1,
      supplierName: 'Ocean Boards Lda',
      storagePlaceName: 'Carcavelos',
      storageRoomName: 'Board store',
    });
    const kids = await owner.call('GET', '/api/v1/equipment?size=K10');
    expect(kids.json<{ items: Equipment[] }>().items.map((item) => item.name)).toEqual(['Wetsuit 4/3 K10']);
  });
});
