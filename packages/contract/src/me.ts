import { z } from 'zod';
import { text } from './text.ts';
import { PERMISSIONS, ROLES } from './roles.ts';

/** The signed-in account, its profile, current school and permissions. */
export const meResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The language the account's e-mails are written in; null until one is chosen. */
  language: z.string().nullable(),
  profile: z.enum(ROLES),
  admin: z.boolean(),
  master: z.boolean(),
  /** The current school, with the time zone (IANA) and currency (ISO 4217) its dates and money are shown in. */
  school: z.object({ id: z.string(), name: z.string(), timeZone: z.string(), currency: z.string() }).nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type Me = z.infer<typeof meResponseSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: text().max(1024),
  newPassword: text().max(1024),
});

/** The user page's edits: name and language, and a phone number checked by a code. */
export const updateProfileSchema = z.object({
  name: text().trim().min(1).max(120).optional(),
  language: z.enum(['pt', 'en', 'es', 'fr', 'de', 'zh']).optional(),
});
export const phoneChangeSchema = z.object({ phone: text().trim().max(32) });
export const phoneConfirmSchema = z.object({ phone: text().trim().max(32), code: text().trim().max(10) });

/**
 * The signed-in member's own staff record in the current school, if one is linked to their account
 * (`GET /api/v1/me/staff`). Apart from the staff schemas, which bring the phone-number library.
 */
export const ownStaffRecordSchema = z.object({
  staff: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type OwnStaffRecord = z.infer<typeof ownStaffRecordSchema>;
