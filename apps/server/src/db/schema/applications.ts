import { sql } from 'drizzle-orm';
import { bigint, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { accounts } from './accounts.ts';

export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'active', 'inactive']);

/**
 * A surf school. Every school-owned row carries its `application_id`. An account has at
 * most one school request pending at a time.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: applicationStatus('status').notNull().default('pending'),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => accounts.id),
    timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bytes of the school's rows when last measured (see modules/admin/database-size.ts). */
    databaseSize: bigint('database_size', { mode: 'number' }).notNull().default(0),
    /** When the size was measured; null until the first measurement. */
    databaseSizeAt: timestamp('database_size_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('applications_one_pending_per_owner')
      .on(table.ownerAccountId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
