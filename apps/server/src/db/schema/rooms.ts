import { sql } from 'drizzle-orm';
import { boolean, foreignKey, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { places } from './places.ts';
import { schoolIdColumn, schoolKey } from './school-owned.ts';

/** Rooms at a school's places: classrooms, changing rooms, stores (DOMAIN.md, Catalogue). School-owned. */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    placeId: uuid('place_id').notNull(),
    capacity: integer('capacity'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('rooms_name_unique').on(table.applicationId, sql`lower(${table.name})`),
    // A place with rooms cannot be deleted (in use); it can be deactivated.
    foreignKey({
      name: 'rooms_place_fk',
      columns: [table.applicationId, table.placeId],
      foreignColumns: [places.applicationId, places.id],
    }),
  ],
);
