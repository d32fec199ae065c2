import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ANY_TIDE, type TideStates } from '@lineup/contract/conditions';
import { PLACE_TYPES } from '@lineup/contract/places';
import { schoolIdColumn, schoolKey } from './school-owned.ts';

export const placeType = pgEnum('place_type', PLACE_TYPES);

/** Where a school's lessons and events happen (DOMAIN.md, Catalogue). School-owned. */
export const places = pgTable(
  'places',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    name: text('name').notNull(),
    type: placeType('type').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    capacity: integer('capacity'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** A station of the tide database the school chose; null matches the nearest (decision 013). */
    tideStationId: text('tide_station_id'),
    /** Per level, the tide states that suit the place; an empty list is any. */
    tideStates: jsonb('tide_states').$type<TideStates>().notNull().default(ANY_TIDE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    // One name per school whatever its case: of two creations at once, exactly one wins.
    uniqueIndex('places_name_unique').on(table.applicationId, sql`lower(${table.name})`),
  ],
);
