import { z } from 'zod';
import { text } from './text.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants.ts';
import { SCHOOL_ROLES } from './roles.ts';

/** A school is an *application*: its status and the transitions between them (DESIGN.md). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'active', 'inactive'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  pending: ['approved', 'inactive'],
  approved: ['active'],
  active: ['inactive'],
  inactive: ['active'],
};

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

export const SCHOOL_NAME_MAX = 120;
export const INVITATION_DAYS = 7;

export const schoolRequestSchema = z.object({ name: text().trim().min(2).max(SCHOOL_NAME_MAX) });

/** One of the signed-in account's schools. */
export const mySchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  role: z.enum(SCHOOL_ROLES),
  current: z.boolean(),
});
export const mySchoolsSchema = z.object({ items: z.array(mySchoolSchema) });
export const switchSchoolSchema = z.object({ applicationId: z.uuid() });

export const memberSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(SCHOOL_ROLES),
  since: z.string(),
});
export const membersSchema = z.object({ items: z.array(memberSchema) });
export const memberRoleSchema = z.object({ role: z.enum(SCHOOL_ROLES) });

export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(SCHOOL_ROLES),
  state: z.enum(INVITATION_STATES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const invitationsSchema = z.object({ items: z.array(invitationSchema) });
export const inviteRequestSchema = z.object({ email: text().trim().max(254), role: z.enum(SCHOOL_ROLES) });

/** An invitation addressed to the signed-in account's e-mail. */
export const receivedInvitationSchema = z.object({
  id: z.string(),
  school: z.string(),
  role: z.enum(SCHOOL_ROLES),
  expiresAt: z.string(),
});
export const receivedInvitationsSchema = z.object({ items: z.array(receivedInvitationSchema) });
export const acceptInvitationSchema = z.object({ token: text().min(10).max(200) });

/** Lists: page, items per page (10, 25, 50, 100), search and sort, with a total count. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), 'must be 10, 25, 50 or 100')
    .default(DEFAULT_PAGE_SIZE),
  q: text().trim().max(100).default(''),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const ADMIN_SORTS = ['name', 'status', 'createdAt', 'databaseSize', 'invitedUsers'] as const;
export const adminListQuerySchema = listQuerySchema.extend({
  sort: z.enum(ADMIN_SORTS).default('createdAt'),
  status: z.enum(APPLICATION_STATUSES).optional(),
});

export const adminApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  owner: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  databaseSize: z.number().int(),
  invitedUsers: z.number().int(),
  members: z.number().int(),
});
export const adminApplicationsSchema = z.object({ items: z.array(adminApplicationSchema), total: z.number().int() });
export const adminApplicationDetailSchema = adminApplicationSchema.extend({ memberList: z.array(memberSchema) });
export const statusChangeSchema = z.object({ status: z.enum(APPLICATION_STATUSES) });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  school: z.string().nullable(),
  target: z.string().nullable(),
  data: z.record(z.string(), z.string()),
});
export const auditListSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() });

export const updateProfileSchema = z.object({
  name: text().trim().min(1).max(120).optional(),
  language: z.enum(['pt', 'en', 'es', 'fr', 'de', 'zh']).optional(),
});
export const phoneChangeSchema = z.object({ phone: text().trim().max(32) });
export const phoneConfirmSchema = z.object({ phone: text().trim().max(32), code: text().trim().max(10) });
