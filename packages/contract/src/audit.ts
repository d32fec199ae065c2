import { z } from 'zod';
import { listQueryBaseSchema } from './list.ts';
import { text } from './text.ts';

/** What the activity logs record; the web app words each one in the reader's language. */
export const AUDIT_ACTIONS = [
  'signin',
  'signin_failed',
  'school_requested',
  'school_status_changed',
  /** A Master chose the school to work in (in that school's log), or left it. */
  'school_entered',
  'school_left',
  'membership_created',
  'membership_role_changed',
  'membership_removed',
  'invitation_sent',
  'invitation_revoked',
  'invitation_accepted',
  'account_locked',
  'account_unlocked',
  'password_reset',
  'place_created',
  'place_updated',
  'place_deleted',
  'room_created',
  'room_updated',
  'room_deleted',
  'supplier_created',
  'supplier_updated',
  'supplier_deleted',
  'item_created',
  'item_updated',
  'item_deleted',
  'equipment_created',
  'equipment_updated',
  'equipment_deleted',
  'transport_created',
  'transport_updated',
  'transport_deleted',
  'eventType_created',
  'eventType_updated',
  'eventType_deleted',
  'package_created',
  'package_updated',
  'package_deleted',
  'service_created',
  'service_updated',
  'service_deleted',
  'settings_updated',
  'customer_created',
  'customer_updated',
  'customer_deleted',
  'customers_imported',
  'staff_created',
  'staff_updated',
  'staff_deleted',
  'work_created',
  'work_updated',
  'work_deleted',
  'work_status_changed',
  'staff_account_linked',
  'staff_account_unlinked',
  'event_created',
  'event_changed',
  'event_cancelled',
  'event_deleted',
  'event_customer_added',
  'event_customer_removed',
  'attendance_recorded',
  'event_staff_added',
  'event_staff_removed',
  'event_equipment_set',
  'event_wetsuits_fitted',
  'event_transport_set',
  'event_transport_removed',
  'sale_recorded',
  'sale_cancelled',
  'payment_recorded',
  'payment_refunded',
  'credits_corrected',
  'payment_reminder_sent',
  'staff_payment_recorded',
  'receipt_sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of an activity log: the school's own, or the platform's for the Master. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  school: z.string().nullable(),
  target: z.string().nullable(),
  data: z.record(z.string(), z.string()),
});
/**
 * Where a page of a log starts or ends: an entry's exact time (to the microsecond) and id,
 * `2026-03-01T10:00:00.123456Z_<uuid>`. Entries are ordered newest first by (time, id), so
 * entries written in the same instant are never repeated or skipped between pages.
 */
export const auditCursorSchema = text()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  )
  // A real instant: the 31st of February would reach the database as an error.
  .refine((cursor) => {
    const at = new Date(`${cursor.slice(0, 19)}Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === cursor.slice(0, 19);
  }, 'not a cursor of this log');
export type AuditCursor = z.infer<typeof auditCursorSchema>;

/**
 * A page of a log, newest first. `next` reads the older entries (`before`), `previous` the
 * newer ones (`after`); each is null when there is nothing that way.
 */
export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  next: auditCursorSchema.nullable(),
  previous: auditCursorSchema.nullable(),
});

/**
 * The logs are read newest first, a page at a time, by cursor rather than by page number:
 * no count of the whole log and no deep offset. Neither cursor: the newest page.
 */
export const auditQuerySchema = z
  .object({
    pageSize: listQueryBaseSchema.shape.pageSize,
    before: auditCursorSchema.optional(),
    after: auditCursorSchema.optional(),
  })
  .refine((query) => !(query.before && query.after), { message: 'before or after, not both', path: ['after'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
