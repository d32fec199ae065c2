import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canGrantRole } from '@lineup/contract/access';
import type { SchoolRole } from '@lineup/contract/roles';
import type { memberSchema } from '@lineup/contract/members';
import { forgetSessions } from '#src/auth/sessions.ts';
import type { Transaction } from '#src/db/database.ts';
import { accounts, memberships } from '#src/db/schema/index.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { notify } from '#src/modules/notifications/notifications.service.ts';
import { schoolName } from '#src/modules/schools/schools.service.ts';

type Member = z.infer<typeof memberSchema>;

function selectMembers(tx: Transaction, schoolId: string, accountId?: string) {
  return tx
    .select({
      accountId: memberships.accountId,
      name: accounts.name,
      email: accounts.email,
      role: memberships.role,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.applicationId, schoolId), accountId ? eq(memberships.accountId, accountId) : undefined));
}

const toMember = (row: {
  accountId: string;
  name: string;
  email: string;
  role: SchoolRole;
  createdAt: Date;
}): Member => ({
  accountId: row.accountId,
  name: row.name,
  email: row.email,
  role: row.role,
  since: row.createdAt.toISOString(),
});

/** The members of a school, in the caller's transaction (tenant or platform). */
export async function membersOf(tx: Transaction, schoolId: string): Promise<Member[]> {
  const rows = await selectMembers(tx, schoolId).orderBy(asc(accounts.name));
  return rows.map(toMember);
}

export async function listMembers(call: CallContext): Promise<Member[]> {
  return withSchool(call, (tx, schoolId) => membersOf(tx, schoolId));
}

/**
 * Loads the target membership and locks the school's Owners, so two changes at once
 * cannot both take away the last Owner.
 */
async function lockForChange(tx: Transaction, call: CallContext, schoolId: string, accountId: string) {
  const owners = await tx
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.applicationId, schoolId), eq(memberships.role, 'owner')))
    .for('update');
  const [target] = await selectMembers(tx, schoolId, accountId);
  if (!target) throw localizedError('not_found', call.language, 'member.notFound');
  return { target, owners: owners.length };
}

function checkOwnerRules(call: CallContext, current: SchoolRole, next: SchoolRole | null, owners: number): void {
  const refused = [current, next].find((role) => role !== null && !canGrantRole(call.auth.profile, role));
  if (refused) throw refusal(call.language, 'role_not_grantable', { role: refused });
  if (current === 'owner' && next !== 'owner' && owners <= 1) throw refusal(call.language, 'last_owner');
}

export async function changeRole(call: CallContext, accountId: string, role: SchoolRole): Promise<Member> {
  const member = await withSchool(call, async (tx, schoolId) => {
    const { target, owners } = await lockForChange(tx, call, schoolId, accountId);
    checkOwnerRules(call, target.role, role, owners);
    if (target.role === role) return toMember(target);
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.applicationId, schoolId), eq(memberships.accountId, accountId)));
    await recordCallAudit(tx, call, {
      action: 'membership_role_changed',
      schoolId,
      target: target.email,
      data: { from: target.role, to: role },
    });
    await notify(tx, accountId, 'role_changed', { school: await schoolName(tx, schoolId), role });
    return toMember({ ...target, role });
  });
  forgetSessions(call.db, { accountId });
  return member;
}

export async function removeMember(call: CallContext, accountId: string): Promise<void> {
  await withSchool(call, async (tx, schoolId) => {
    const { target, owners } = await lockForChange(tx, call, schoolId, accountId);
    checkOwnerRules(call, target.role, null, owners);
    await tx
      .delete(memberships)
      .where(and(eq(memberships.applicationId, schoolId), eq(memberships.accountId, accountId)));
    await recordCallAudit(tx, call, {
      action: 'membership_removed',
      schoolId,
      target: target.email,
      data: { role: target.role },
    });
    await notify(tx, accountId, 'membership_removed', { school: await schoolName(tx, schoolId) });
  });
  forgetSessions(call.db, { accountId });
}
