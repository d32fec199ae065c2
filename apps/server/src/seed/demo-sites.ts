import type { ItemInput } from '@lineup/contract/items';
import type { RoomInput } from '@lineup/contract/rooms';
import type { SupplierInput } from '@lineup/contract/suppliers';
import type { Transaction } from '#src/db/database.ts';
import { items, places, rooms, suppliers } from '#src/db/schema/index.ts';
import { DEMO_PLACES } from './demo-places.ts';

/** The demo school's rooms, each at one of its places (by name). */
export const DEMO_ROOMS: readonly (Omit<RoomInput, 'placeId'> & { place: string })[] = [
  {
    name: 'Classroom',
    place: 'Carcavelos',
    capacity: 20,
    notes: 'Theory, safety briefings and video review.',
    active: true,
  },
  { name: 'Changing room', place: 'Carcavelos', capacity: 12, notes: 'Showers and lockers.', active: true },
  {
    name: 'Board store',
    place: 'Carcavelos',
    capacity: null,
    notes: 'Boards, wetsuits and the repair bench.',
    active: true,
  },
  {
    name: 'Caparica beach hut',
    place: 'Costa da Caparica',
    capacity: 10,
    notes: 'Wetsuits and a first-aid kit.',
    active: true,
  },
];

/** Who sells the demo school its gear and shop stock. */
export const DEMO_SUPPLIERS: readonly SupplierInput[] = [
  {
    name: 'Ocean Boards Lda',
    contactPerson: 'Rita Sousa',
    email: 'orders@oceanboards.example',
    phone: '+351 912 345 678',
    taxId: 'PT509876543',
    address: 'Rua da Praia 12, 2520-000 Peniche',
    country: 'PT',
    notes: 'Soft-tops and epoxy boards; delivery in a week.',
    active: true,
  },
  {
    name: 'Atlantic Neoprene',
    contactPerson: 'Miguel Costa',
    email: 'sales@atlanticneoprene.example',
    phone: '+351 935 111 222',
    taxId: 'PT510222333',
    address: 'Zona Industrial, Lote 4, 2640-000 Mafra',
    country: 'PT',
    notes: 'Wetsuits 3/2 and 4/3, kids’ sizes too.',
    active: true,
  },
  {
    name: 'Surf Shop Supplies',
    contactPerson: 'Léa Martin',
    email: 'contact@surfshopsupplies.example',
    phone: '+33 5 58 00 00 00',
    taxId: 'FR40123456789',
    address: '8 avenue de la Plage, 40150 Hossegor',
    country: 'FR',
    notes: 'Wax, leashes, fins and T-shirts.',
    active: true,
  },
];

/** The demo shop: six items with their supplier (by name). */
export const DEMO_ITEMS: readonly (Omit<ItemInput, 'supplierId'> & { supplier: string })[] = [
  {
    name: 'Surf wax – cold water',
    sku: 'WAX-COLD',
    priceCents: 350,
    stock: 48,
    supplier: 'Surf Shop Supplies',
    active: true,
  },
  {
    name: 'Surf wax – base coat',
    sku: 'WAX-BASE',
    priceCents: 400,
    stock: 30,
    supplier: 'Surf Shop Supplies',
    active: true,
  },
  { name: 'Leash 7 ft', sku: 'LEASH-7', priceCents: 2900, stock: 12, supplier: 'Surf Shop Supplies', active: true },
  { name: 'Fin key', sku: 'FIN-KEY', priceCents: 150, stock: 0, supplier: 'Surf Shop Supplies', active: true },
  {
    name: 'School T-shirt',
    sku: 'TEE-LOGO',
    priceCents: 2000,
    stock: 25,
    supplier: 'Surf Shop Supplies',
    active: true,
  },
  { name: 'Rash vest', sku: 'RASH-01', priceCents: 3500, stock: 8, supplier: 'Atlantic Neoprene', active: true },
];

/** The demo's places, rooms, suppliers and shop items: what a school has before its equipment. */
export async function seedDemoSites(tx: Transaction, schoolId: string): Promise<void> {
  const placeRows = await tx
    .insert(places)
    .values(DEMO_PLACES.map((place) => ({ ...place, applicationId: schoolId })))
    .returning({ id: places.id, name: places.name });
  const placeId = new Map(placeRows.map((row) => [row.name, row.id]));
  await tx
    .insert(rooms)
    .values(
      DEMO_ROOMS.map(({ place, ...room }) => ({ ...room, placeId: placeId.get(place) ?? '', applicationId: schoolId })),
    );
  const supplierRows = await tx
    .insert(suppliers)
    .values(DEMO_SUPPLIERS.map((supplier) => ({ ...supplier, applicationId: schoolId })))
    .returning({ id: suppliers.id, name: suppliers.name });
  const supplierId = new Map(supplierRows.map((row) => [row.name, row.id]));
  await tx.insert(items).values(
    DEMO_ITEMS.map(({ supplier, ...item }) => ({
      ...item,
      supplierId: supplierId.get(supplier) ?? null,
      applicationId: schoolId,
    })),
  );
}
