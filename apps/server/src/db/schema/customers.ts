import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { wetsuitSize } from './equipment.ts';
import { schoolIdColumn, schoolKey } from './school-owned.ts';

/**
 * The school's customers (DOMAIN.md, People; the spec says student and customer for the same
 * person). Names, e-mails and phones may repeat: a family shares an e-mail, and two people
 * have the same name; duplicates are warned about, never merged. School-owned.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    /** E.164 ("+351912345678"), or empty. */
    phone: text('phone').notNull().default(''),
    /** ISO 3166-1 alpha-2, or none when not known. */
    country: text('country'),
    /** Passport or identity card number, as written on it. */
    documentId: text('document_id').notNull().default(''),
    address: text('address').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    /** beginner, intermediate or advanced; none until assessed. */
    level: text('level'),
    /** The wetsuit that fits them, when known: a lesson's wetsuits are booked to fit its customers. */
    wetsuitSize: wetsuitSize('wetsuit_size'),
    /** Who answers for a minor. */
    guardianName: text('guardian_name').notNull().default(''),
    guardianPhone: text('guardian_phone').notNull().default(''),
    emergencyName: text('emergency_name').notNull().default(''),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    /** The day the waiver was signed, and who signed it (the customer, or a minor's guardian). */
    waiverAcceptedOn: date('waiver_accepted_on', { mode: 'string' }),
    waiverAcceptedBy: text('waiver_accepted_by').notNull().default(''),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    index('customers_name_idx').on(table.applicationId, sql`lower(${table.name})`),
    // Duplicates are looked up by e-mail and by phone when a customer is typed or imported.
    index('customers_email_idx')
      .on(table.applicationId, sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
    index('customers_phone_idx')
      .on(table.applicationId, table.phone)
      .where(sql`${table.phone} <> ''`),
    check('customers_level_known', sql`${table.level} in ('beginner', 'intermediate', 'advanced')`),
  ],
);
