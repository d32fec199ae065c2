import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolIdColumn } from './school-owned.ts';

/**
 * A school's profile beyond its name, time zone and currency (kept on `applications`), and
 * the defaults its screens start from (DOMAIN.md, Settings). One row per school, made with the
 * school by a trigger (migration 0013) and holding the defaults below until the school saves. School-owned.
 */
export const schoolSettings = pgTable(
  'school_settings',
  {
    applicationId: schoolIdColumn(),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    country: text('country'),
    /** The logo as a `data:image/…;base64,` address, small enough to sit in the row. */
    logo: text('logo'),
    payPerLessonCents: integer('pay_per_lesson_cents').notNull().default(0),
    payPerEventCents: integer('pay_per_event_cents').notNull().default(0),
    creditsPerLesson: integer('credits_per_lesson').notNull().default(1),
    noShowUsesCredit: boolean('no_show_uses_credit').notNull().default(true),
    /** Days overdue from which an unpaid charge is of medium, then high priority. */
    overdueMediumDays: integer('overdue_medium_days').notNull().default(15),
    overdueHighDays: integer('overdue_high_days').notNull().default(30),
    /** Amounts owed above which an unpaid charge is of medium, then high priority, whatever its days. */
    overdueMediumCents: integer('overdue_medium_cents').notNull().default(10_000),
    overdueHighCents: integer('overdue_high_cents').notNull().default(30_000),
    /** Where the map opens; null centres it on the school's places. */
    mapLatitude: doublePrecision('map_latitude'),
    mapLongitude: doublePrecision('map_longitude'),
    mapZoom: integer('map_zoom').notNull().default(12),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId] }),
    check('school_settings_pay_not_negative', sql`${table.payPerLessonCents} >= 0 and ${table.payPerEventCents} >= 0`),
    check('school_settings_credits_not_negative', sql`${table.creditsPerLesson} >= 0`),
    check(
      'school_settings_overdue_amount_order',
      sql`${table.overdueMediumCents} >= 0 and ${table.overdueHighCents} > ${table.overdueMediumCents}`,
    ),
    check(
      'school_settings_overdue_order',
      sql`${table.overdueMediumDays} >= 1 and ${table.overdueHighDays} > ${table.overdueMediumDays}`,
    ),
    check('school_settings_map_zoom', sql`${table.mapZoom} between 1 and 19`),
    check('school_settings_map_centre', sql`(${table.mapLatitude} is null) = (${table.mapLongitude} is null)`),
  ],
);
