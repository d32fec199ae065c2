import { z } from 'zod';
import { text } from './text.ts';
import { SCHOOL_ROLES } from './roles.ts';

export const INVITATION_DAYS = 7;

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
