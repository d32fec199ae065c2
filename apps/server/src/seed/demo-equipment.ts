import { and, eq, inArray } from 'drizzle-orm';
import type { EquipmentInput, WetsuitSize } from '@lineup/contract/equipment';
import type { Transaction } from '#src/db/database.ts';
import { equipment, rooms, suppliers } from '#src/db/schema/index.ts';

type Stored = 'Board store' | 'Caparica beach hut';

/** A demo piece of equipment, naming its supplier and storage room by name (the room gives the place). */
export type DemoEquipment = Omit<EquipmentInput, 'supplierId' | 'storagePlaceId' | 'storageRoomId'> & {
  readonly supplier: string;
  readonly room: Stored;
};

const NONE = {
  boardLengthInches: null,
  boardVolumeLitres: null,
  boardConstruction: null,
  wetsuitSize: null,
  wetsuitThickness: '',
  notes: '',
  active: true,
} as const;

type Common = Pick<DemoEquipment, 'name' | 'brand' | 'model' | 'quantity'> &
  Partial<Pick<DemoEquipment, 'outOfUse' | 'condition' | 'notes' | 'purchaseDate' | 'purchasePriceCents'>>;

function board(
  common: Common &
    Pick<DemoEquipment, 'boardLengthInches' | 'boardVolumeLitres' | 'boardConstruction'> &
    Partial<Pick<DemoEquipment, 'room'>>,
): DemoEquipment {
  return {
    ...NONE,
    category: 'board',
    outOfUse: 0,
    condition: 'good',
    purchaseDate: '2024-03-12',
    purchasePriceCents: null,
    supplier: 'Ocean Boards Lda',
    room: 'Board store',
    ...common,
  };
}

/** One size of a wetsuit line: the name says thickness and size, as schools label their racks. */
function wetsuit(
  line: { brand: string; model: string; thickness: string; priceCents: number; room: Stored; bought: string },
  size: WetsuitSize,
  quantity: number,
  more: Partial<Pick<DemoEquipment, 'outOfUse' | 'condition'>> = {},
): DemoEquipment {
  return {
    ...NONE,
    name: `Wetsuit ${line.thickness} ${size}`,
    category: 'wetsuit',
    brand: line.brand,
    model: line.model,
    wetsuitSize: size,
    wetsuitThickness: line.thickness,
    quantity,
    outOfUse: 0,
    condition: 'good',
    purchaseDate: line.bought,
    purchasePriceCents: line.priceCents,
    supplier: 'Atlantic Neoprene',
    room: line.room,
    ...more,
  };
}

function accessory(common: Common & Pick<DemoEquipment, 'category' | 'supplier' | 'room'>): DemoEquipment {
  return { ...NONE, outOfUse: 0, condition: 'good', purchaseDate: '2024-05-02', purchasePriceCents: null, ...common };
}

const WINTER = { brand: 'Rip Curl', model: 'Dawn Patrol', thickness: '4/3', priceCents: 18_900, bought: '2024-10-08' };
const KIDS = { brand: "O'Neill", model: 'Youth Epic', thickness: '4/3', priceCents: 11_900, bought: '2024-10-08' };
const SUMMER = { brand: 'Rip Curl', model: 'Omega', thickness: '3/2', priceCents: 13_900, bought: '2025-05-20' };

/**
 * The demo school's quiver: soft-tops for first lessons in the lengths schools use (8'0" for
 * adults, 7'0" for teenagers, 9'0" for the heaviest), a few epoxy boards for the improvers,
 * winter 4/3 suits from XS to XL and for kids, summer 3/2 suits, and the small gear.
 */
export const DEMO_EQUIPMENT: readonly DemoEquipment[] = [
  board({
    name: 'Soft-top 8\'0"',
    brand: 'Wavestorm',
    model: 'Classic',
    boardLengthInches: 96,
    boardVolumeLitres: 86,
    boardConstruction: 'softtop',
    quantity: 10,
    outOfUse: 1,
    notes: 'One with a cracked rail, waiting for the repair bench.',
    purchasePriceCents: 25_000,
  }),
  board({
    name: 'Soft-top 7\'0"',
    brand: 'NSP',
    model: 'Soft Funboard',
    boardLengthInches: 84,
    boardVolumeLitres: 54,
    boardConstruction: 'softtop',
    quantity: 6,
    purchasePriceCents: 38_000,
  }),
  board({
    name: 'Soft-top 9\'0"',
    brand: 'Catch Surf',
    model: 'Odysea Log',
    boardLengthInches: 108,
    boardVolumeLitres: 98,
    boardConstruction: 'softtop',
    quantity: 4,
    condition: 'fair',
    purchaseDate: '2022-06-01',
    purchasePriceCents: 52_000,
  }),
  board({
    name: 'Soft-top 8\'0" Caparica',
    brand: 'Wavestorm',
    model: 'Classic',
    boardLengthInches: 96,
    boardVolumeLitres: 86,
    boardConstruction: 'softtop',
    quantity: 6,
    room: 'Caparica beach hut',
    purchasePriceCents: 25_000,
  }),
  board({
    name: 'Epoxy 6\'6"',
    brand: 'Torq',
    model: 'Mod Fun',
    boardLengthInches: 78,
    boardVolumeLitres: 41.5,
    boardConstruction: 'epoxy',
    quantity: 3,
    condition: 'new',
    purchaseDate: '2025-02-18',
    purchasePriceCents: 55_000,
  }),
  board({
    name: 'Epoxy 7\'2"',
    brand: 'Torq',
    model: 'Mod Fun',
    boardLengthInches: 86,
    boardVolumeLitres: 51.2,
    boardConstruction: 'epoxy',
    quantity: 3,
    outOfUse: 1,
    notes: 'One with a ding on the nose.',
    purchasePriceCents: 59_000,
  }),
  board({
    name: 'Longboard 9\'2"',
    brand: 'Semente',
    model: 'Classic Log',
    boardLengthInches: 110,
    boardVolumeLitres: 72,
    boardConstruction: 'pu',
    quantity: 2,
    condition: 'worn',
    purchaseDate: '2021-04-30',
    purchasePriceCents: 85_000,
  }),
  wetsuit({ ...WINTER, room: 'Board store' }, 'XS', 4),
  wetsuit({ ...WINTER, room: 'Board store' }, 'S', 8),
  wetsuit({ ...WINTER, room: 'Board store' }, 'M', 10, { outOfUse: 1 }),
  wetsuit({ ...WINTER, room: 'Board store' }, 'L', 8),
  wetsuit({ ...WINTER, room: 'Board store' }, 'XL', 4, { condition: 'fair' }),
  wetsuit({ ...KIDS, room: 'Caparica beach hut' }, 'K8', 4),
  wetsuit({ ...KIDS, room: 'Caparica beach hut' }, 'K10', 6),
  wetsuit({ ...KIDS, room: 'Caparica beach hut' }, 'K12', 6, { outOfUse: 1 }),
  wetsuit({ ...KIDS, room: 'Caparica beach hut' }, 'K14', 4),
  wetsuit({ ...SUMMER, room: 'Caparica beach hut' }, 'S', 6, { condition: 'new' }),
  wetsuit({ ...SUMMER, room: 'Caparica beach hut' }, 'M', 8, { condition: 'new' }),
  wetsuit({ ...SUMMER, room: 'Caparica beach hut' }, 'L', 6, { condition: 'new' }),
  accessory({
    name: 'Leash 8 ft',
    category: 'accessory',
    brand: 'FCS',
    model: 'Freedom',
    quantity: 24,
    outOfUse: 2,
    supplier: 'Surf Shop Supplies',
    room: 'Board store',
    purchasePriceCents: 2_900,
  }),
  accessory({
    name: 'Leash 9 ft',
    category: 'accessory',
    brand: 'FCS',
    model: 'Longboard Knee',
    quantity: 8,
    supplier: 'Surf Shop Supplies',
    room: 'Board store',
    purchasePriceCents: 3_200,
  }),
  accessory({
    name: 'Surf helmet',
    category: 'accessory',
    brand: 'Gath',
    model: 'Surf Convertible',
    quantity: 8,
    supplier: 'Surf Shop Supplies',
    room: 'Board store',
    notes: 'For the reef at Ribeira d’Ilhas.',
    purchasePriceCents: 6_500,
  }),
  accessory({
    name: 'Rash vest (school colours)',
    category: 'accessory',
    brand: 'Atlantic Neoprene',
    model: 'Lycra',
    quantity: 30,
    condition: 'fair',
    supplier: 'Atlantic Neoprene',
    room: 'Caparica beach hut',
    purchasePriceCents: 1_800,
  }),
  accessory({
    name: 'Beach flags',
    category: 'other',
    brand: '',
    model: '',
    quantity: 6,
    supplier: 'Surf Shop Supplies',
    room: 'Caparica beach hut',
    notes: 'Mark the lesson area on the sand.',
  }),
];

/** Fills the demo school's quiver (DOMAIN.md, Catalogue); runs after its places, rooms and suppliers exist. */
export async function seedDemoEquipment(tx: Transaction, schoolId: string): Promise<void> {
  const supplierNames = [...new Set(DEMO_EQUIPMENT.map((demo) => demo.supplier))];
  const roomNames = [...new Set(DEMO_EQUIPMENT.map((demo) => demo.room))];
  const supplierRows = await tx
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.applicationId, schoolId), inArray(suppliers.name, supplierNames)));
  const roomRows = await tx
    .select({ id: rooms.id, name: rooms.name, placeId: rooms.placeId })
    .from(rooms)
    .where(and(eq(rooms.applicationId, schoolId), inArray(rooms.name, roomNames)));
  const supplierId = new Map(supplierRows.map((row) => [row.name, row.id]));
  const room = new Map(roomRows.map((row) => [row.name, row]));
  await tx.insert(equipment).values(
    DEMO_EQUIPMENT.map(({ supplier, room: stored, ...demo }) => ({
      ...demo,
      applicationId: schoolId,
      supplierId: supplierId.get(supplier) ?? null,
      storagePlaceId: room.get(stored)?.placeId ?? null,
      storageRoomId: room.get(stored)?.id ?? null,
    })),
  );
}
