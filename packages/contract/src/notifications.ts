import { z } from 'zod';

/** What a notification tells its account; the web app words it from `kind` and `data`. */
export const NOTIFICATION_KINDS = [
  'school_requested',
  'school_approved',
  'school_rejected',
  'school_status_changed',
  'invitation_received',
  'role_changed',
  'membership_removed',
] as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: z.record(z.string(), z.string()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({ items: z.array(notificationSchema) });

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });

/** Marks one notification as read, or all of them without an id. */
export const markReadSchema = z.object({ id: z.uuid().optional() });
export const markReadResultSchema = z.object({ updated: z.number().int() });
