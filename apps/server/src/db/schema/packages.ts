import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CATALOGUE_STATUSES } from '@lineup/contract/catalogue-status';
import { eventTypeKind, eventTypes } from './event-types.ts';
import { schoolIdColumn, schoolKey } from './school-owned.ts';

export const catalogueStatus = pgEnum('catalogue_status', CATALOGUE_STATUSES);

/**
 * Lesson packages (DOMAIN.md, Catalogue): credits for a lesson type (or any), valid for some
 * days after the sale; archived rather than deleted once sold. School-owned.
 */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    /** The lesson type the credits pay for; null pays for any lesson. */
    lessonTypeId: uuid('lesson_type_id'),
    /** Always `lesson`: lets the reference name the kind, so an event type is refused. */
    lessonTypeKind: eventTypeKind('lesson_type_kind').notNull().default('lesson'),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Days the credits last after the sale; null never expires. */
    validityDays: integer('validity_days'),
    description: text('description').notNull().default(''),
    status: catalogueStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('packages_name_unique').on(table.applicationId, sql`lower(${table.name})`),
    check('packages_lesson_type_kind', sql`${table.lessonTypeKind} = 'lesson'`),
    check('packages_credits_positive', sql`${table.credits} >= 1`),
    check('packages_price_not_negative', sql`${table.priceCents} >= 0`),
    check('packages_validity_positive', sql`${table.validityDays} >= 1`),
    foreignKey({
      name: 'packages_lesson_type_fk',
      columns: [table.applicationId, table.lessonTypeId, table.lessonTypeKind],
      foreignColumns: [eventTypes.applicationId, eventTypes.id, eventTypes.kind],
    }),
  ],
);

/** Services sold apart from lessons: board rental, photos, insurance, transfers. School-owned. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    status: catalogueStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    uniqueIndex('services_name_unique').on(table.applicationId, sql`lower(${table.name})`),
    check('services_price_not_negative', sql`${table.priceCents} >= 0`),
  ],
);
