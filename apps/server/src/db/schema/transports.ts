import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolIdColumn, schoolKey } from './school-owned.ts';
import { staff } from './staff.ts';

/**
 * The school's vehicles (DOMAIN.md, Catalogue: Transport): vans that take students to the
 * beach, with the staff member who usually drives them. School-owned.
 */
export const transports = pgTable(
  'transports',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    plate: text('plate').notNull().default(''),
    /** Seats, the driver's included. */
    seats: integer('seats').notNull(),
    defaultDriverId: uuid('default_driver_id'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('transports_name_unique').on(table.applicationId, sql`lower(${table.name})`),
    // A plate names one vehicle; vehicles without one do not collide.
    uniqueIndex('transports_plate_unique')
      .on(table.applicationId, sql`upper(${table.plate})`)
      .where(sql`${table.plate} <> ''`),
    check('transports_seats_positive', sql`${table.seats} >= 1`),
    // A driver who leaves the staff list leaves the vehicle without a default driver.
    foreignKey({
      name: 'transports_default_driver_fk',
      columns: [table.applicationId, table.defaultDriverId],
      foreignColumns: [staff.applicationId, staff.id],
    }).onDelete('set null'),
  ],
);
