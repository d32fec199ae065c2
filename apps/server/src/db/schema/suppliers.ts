import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolIdColumn, schoolKey } from './school-owned.ts';

/** Who sells the school its equipment and shop items (DOMAIN.md, Catalogue). School-owned. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    address: text('address').notNull().default(''),
    country: text('country').notNull(),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('suppliers_name_unique').on(table.applicationId, sql`lower(${table.name})`),
  ],
);
