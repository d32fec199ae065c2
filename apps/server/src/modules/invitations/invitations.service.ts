import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canGrantRole } from '@lineup/contract/access';
import type { Language } from '@lineup/contract/languages';
import type { SchoolRole } from '@lineup/contract/roles';
import type { invitationSchema } from '@lineup/contract/invitations';
import type { Transaction } from '#src/db/database.ts';
import { accounts, invitations, memberships } from '#src/db/schema/index.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { AppError } from '#src/http/app-error.ts';
import { accountLanguage } from '#src/i18n/account-language.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';
import { sendInvitationMail } from './invitation-mail.ts';
import { INVITATION_TTL_MS, listInvitations, stateOf } from './invitations.repository.ts';
import { schoolName } from '#src/modules/schools/schools.service.ts';

type Invitation = z.infer<typeof invitationSchema>;
const emailSchema = z.email();

function mayGrant(call: CallContext, role: SchoolRole): void {
  if (!canGrantRole(call.auth.profile, role)) throw refusal(call.language, 'role_not_grantable', { role });
}

export async function getInvitations(call: CallContext): Promise<Invitation[]> {
  return withSchool(call, (tx, schoolId) => listInvitations(tx, schoolId));
}

async function findOne(tx: Transaction, call: CallContext, schoolId: string, id: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.applicationId, schoolId), eq(invitations.id, id)))
    .for('update');
  if (!row) throw localizedError('not_found', call.language, 'invitation.notFound');
  return row;
}

async function byId(tx: Transaction, schoolId: string, id: string): Promise<Invitation> {
  const [found] = await listInvitations(tx, schoolId, id);
  if (!found) throw new Error('invitation vanished');
  return found;
}

/**
 * The language an invitation is written in: that of the invitee's account when the address has
 * one that knows its language, else the language the invitation is sent from.
 */
async function inviteeLanguage(tx: Transaction, call: CallContext, email: string): Promise<Language> {
  const [invitee] = await tx
    .select({ language: accounts.language })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = lower(${email})`);
  return accountLanguage(invitee?.language, call.language);
}

/**
 * Invites an e-mail with a role: a one-time link goes out by e-mail. Sent from a staff record,
 * accepting it links that record to the new member.
 */
export async function invite(
  call: CallContext,
  input: { email: string; role: SchoolRole; staffId?: string },
): Promise<Invitation> {
  const email = input.email.trim();
  if (!emailSchema.safeParse(email).success) {
    const message = translate(call.language, 'register.invalidEmail');
    throw new AppError('validation_failed', message, [{ path: 'body.email', message }]);
  }
  mayGrant(call, input.role);
  const token = randomToken();
  const invitation = await withSchool(call, async (tx, schoolId) => {
    const [member] = await tx
      .select({ id: memberships.accountId })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(memberships.applicationId, schoolId), sql`lower(${accounts.email}) = lower(${email})`));
    if (member) throw refusal(call.language, 'already_member');
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.applicationId, schoolId),
          sql`lower(${invitations.email}) = lower(${email})`,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      );
    if (pending) throw refusal(call.language, 'invitation_pending');
    const [created] = await tx
      .insert(invitations)
      .values({
        applicationId: schoolId,
        email,
        role: input.role,
        tokenHash: sha256(token),
        invitedBy: call.auth.accountId,
        staffId: input.staffId ?? null,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning({ id: invitations.id });
    await recordCallAudit(tx, call, {
      action: 'invitation_sent',
      schoolId,
      target: email,
      data: { role: input.role },
    });
    return {
      ...(await byId(tx, schoolId, created?.id ?? '')),
      school: await schoolName(tx, schoolId),
      language: await inviteeLanguage(tx, call, email),
    };
  });
  const { language, ...made } = invitation;
  await sendInvitationMail(call, { to: email, school: made.school, role: input.role, token, language });
  return made;
}

/** Sends a pending (or expired) invitation again with a fresh link; the old link stops working. */
export async function resend(call: CallContext, id: string): Promise<Invitation> {
  const token = randomToken();
  const result = await withSchool(call, async (tx, schoolId) => {
    const row = await findOne(tx, call, schoolId, id);
    const state = stateOf(row);
    if (state === 'accepted') throw refusal(call.language, 'invitation_used');
    if (state === 'revoked') throw refusal(call.language, 'invitation_revoked');
    await tx
      .update(invitations)
      .set({ tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
      .where(and(eq(invitations.applicationId, schoolId), eq(invitations.id, id)));
    await recordCallAudit(tx, call, {
      action: 'invitation_sent',
      schoolId,
      target: row.email,
      data: { role: row.role, resent: 'true' },
    });
    return {
      invitation: await byId(tx, schoolId, id),
      row,
      school: await schoolName(tx, schoolId),
      language: await inviteeLanguage(tx, call, row.email),
    };
  });
  const { row, school, language } = result;
  await sendInvitationMail(call, { to: row.email, school, role: row.role, token, language });
  return result.invitation;
}

export async function revoke(call: CallContext, id: string): Promise<void> {
  await withSchool(call, async (tx, schoolId) => {
    const row = await findOne(tx, call, schoolId, id);
    if (stateOf(row) === 'accepted') throw refusal(call.language, 'invitation_used');
    await tx
      .update(invitations)
      .set({ revokedAt: sql`coalesce(${invitations.revokedAt}, now())` })
      .where(and(eq(invitations.applicationId, schoolId), eq(invitations.id, id)));
    await recordCallAudit(tx, call, {
      action: 'invitation_revoked',
      schoolId,
      target: row.email,
    });
  });
}
