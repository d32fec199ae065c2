import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { INVITATION_DAYS, type invitationSchema } from '@lineup/contract/invitations';
import type { Executor } from '#src/db/database.ts';
import { accounts, invitations } from '#src/db/schema/index.ts';

type Invitation = z.infer<typeof invitationSchema>;
type Row = typeof invitations.$inferSelect;

export const INVITATION_TTL_MS = INVITATION_DAYS * 24 * 3_600_000;

export function stateOf(row: Row, now = Date.now()): Invitation['state'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now) return 'expired';
  return 'pending';
}

/** A school's invitations, newest first, or only the one with `id`. */
export async function listInvitations(tx: Executor, schoolId: string, id?: string): Promise<Invitation[]> {
  const rows = await tx
    .select({ invitation: invitations, inviter: accounts.email })
    .from(invitations)
    .leftJoin(accounts, eq(accounts.id, invitations.invitedBy))
    .where(and(eq(invitations.applicationId, schoolId), id === undefined ? undefined : eq(invitations.id, id)))
    .orderBy(desc(invitations.createdAt));
  return rows.map(({ invitation, inviter }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    state: stateOf(invitation),
    invitedBy: inviter ?? '',
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}
