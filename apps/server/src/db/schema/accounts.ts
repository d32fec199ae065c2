import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A person's sign-in identity; global, above every school. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    /** The account's language for its e-mails: the interface's at registration, and each later choice; null until known. */
    language: text('language'),
    isMaster: boolean('is_master').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('accounts_phone_key').on(table.phone),
  ],
);
