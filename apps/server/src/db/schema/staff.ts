import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberships } from './memberships.ts';
import { schoolIdColumn, schoolKey } from './school-owned.ts';

/** A certification a staff member holds (a lifeguard or coaching licence), until a day or for good. */
export interface StaffCertificationRow {
  name: string;
  /** YYYY-MM-DD, or null when it does not expire. */
  expiresOn: string | null;
}

/** Hours a staff member can work on one day of the week (ISO: Monday 1 … Sunday 7), "HH:MM". */
export interface StaffAvailabilityRow {
  weekday: number;
  from: string;
  to: string;
}

/**
 * The school's staff (DOMAIN.md, People): instructors, drivers, reception. Certifications and
 * weekly availability are part of the record, written whole with it. A record may be linked to
 * the member account of that person, which then opens it as its own. School-owned.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    /** E.164, or empty. */
    phone: text('phone').notNull().default(''),
    /** instructor, driver, reception, other: at least one. */
    functions: text('functions').array().notNull(),
    /** Pay for each lesson and each event taught, in cents; none means the school's default. */
    payPerLessonCents: integer('pay_per_lesson_cents'),
    payPerEventCents: integer('pay_per_event_cents'),
    /** Languages spoken, as ISO 639-1 codes. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: jsonb('certifications').$type<StaffCertificationRow[]>().notNull().default([]),
    availability: jsonb('availability').$type<StaffAvailabilityRow[]>().notNull().default([]),
    /** The member account of this person in the school, if linked; unlinked when the member leaves. */
    accountId: uuid('account_id'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('staff_name_unique').on(table.applicationId, sql`lower(${table.name})`),
    // One staff record per member account.
    uniqueIndex('staff_account_unique').on(table.applicationId, table.accountId),
    check(
      'staff_functions_known',
      sql`cardinality(${table.functions}) >= 1 and ${table.functions} <@ array['instructor', 'driver', 'reception', 'other']`,
    ),
    check('staff_pay_not_negative', sql`${table.payPerLessonCents} >= 0 and ${table.payPerEventCents} >= 0`),
    foreignKey({
      name: 'staff_account_fk',
      columns: [table.applicationId, table.accountId],
      foreignColumns: [memberships.applicationId, memberships.accountId],
    }).onDelete('set null'),
  ],
);
