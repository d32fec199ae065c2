import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { schoolIdColumn, schoolKey } from './school-owned.ts';

/**
 * SmartBot's conversation (decision 014): each member's own messages in a school, what they
 * asked and what was answered. School-owned; gone with the account or the school.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** user (what was asked) or assistant (what was answered). */
    author: text('author').notNull(),
    text: text('text').notNull(),
    /** The answer as sent (intent, entities, links, rows, choices, action); null for a question. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    index('assistant_messages_account_idx').on(table.applicationId, table.accountId, table.createdAt),
    check('assistant_messages_author_known', sql`${table.author} in ('user', 'assistant')`),
  ],
);

/**
 * A change SmartBot proposed: its content is kept here, so that Confirm performs exactly what
 * was previewed and nothing the client sends; it is for its account only, once, before it expires.
 */
export const assistantActions = pgTable(
  'assistant_actions',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The input of the service call that Confirm makes. */
    input: jsonb('input').notNull(),
    /** The change as previewed. */
    preview: jsonb('preview').notNull(),
    /** proposed, confirmed or cancelled. */
    status: text('status').notNull().default('proposed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    index('assistant_actions_account_idx').on(table.applicationId, table.accountId, table.createdAt),
    check('assistant_actions_status_known', sql`${table.status} in ('proposed', 'confirmed', 'cancelled')`),
  ],
);
