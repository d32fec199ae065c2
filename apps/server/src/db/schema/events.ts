import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { equipment } from './equipment.ts';
import { eventTypes } from './event-types.ts';
import { places } from './places.ts';
import { rooms } from './rooms.ts';
import { schoolIdColumn, schoolKey } from './school-owned.ts';
import { staff } from './staff.ts';
import { transports } from './transports.ts';

/**
 * Lessons and events on the calendar (DOMAIN.md, Schedule): a type, a place, a time. Progress
 * (upcoming, in progress, completed) is derived from the clock, never stored. The end is kept
 * beside the start so that overlaps are one range comparison. School-owned.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    eventTypeId: uuid('event_type_id').notNull(),
    title: text('title').notNull(),
    placeId: uuid('place_id').notNull(),
    roomId: uuid('room_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** `#rrggbb`; null shows the type's colour. */
    color: text('color'),
    /** Most customers in the event; null takes the type's (and no limit when the type has none). */
    capacity: integer('capacity'),
    /** Shared with the participants. */
    comments: text('comments').notNull().default(''),
    /** For the school's staff only. */
    notes: text('notes').notNull().default(''),
    /** scheduled or cancelled. */
    status: text('status').notNull().default('scheduled'),
    cancelReason: text('cancel_reason').notNull().default(''),
    /**
     * Shared by the occurrences of a repeating event (weekly on chosen days); null for one on its
     * own. The occurrences are rows of their own, so each can be changed or cancelled alone.
     */
    seriesId: uuid('series_id'),
    /**
     * The event's bookings that stand (not cancelled), those attended and the no-shows: counted
     * by the database as bookings change (migration 0027), never written by the app.
     */
    booked: integer('booked').notNull().default(0),
    attended: integer('attended').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    /** The customers of its bookings that stand, in order: kept by the database too (migration 0029). */
    customerIds: uuid('customer_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    index('events_time_idx').on(table.applicationId, table.startsAt),
    index('events_series_idx').on(table.applicationId, table.seriesId, table.startsAt),
    check('events_status_known', sql`${table.status} in ('scheduled', 'cancelled')`),
    check('events_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    // EVENT_DURATION_MAX: the calendar finds the events overlapping a range from their start alone.
    check('events_duration_max', sql`${table.endsAt} <= ${table.startsAt} + interval '7 days'`),
    check('events_color_hex', sql`${table.color} ~ '^#[0-9a-f]{6}$'`),
    check('events_capacity_positive', sql`${table.capacity} >= 1`),
    foreignKey({
      name: 'events_type_fk',
      columns: [table.applicationId, table.eventTypeId],
      foreignColumns: [eventTypes.applicationId, eventTypes.id],
    }),
    foreignKey({
      name: 'events_place_fk',
      columns: [table.applicationId, table.placeId],
      foreignColumns: [places.applicationId, places.id],
    }),
    foreignKey({
      name: 'events_room_fk',
      columns: [table.applicationId, table.roomId],
      foreignColumns: [rooms.applicationId, rooms.id],
    }),
  ],
);

/**
 * Each day's events that stand (not cancelled) and their customers, the day on the school's
 * clocks: counts the database keeps as events and bookings change, and anew when the school's
 * time zone changes (migration 0032), never written by the app. A day keeps its row at zero.
 */
export const eventDayTotals = pgTable(
  'event_day_totals',
  {
    applicationId: schoolIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    events: integer('events').notNull().default(0),
    customers: integer('customers').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'event_day_totals_pk', columns: [table.applicationId, table.day] })],
);

/**
 * What each staff member did each month on the school's clocks, per type of event and role: the
 * events that stand they are on, those events' customers, attended and no-shows, and their pay.
 * Kept by the database as events and their staff change (migration 0033), never written by the
 * app. Rows stay at zero; they name no staff member or type by a key, so none is kept from removal.
 */
export const staffMonthTotals = pgTable(
  'staff_month_totals',
  {
    applicationId: schoolIdColumn(),
    staffId: uuid('staff_id').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    eventTypeId: uuid('event_type_id').notNull(),
    role: text('role').notNull(),
    events: integer('events').notNull().default(0),
    customers: integer('customers').notNull().default(0),
    attended: integer('attended').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    payCents: bigint('pay_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'staff_month_totals_pk',
      columns: [table.applicationId, table.month, table.staffId, table.eventTypeId, table.role],
    }),
  ],
);

/** The customers of an event and how each attended; a cancelled booking stays for the record. */
export const eventCustomers = pgTable(
  'event_customers',
  {
    applicationId: schoolIdColumn(),
    eventId: uuid('event_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    /** booked, attended, no_show or cancelled. */
    attendance: text('attendance').notNull().default('booked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.eventId, table.customerId] }),
    index('event_customers_customer_idx').on(table.applicationId, table.customerId),
    check(
      'event_customers_attendance_known',
      sql`${table.attendance} in ('booked', 'attended', 'no_show', 'cancelled')`,
    ),
    foreignKey({
      name: 'event_customers_event_fk',
      columns: [table.applicationId, table.eventId],
      foreignColumns: [events.applicationId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_customers_customer_fk',
      columns: [table.applicationId, table.customerId],
      foreignColumns: [customers.applicationId, customers.id],
    }),
  ],
);

/** The staff of an event, each with a role and the pay fixed when they were booked. */
export const eventStaff = pgTable(
  'event_staff',
  {
    applicationId: schoolIdColumn(),
    eventId: uuid('event_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    /** instructor, assistant or driver. */
    role: text('role').notNull(),
    payCents: integer('pay_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.eventId, table.staffId] }),
    index('event_staff_staff_idx').on(table.applicationId, table.staffId),
    check('event_staff_role_known', sql`${table.role} in ('instructor', 'assistant', 'driver')`),
    check('event_staff_pay_not_negative', sql`${table.payCents} >= 0`),
    foreignKey({
      name: 'event_staff_event_fk',
      columns: [table.applicationId, table.eventId],
      foreignColumns: [events.applicationId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_staff_staff_fk',
      columns: [table.applicationId, table.staffId],
      foreignColumns: [staff.applicationId, staff.id],
    }),
  ],
);

/** Equipment an event takes: so many units of one item (boards, wetsuits of a size). */
export const eventEquipment = pgTable(
  'event_equipment',
  {
    applicationId: schoolIdColumn(),
    eventId: uuid('event_id').notNull(),
    equipmentId: uuid('equipment_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.eventId, table.equipmentId] }),
    index('event_equipment_equipment_idx').on(table.applicationId, table.equipmentId),
    check('event_equipment_quantity_positive', sql`${table.quantity} >= 1`),
    foreignKey({
      name: 'event_equipment_event_fk',
      columns: [table.applicationId, table.eventId],
      foreignColumns: [events.applicationId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_equipment_equipment_fk',
      columns: [table.applicationId, table.equipmentId],
      foreignColumns: [equipment.applicationId, equipment.id],
    }),
  ],
);

/** The vehicles that take an event's people; the driver is one of the event's staff, as driver. */
export const eventTransports = pgTable(
  'event_transports',
  {
    applicationId: schoolIdColumn(),
    eventId: uuid('event_id').notNull(),
    transportId: uuid('transport_id').notNull(),
    driverId: uuid('driver_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.eventId, table.transportId] }),
    index('event_transports_transport_idx').on(table.applicationId, table.transportId),
    foreignKey({
      name: 'event_transports_event_fk',
      columns: [table.applicationId, table.eventId],
      foreignColumns: [events.applicationId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_transports_transport_fk',
      columns: [table.applicationId, table.transportId],
      foreignColumns: [transports.applicationId, transports.id],
    }),
    foreignKey({
      name: 'event_transports_driver_fk',
      columns: [table.applicationId, table.driverId],
      foreignColumns: [staff.applicationId, staff.id],
    }),
  ],
);
