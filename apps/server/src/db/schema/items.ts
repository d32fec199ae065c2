import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolIdColumn, schoolKey } from './school-owned.ts';
import { suppliers } from './suppliers.ts';

/** What the school's shop sells: wax, leashes, T-shirts (DOMAIN.md, Catalogue). School-owned. */
export const items = pgTable(
  'items',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    supplierId: uuid('supplier_id'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('items_name_unique').on(table.applicationId, sql`lower(${table.name})`),
    // A label code names one item; items without one do not collide.
    uniqueIndex('items_sku_unique')
      .on(table.applicationId, sql`lower(${table.sku})`)
      .where(sql`${table.sku} <> ''`),
    // Sales take stock in the same transaction: the database refuses to sell what is not there.
    check('items_stock_not_negative', sql`${table.stock} >= 0`),
    check('items_price_not_negative', sql`${table.priceCents} >= 0`),
    foreignKey({
      name: 'items_supplier_fk',
      columns: [table.applicationId, table.supplierId],
      foreignColumns: [suppliers.applicationId, suppliers.id],
    }),
  ],
);
