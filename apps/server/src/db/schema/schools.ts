import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { applications } from './applications.ts';
import { schoolRole } from './memberships.ts';
import { staff } from './staff.ts';

/** An e-mail invited to a school with a role; accepting it creates the membership. School-owned. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: schoolRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => accounts.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The staff record this invitation was sent from: accepting it links the record to the new member. */
    staffId: uuid('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.id] }),
    index('invitations_email_idx').on(table.email),
    index('invitations_staff_idx').on(table.applicationId, table.staffId),
    foreignKey({
      name: 'invitations_staff_fk',
      columns: [table.applicationId, table.staffId],
      foreignColumns: [staff.applicationId, staff.id],
    }).onDelete('set null'),
  ],
);

/** Who did what, when, in which school. Rows of a school are school-owned; platform rows have none. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Both logs page by keyset on (time, id), newest first: the school's and the platform's.
  (table) => [
    index('audit_log_school_idx').on(table.applicationId, table.createdAt, table.id),
    index('audit_log_at_idx').on(table.createdAt, table.id),
  ],
);
