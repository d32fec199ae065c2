import { eq, gte, lte, sql } from 'drizzle-orm';
import {
  equipmentInputSchema,
  equipmentListQuerySchema,
  equipmentPageSchema,
  equipmentSchema,
  type Equipment,
  type EquipmentListQuery,
  type EQUIPMENT_SORTS,
  usableUnits,
} from '@lineup/contract/equipment';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { equipment, places, rooms, suppliers, works } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';
import { heedCatalogueLimit, lessonsOverEquipment } from '#src/modules/events/catalogue-limits.ts';
import { placeList } from '#src/modules/places/places.resource.ts';
import { supplierList } from '#src/modules/suppliers/suppliers.resource.ts';
import { EQUIPMENT_CSV_HEADER, equipmentCsvRow } from './equipment-csv.ts';
import { checkStorageRoom } from './equipment-storage.ts';

/**
 * Units of the row's equipment under maintenance that is not done (DOMAIN.md, Works): they count
 * as out of use until the work is done. Computed from the works, never stored.
 */
const underMaintenance = sql<number>`(select coalesce(sum(${works.equipmentQuantity}), 0) from ${works}
  where ${works.applicationId} = ${equipment.applicationId} and ${works.equipmentId} = ${equipment.id}
    and ${works.kind} = 'maintenance' and ${works.status} <> 'done')`.mapWith(Number);

const equipmentFields = {
  id: equipment.id,
  name: equipment.name,
  category: equipment.category,
  brand: equipment.brand,
  model: equipment.model,
  boardLengthInches: equipment.boardLengthInches,
  boardVolumeLitres: equipment.boardVolumeLitres,
  boardConstruction: equipment.boardConstruction,
  wetsuitSize: equipment.wetsuitSize,
  wetsuitThickness: equipment.wetsuitThickness,
  quantity: equipment.quantity,
  outOfUse: equipment.outOfUse,
  underMaintenance,
  supplierId: equipment.supplierId,
  supplierName: suppliers.name,
  purchaseDate: equipment.purchaseDate,
  purchasePriceCents: equipment.purchasePriceCents,
  condition: equipment.condition,
  storagePlaceId: equipment.storagePlaceId,
  storagePlaceName: places.name,
  storageRoomId: equipment.storageRoomId,
  storageRoomName: rooms.name,
  notes: equipment.notes,
  active: equipment.active,
  createdAt: equipment.createdAt,
  updatedAt: equipment.updatedAt,
};
export type EquipmentRow = ListRow<typeof equipmentFields>;

/**
 * Equipment with its supplier's, place's and room's names and its units under maintenance; search
 * by name, brand or model. Works name equipment through it.
 */
export const equipmentList: ListSource<(typeof EQUIPMENT_SORTS)[number], typeof equipmentFields> = {
  table: equipment,
  school: equipment.applicationId,
  id: equipment.id,
  fields: equipmentFields,
  sorts: {
    name: sql`lower(${equipment.name})`,
    // Categories and conditions in their own order (boards first, new first), the same in every language.
    category: equipment.category,
    quantity: sql`greatest(0, ${equipment.quantity} - ${equipment.outOfUse} - ${underMaintenance})`,
    condition: equipment.condition,
    supplier: sql`lower(${suppliers.name})`,
    storage: sql`nullif(lower(concat_ws(' ', ${places.name}, ${rooms.name})), '')`,
    active: equipment.active,
    updatedAt: equipment.updatedAt,
  },
  search: [equipment.name, equipment.brand, equipment.model],
  joins: [
    {
      table: suppliers,
      on: sql`${suppliers.applicationId} = ${equipment.applicationId} and ${suppliers.id} = ${equipment.supplierId}`,
    },
    {
      table: places,
      on: sql`${places.applicationId} = ${equipment.applicationId} and ${places.id} = ${equipment.storagePlaceId}`,
    },
    {
      table: rooms,
      on: sql`${rooms.applicationId} = ${equipment.applicationId} and ${rooms.id} = ${equipment.storageRoomId}`,
    },
  ],
};

/** The list's filters: a wetsuit size, a range of board lengths, and the rest by equality. */
const equipmentFilters = (query: EquipmentListQuery) => [
  query.category ? eq(equipment.category, query.category) : undefined,
  query.size ? eq(equipment.wetsuitSize, query.size) : undefined,
  query.lengthMin === undefined ? undefined : gte(equipment.boardLengthInches, query.lengthMin),
  query.lengthMax === undefined ? undefined : lte(equipment.boardLengthInches, query.lengthMax),
  query.supplierId ? eq(equipment.supplierId, query.supplierId) : undefined,
  query.storagePlaceId ? eq(equipment.storagePlaceId, query.storagePlaceId) : undefined,
  query.active === undefined ? undefined : eq(equipment.active, query.active),
];

const toEquipment = (row: EquipmentRow): Equipment => withIsoTimes(row);

const storageRooms = { table: rooms, school: rooms.applicationId, id: rooms.id };

/** The school's boards, wetsuits and accessories: every member reads them, `manage_settings` changes them. */
export const equipmentResource = defineResource({
  entity: 'equipment',
  path: '/api/v1/equipment',
  tag: 'equipment',
  names: { one: 'Equipment', many: 'Equipment' },
  schemas: {
    query: equipmentListQuerySchema,
    input: equipmentInputSchema,
    item: equipmentSchema,
    page: equipmentPageSchema,
  },
  list: equipmentList,
  kept: true,
  filters: equipmentFilters,
  toItem: toEquipment,
  references: { supplierId: supplierList, storagePlaceId: placeList, storageRoomId: storageRooms },
  toRow: ({ override: _override, ...row }) => row,
  prepare: (tx, { call, schoolId, input }) => checkStorageRoom(tx, call, schoolId, input),
  // Fewer usable units than upcoming lessons book: a board broke, and the school records it after "Go ahead?".
  checkScheduleNote:
    'Fewer usable units than upcoming lessons book (more out of use, fewer owned) is refused with 409 `equipment_below_bookings`, naming the lessons in `lessons`, unless `override` is true; the activity log then records it.',
  checkSchedule: async (tx, { call, schoolId, input, before }) => {
    const usable = usableUnits({ ...input, underMaintenance: before.underMaintenance });
    if (usable >= usableUnits(before)) return null;
    return heedCatalogueLimit(
      tx,
      call,
      schoolId,
      {
        reason: 'equipment_below_bookings',
        params: { item: input.name, usable },
        warning: true,
        override: input.override,
      },
      () => lessonsOverEquipment(tx, schoolId, before.id, usable),
    );
  },
  inUseOffer: 'deactivate',
  csv: { header: EQUIPMENT_CSV_HEADER, row: equipmentCsvRow },
});
