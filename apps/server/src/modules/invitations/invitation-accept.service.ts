import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Me } from '@lineup/contract/me';
import type { receivedInvitationSchema } from '@lineup/contract/invitations';
import type { Transaction } from '#src/db/database.ts';
import { applications, invitations, memberships, sessions, staff } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { actorOf, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordAudit, type AuditEntry } from '#src/lib/audit.ts';
import { sha256 } from '#src/lib/tokens.ts';
import { meAfterChange } from '#src/modules/schools/schools.service.ts';
import { stateOf } from './invitations.repository.ts';

type Received = z.infer<typeof receivedInvitationSchema>;

/** Pending invitations addressed to the signed-in account's e-mail. */
export async function listReceived(call: CallContext): Promise<Received[]> {
  const rows = await asPlatform(call.db, (tx) =>
    tx
      .select({
        id: invitations.id,
        school: applications.name,
        role: invitations.role,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .innerJoin(applications, eq(applications.id, invitations.applicationId))
      .where(
        and(
          sql`lower(${invitations.email}) = lower(${call.auth.email})`,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      ),
  );
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}

/**
 * Accepts an invitation found by its e-mailed token or by id: it must be pending and
 * addressed to the signed-in account. Creates the membership, links the staff record it was
 * sent from, and makes the school current.
 */
export async function acceptInvitation(call: CallContext, by: { token: string } | { id: string }): Promise<Me> {
  await asPlatform(call.db, async (tx) => {
    const condition = 'token' in by ? eq(invitations.tokenHash, sha256(by.token)) : eq(invitations.id, by.id);
    const [row] = await tx.select().from(invitations).where(condition).for('update');
    const addressedToCaller = row?.email.toLowerCase() === call.auth.email.toLowerCase();
    // By id, someone else's invitation is unknown whatever its state: its id tells nothing.
    if (!row || ('id' in by && !addressedToCaller))
      throw localizedError('not_found', call.language, 'invitation.notFound');
    const state = stateOf(row);
    if (state === 'accepted') throw refusal(call.language, 'invitation_used');
    if (state === 'revoked') throw refusal(call.language, 'invitation_revoked');
    if (state === 'expired') throw refusal(call.language, 'invitation_expired');
    if (!addressedToCaller) throw refusal(call.language, 'invitation_other_email');
    const [existing] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.applicationId, row.applicationId), eq(memberships.accountId, call.auth.accountId)));
    if (existing) throw refusal(call.language, 'already_member');
    await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: call.auth.accountId })
      .where(and(eq(invitations.applicationId, row.applicationId), eq(invitations.id, row.id)));
    await tx
      .insert(memberships)
      .values({ applicationId: row.applicationId, accountId: call.auth.accountId, role: row.role });
    await tx
      .update(sessions)
      .set({ currentApplicationId: row.applicationId })
      .where(eq(sessions.id, call.auth.sessionId));
    const actor = actorOf(call);
    await recordAudit(tx, {
      action: 'invitation_accepted',
      schoolId: row.applicationId,
      actor,
      target: row.email,
      ip: call.ip,
    });
    await recordAudit(tx, {
      action: 'membership_created',
      schoolId: row.applicationId,
      actor,
      target: row.email,
      data: { role: row.role },
    });
    await linkInvitedStaff(tx, row, call.auth.accountId, actor);
  });
  return meAfterChange(call);
}

/**
 * Links the staff record an accepted invitation was sent from to the new member, in the
 * acceptance's transaction: unless the record was linked to someone else meanwhile.
 */
async function linkInvitedStaff(
  tx: Transaction,
  invitation: { applicationId: string; staffId: string | null; email: string },
  accountId: string,
  actor: AuditEntry['actor'],
): Promise<void> {
  if (!invitation.staffId) return;
  const [linked] = await tx
    .update(staff)
    .set({ accountId, updatedAt: sql`now()` })
    .where(
      and(eq(staff.applicationId, invitation.applicationId), eq(staff.id, invitation.staffId), isNull(staff.accountId)),
    )
    .returning({ name: staff.name });
  if (!linked) return;
  await recordAudit(tx, {
    action: 'staff_account_linked',
    schoolId: invitation.applicationId,
    actor,
    target: linked.name,
    data: { account: invitation.email },
  });
}
