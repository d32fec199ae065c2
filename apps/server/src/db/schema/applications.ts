import { sql } from 'drizzle-orm';
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    timezone: text('timezone').notNull().default('Europe/Lisbon'),
    currency: text('currency').notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applications_one_pending_per_owner')
      .on(table.ownerAccountId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
