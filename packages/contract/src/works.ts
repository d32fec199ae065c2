import { z } from 'zod';
import { schoolDay } from './days.ts';
import { EQUIPMENT_QUANTITY_MAX } from './equipment.ts';
import { moneyCents, notes, recordName } from './fields.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';

/**
 * The school's works (DOMAIN.md, Works): maintenance of equipment or a vehicle (a board to
 * repair, a van to service) and tasks (a restock to order). Open maintenance of equipment counts
 * its units as out of use until it is done.
 */
export const WORK_KINDS = ['maintenance', 'task'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const WORK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type WorkPriority = (typeof WORK_PRIORITIES)[number];

/** A work's way from open to done; a done work can be opened again. */
export const WORK_STATUSES = ['open', 'in_progress', 'done'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** The status one click moves a work to: open → in progress → done, and done → open again. */
export function nextWorkStatus(status: WorkStatus): WorkStatus {
  if (status === 'open') return 'in_progress';
  if (status === 'in_progress') return 'done';
  return 'open';
}

/** The validation code of a work that names both equipment and a vehicle. */
export const ONE_SUBJECT = 'one_subject';
/** The validation code of units given without the equipment they are of. */
export const QUANTITY_NEEDS_EQUIPMENT = 'quantity_needs_equipment';
/**
 * The validation code of maintenance that takes more units out of use than are usable
 * (`params.available`: owned, less those out of use and under other open maintenance).
 */
export const UNITS_UNAVAILABLE = 'units_unavailable';

const workFields = z.object({
  title: recordName(),
  /** What is to be done, on several lines. */
  description: notes(),
  kind: z.enum(WORK_KINDS),
  /** The equipment it is done on, and how many of its units; both or neither. */
  equipmentId: z.uuid().nullable(),
  equipmentQuantity: z.number().int().min(1).max(EQUIPMENT_QUANTITY_MAX).nullable(),
  /** The vehicle it is done on; a work is on equipment or a vehicle, not both. */
  transportId: z.uuid().nullable(),
  /** The staff member who does it. */
  assigneeId: z.uuid().nullable(),
  /** The day it is due (YYYY-MM-DD), in the school's calendar. */
  dueOn: schoolDay().nullable(),
  priority: z.enum(WORK_PRIORITIES),
  status: z.enum(WORK_STATUSES),
  /** What it cost (parts, the workshop's bill). */
  costCents: moneyCents().nullable(),
  /** Who supplied the parts or did the job. */
  supplierId: z.uuid().nullable(),
});
type WorkFields = z.infer<typeof workFields>;

/** A work is on one thing at most; units are counted for equipment only, and always for it. */
function checkWork(fields: WorkFields, context: z.RefinementCtx) {
  const refuse = (path: keyof WorkFields, code: string) =>
    context.addIssue({ code: 'custom', params: { code }, input: fields[path], path: [path] });
  if (fields.equipmentId !== null && fields.transportId !== null) refuse('transportId', ONE_SUBJECT);
  if (fields.equipmentId !== null && fields.equipmentQuantity === null) refuse('equipmentQuantity', 'required');
  if (fields.equipmentId === null && fields.equipmentQuantity !== null) {
    refuse('equipmentQuantity', QUANTITY_NEEDS_EQUIPMENT);
  }
}

/** What a person gives to create or change a work; a change sends the whole record. */
export const workInputSchema = workFields.superRefine(checkWork);
export type WorkInput = z.infer<typeof workInputSchema>;

export const workSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(WORK_KINDS),
  equipmentId: z.string().nullable(),
  /** The names of what the work refers to, for lists and exports; null without one. */
  equipmentName: z.string().nullable(),
  equipmentQuantity: z.number().int().nullable(),
  transportId: z.string().nullable(),
  transportName: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueOn: z.string().nullable(),
  priority: z.enum(WORK_PRIORITIES),
  status: z.enum(WORK_STATUSES),
  costCents: z.number().int().nullable(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  /** When it was marked done; null while it is not. */
  doneAt: z.string().nullable(),
  /** Not done and due before today in the school's time zone. */
  overdue: z.boolean(),
  /** Assigned to the staff member linked to the caller's account, who may move its status. */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Work = z.infer<typeof workSchema>;

/** The status change the assignee (or whoever changes works) makes with one click. */
export const workStatusChangeSchema = z.object({ status: z.enum(WORK_STATUSES) });
export type WorkStatusChange = z.infer<typeof workStatusChangeSchema>;

/**
 * Columns a list of works sorts by: the due day (those without one last), priority (low to high),
 * status (open, in progress, done), title and last change.
 */
export const WORK_SORTS = ['dueOn', 'priority', 'status', 'title', 'updatedAt'] as const;

export const workListQuerySchema = listQuery({
  sorts: WORK_SORTS,
  defaultSort: 'dueOn',
  filters: {
    status: z.enum(WORK_STATUSES).optional(),
    kind: z.enum(WORK_KINDS).optional(),
    priority: z.enum(WORK_PRIORITIES).optional(),
    /** Assigned to the staff member linked to the caller's account (or, false, not). */
    mine: booleanFilter().optional(),
    /** Not done and due before the school's today (or, false, not). */
    overdue: booleanFilter().optional(),
    /** Not done (or, false, done). */
    open: booleanFilter().optional(),
    /** The works of one piece of equipment, one vehicle or one staff member. */
    equipmentId: z.uuid().optional(),
    transportId: z.uuid().optional(),
    assigneeId: z.uuid().optional(),
  },
});
export type WorkListQuery = z.infer<typeof workListQuerySchema>;

export const workPageSchema = pageOf(workSchema);
