import { index, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SCHOOL_ROLES } from '@lineup/contract/roles';
import { accounts } from './accounts.ts';
import { applications } from './applications.ts';

export const schoolRole = pgEnum('school_role', SCHOOL_ROLES);

/** An account's one role in one school. School-owned: row-level security applies. */
export const memberships = pgTable(
  'memberships',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: schoolRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.accountId] }),
    index('memberships_account_idx').on(table.accountId),
  ],
);
