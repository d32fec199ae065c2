import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOARD_CONSTRUCTIONS,
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_CONDITIONS,
  WETSUIT_SIZES,
} from '@lineup/contract/equipment';
import { places } from './places.ts';
import { rooms } from './rooms.ts';
import { schoolIdColumn, schoolKey } from './school-owned.ts';
import { suppliers } from './suppliers.ts';

export const equipmentCategory = pgEnum('equipment_category', EQUIPMENT_CATEGORIES);
export const boardConstruction = pgEnum('board_construction', BOARD_CONSTRUCTIONS);
export const wetsuitSize = pgEnum('wetsuit_size', WETSUIT_SIZES);
export const equipmentCondition = pgEnum('equipment_condition', EQUIPMENT_CONDITIONS);

/**
 * Boards, wetsuits and accessories, one row per kind of unit with how many the school owns
 * (DOMAIN.md, Catalogue): lessons book quantities, never more than are usable. School-owned.
 */
export const equipment = pgTable(
  'equipment',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    category: equipmentCategory('category').notNull(),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    /** A board's length in inches (8'0" is 96); shown as feet and inches. */
    boardLengthInches: integer('board_length_inches'),
    /** A board's volume in litres, to one decimal. */
    boardVolumeLitres: numeric('board_volume_litres', { precision: 5, scale: 1, mode: 'number' }),
    boardConstruction: boardConstruction('board_construction'),
    wetsuitSize: wetsuitSize('wetsuit_size'),
    /** A wetsuit's thickness in millimetres as sold: "4/3", "3/2". */
    wetsuitThickness: text('wetsuit_thickness').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    outOfUse: integer('out_of_use').notNull().default(0),
    supplierId: uuid('supplier_id'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    purchasePriceCents: integer('purchase_price_cents'),
    condition: equipmentCondition('condition').notNull().default('good'),
    storagePlaceId: uuid('storage_place_id'),
    storageRoomId: uuid('storage_room_id'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('equipment_name_unique').on(table.applicationId, sql`lower(${table.name})`),
    // What is out of use is part of what is owned: usable units are never negative.
    check('equipment_quantity_counts', sql`${table.outOfUse} >= 0 and ${table.outOfUse} <= ${table.quantity}`),
    check('equipment_purchase_price_not_negative', sql`${table.purchasePriceCents} >= 0`),
    foreignKey({
      name: 'equipment_supplier_fk',
      columns: [table.applicationId, table.supplierId],
      foreignColumns: [suppliers.applicationId, suppliers.id],
    }),
    foreignKey({
      name: 'equipment_storage_place_fk',
      columns: [table.applicationId, table.storagePlaceId],
      foreignColumns: [places.applicationId, places.id],
    }),
    foreignKey({
      name: 'equipment_storage_room_fk',
      columns: [table.applicationId, table.storageRoomId],
      foreignColumns: [rooms.applicationId, rooms.id],
    }),
  ],
);
