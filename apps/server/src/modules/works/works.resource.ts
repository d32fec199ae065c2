import { eq, ne, not, sql } from 'drizzle-orm';
import {
  workInputSchema,
  workListQuerySchema,
  workPageSchema,
  workSchema,
  type Work,
  type WorkListQuery,
  type WORK_SORTS,
} from '@lineup/contract/works';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { applications, equipment, staff, suppliers, transports, works } from '#src/db/schema/index.ts';
import type { CsvContext } from '#src/http/csv-context.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';
import type { MessageKey } from '#src/i18n/messages.ts';
import { equipmentList } from '#src/modules/equipment/equipment.resource.ts';
import { staffList } from '#src/modules/staff/staff.resource.ts';
import { supplierList } from '#src/modules/suppliers/suppliers.resource.ts';
import { transportList } from '#src/modules/transports/transports.resource.ts';
import { checkUnitsFree } from './work-units.ts';
import { TODAY_IN } from '#src/db/clock-sql.ts';
import { clock } from '@lineup/contract/clock';

/** The school's date today, in its own time zone: a work is overdue by the school's calendar. */
const schoolToday = TODAY_IN(
  sql`(select ${applications.timezone} from ${applications} where ${applications.id} = ${works.applicationId})`,
);

/** Not done and due before the school's today. */
export const overdueSql = sql<boolean>`coalesce(${works.status} <> 'done' and ${works.dueOn} < ${schoolToday}, false)`;

/** Assigned to the staff member linked to the caller's account (`app_account()`, set for each call). */
export const mineSql = sql<boolean>`coalesce(${staff.accountId} = app_account(), false)`;

const workFields = {
  id: works.id,
  title: works.title,
  description: works.description,
  kind: works.kind,
  equipmentId: works.equipmentId,
  equipmentName: equipment.name,
  equipmentQuantity: works.equipmentQuantity,
  transportId: works.transportId,
  transportName: transports.name,
  assigneeId: works.assigneeId,
  assigneeName: staff.name,
  dueOn: works.dueOn,
  priority: works.priority,
  status: works.status,
  costCents: works.costCents,
  supplierId: works.supplierId,
  supplierName: suppliers.name,
  doneAt: works.doneAt,
  overdue: overdueSql,
  mine: mineSql,
  createdAt: works.createdAt,
  updatedAt: works.updatedAt,
};
export type WorkRow = ListRow<typeof workFields>;

/**
 * Works with the names of their equipment, vehicle, assignee and supplier; search by title,
 * description and those names.
 */
export const workList: ListSource<(typeof WORK_SORTS)[number], typeof workFields> = {
  table: works,
  school: works.applicationId,
  id: works.id,
  fields: workFields,
  sorts: {
    // Soonest first; works without a due day after those with one.
    dueOn: works.dueOn,
    priority: sql`case ${works.priority} when 'low' then 0 when 'medium' then 1 else 2 end`,
    status: sql`case ${works.status} when 'open' then 0 when 'in_progress' then 1 else 2 end`,
    title: sql`lower(${works.title})`,
    updatedAt: works.updatedAt,
  },
  search: [works.title, works.description, equipment.name, transports.name, staff.name, suppliers.name],
  joins: [
    {
      table: equipment,
      on: sql`${equipment.applicationId} = ${works.applicationId} and ${equipment.id} = ${works.equipmentId}`,
    },
    {
      table: transports,
      on: sql`${transports.applicationId} = ${works.applicationId} and ${transports.id} = ${works.transportId}`,
    },
    {
      table: staff,
      on: sql`${staff.applicationId} = ${works.applicationId} and ${staff.id} = ${works.assigneeId}`,
    },
    {
      table: suppliers,
      on: sql`${suppliers.applicationId} = ${works.applicationId} and ${suppliers.id} = ${works.supplierId}`,
    },
  ],
};

/** A yes/no filter on a condition: the condition, its negation, or nothing. */
const either = (value: boolean | undefined, condition: ReturnType<typeof sql>) =>
  value === undefined ? undefined : value ? condition : not(condition);

const workFilters = (query: WorkListQuery) => [
  query.status ? eq(works.status, query.status) : undefined,
  query.kind ? eq(works.kind, query.kind) : undefined,
  query.priority ? eq(works.priority, query.priority) : undefined,
  either(query.mine, mineSql),
  either(query.overdue, overdueSql),
  query.open === undefined ? undefined : query.open ? ne(works.status, 'done') : eq(works.status, 'done'),
  query.equipmentId ? eq(works.equipmentId, query.equipmentId) : undefined,
  query.transportId ? eq(works.transportId, query.transportId) : undefined,
  query.assigneeId ? eq(works.assigneeId, query.assigneeId) : undefined,
];

export const toWork = (row: WorkRow): Work =>
  withIsoTimes({
    ...row,
    kind: row.kind as Work['kind'],
    priority: row.priority as Work['priority'],
    status: row.status as Work['status'],
    doneAt: row.doneAt?.toISOString() ?? null,
  });

/** The export's columns: the list's, with the units, the cost, the description and when it was done. */
const WORK_CSV_HEADER = [
  'work.column.title',
  'work.column.kind',
  'work.column.subject',
  'work.column.quantity',
  'work.column.assignee',
  'work.column.dueOn',
  'work.column.overdue',
  'work.column.priority',
  'work.column.status',
  'work.column.cost',
  'work.column.supplier',
  'work.column.description',
  'work.column.doneAt',
  'catalogue.column.updatedAt',
] as const satisfies readonly MessageKey[];

function workCsvRow(row: WorkRow, { t, yesNo, date, day, money }: CsvContext) {
  const work = toWork(row);
  return [
    work.title,
    t(`work.kind.${work.kind}`),
    work.equipmentName ?? work.transportName,
    work.equipmentQuantity,
    work.assigneeName,
    work.dueOn === null ? null : day(work.dueOn),
    yesNo(work.overdue),
    t(`work.priority.${work.priority}`),
    t(`work.status.${work.status}`),
    work.costCents === null ? null : money(work.costCents),
    work.supplierName,
    work.description,
    row.doneAt === null ? null : date(row.doneAt),
    date(row.updatedAt),
  ];
}

/**
 * The school's works: every member reads them, `manage_settings` creates, changes and deletes
 * them, and the assignee moves its own work's status (works.routes.ts). Maintenance never takes
 * more units out of use than are usable; the moment a work is done is kept until it is opened again.
 */
export const workResource = defineResource({
  entity: 'work',
  path: '/api/v1/works',
  tag: 'works',
  names: { one: 'Work', many: 'Works' },
  nameField: 'title',
  schemas: {
    query: workListQuerySchema,
    input: workInputSchema,
    item: workSchema,
    page: workPageSchema,
  },
  list: workList,
  filters: workFilters,
  toItem: toWork,
  references: {
    equipmentId: equipmentList,
    transportId: transportList,
    assigneeId: staffList,
    supplierId: supplierList,
  },
  prepare: async (tx, { call, schoolId, input, before }) => {
    const stored = before && {
      kind: before.kind as Work['kind'],
      status: before.status as Work['status'],
      equipmentId: before.equipmentId,
      equipmentQuantity: before.equipmentQuantity,
    };
    await checkUnitsFree(tx, call, schoolId, {
      workId: before?.id ?? null,
      before: stored,
      after: input,
      field: 'equipmentQuantity',
    });
    return { doneAt: doneAtFor(input.status, before) };
  },
  csv: { header: WORK_CSV_HEADER, row: workCsvRow },
});

/** When a work was done: kept while it stays done, now when it becomes done, none while it is not. */
export function doneAtFor(status: Work['status'], before: Pick<WorkRow, 'status' | 'doneAt'> | null) {
  if (status !== 'done') return null;
  return before?.status === 'done' && before.doneAt ? before.doneAt : clock.now();
}
