import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_TYPE_KINDS, LEVELS } from '@lineup/contract/event-types';
import { schoolIdColumn, schoolKey } from './school-owned.ts';

export const eventTypeKind = pgEnum('event_type_kind', EVENT_TYPE_KINDS);
export const level = pgEnum('level', LEVELS);

/**
 * Lesson types and event types in one table, told apart by `kind` (DOMAIN.md, Catalogue):
 * the defaults an event of the type starts from. School-owned.
 */
export const eventTypes = pgTable(
  'event_types',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    kind: eventTypeKind('kind').notNull(),
    name: text('name').notNull(),
    /** `#rrggbb`, from the calendar's palette or chosen freely. */
    color: text('color').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Most people in one event of the type; null means no limit of its own. */
    capacity: integer('capacity'),
    studentsPerInstructor: integer('students_per_instructor').notNull().default(6),
    level: level('level').notNull().default('all'),
    priceCents: integer('price_cents').notNull().default(0),
    /** Credits one attendance uses (lessons); events use none. */
    creditsPerAttendance: integer('credits_per_attendance').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    // Lesson types and event types are two lists: a name is unique within its list.
    uniqueIndex('event_types_name_unique').on(table.applicationId, table.kind, sql`lower(${table.name})`),
    // Packages point at lesson types only: the key names the kind too.
    unique('event_types_kind_key').on(table.applicationId, table.id, table.kind),
    check('event_types_color_hex', sql`${table.color} ~ '^#[0-9a-f]{6}$'`),
    check('event_types_duration_positive', sql`${table.durationMinutes} > 0`),
    check('event_types_price_not_negative', sql`${table.priceCents} >= 0`),
    check('event_types_students_per_instructor_positive', sql`${table.studentsPerInstructor} >= 1`),
    check('event_types_credits_not_negative', sql`${table.creditsPerAttendance} >= 0`),
  ],
);
