import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { equipment } from './equipment.ts';
import { schoolIdColumn, schoolKey } from './school-owned.ts';
import { staff } from './staff.ts';
import { suppliers } from './suppliers.ts';
import { transports } from './transports.ts';

/**
 * Tasks and maintenance (DOMAIN.md, Works): a board to repair, a van to service, a shop to
 * restock. Open maintenance on equipment counts its units as out of use. School-owned.
 */
export const works = pgTable(
  'works',
  {
    id: uuid('id').defaultRandom().notNull(),
    applicationId: schoolIdColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** maintenance or task. */
    kind: text('kind').notNull(),
    /** What it is done on: one piece of equipment (so many units of it) or one vehicle, or neither. */
    equipmentId: uuid('equipment_id'),
    equipmentQuantity: integer('equipment_quantity'),
    transportId: uuid('transport_id'),
    /** The staff member who does it. */
    assigneeId: uuid('assignee_id'),
    dueOn: date('due_on', { mode: 'string' }),
    /** low, medium or high. */
    priority: text('priority').notNull().default('medium'),
    /** open, in_progress or done. */
    status: text('status').notNull().default('open'),
    costCents: integer('cost_cents'),
    supplierId: uuid('supplier_id'),
    /** When it was marked done; cleared when it is opened again. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolKey(table),
    index('works_status_idx').on(table.applicationId, table.status, table.dueOn),
    index('works_equipment_idx')
      .on(table.applicationId, table.equipmentId)
      .where(sql`${table.equipmentId} is not null`),
    check('works_kind_known', sql`${table.kind} in ('maintenance', 'task')`),
    check('works_priority_known', sql`${table.priority} in ('low', 'medium', 'high')`),
    check('works_status_known', sql`${table.status} in ('open', 'in_progress', 'done')`),
    check('works_one_subject', sql`${table.equipmentId} is null or ${table.transportId} is null`),
    // Units under maintenance are named with the equipment, and only with it.
    check(
      'works_equipment_quantity',
      sql`(${table.equipmentId} is null and ${table.equipmentQuantity} is null) or (${table.equipmentId} is not null and ${table.equipmentQuantity} >= 1)`,
    ),
    check('works_cost_not_negative', sql`${table.costCents} >= 0`),
    foreignKey({
      name: 'works_equipment_fk',
      columns: [table.applicationId, table.equipmentId],
      foreignColumns: [equipment.applicationId, equipment.id],
    }),
    foreignKey({
      name: 'works_transport_fk',
      columns: [table.applicationId, table.transportId],
      foreignColumns: [transports.applicationId, transports.id],
    }),
    foreignKey({
      name: 'works_assignee_fk',
      columns: [table.applicationId, table.assigneeId],
      foreignColumns: [staff.applicationId, staff.id],
    }),
    foreignKey({
      name: 'works_supplier_fk',
      columns: [table.applicationId, table.supplierId],
      foreignColumns: [suppliers.applicationId, suppliers.id],
    }),
  ],
);
