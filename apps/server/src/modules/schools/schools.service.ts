import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Me } from '@lineup/contract/me';
import type { mySchoolSchema } from '@lineup/contract/schools';
import type { Executor } from '#src/db/database.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { accounts, applications, memberships, sessions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { actorOf, withAccount, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { getMe } from '#src/modules/me/me.service.ts';
import { forgetSessions, resolveSession } from '#src/auth/sessions.ts';
import { notifyAll } from '#src/modules/notifications/notifications.service.ts';

/** The school's name, as its e-mails and notifications say it; empty for an unknown school. */
export async function schoolName(tx: Executor, schoolId: string): Promise<string> {
  const [row] = await tx.select({ name: applications.name }).from(applications).where(eq(applications.id, schoolId));
  return row?.name ?? '';
}

type MySchool = z.infer<typeof mySchoolSchema>;
export const OPEN_STATUSES = ['active', 'approved'] as const;

/** The account's schools with its role in each, through the account's own rows only. */
export async function listMySchools(call: CallContext): Promise<MySchool[]> {
  const rows = await withAccount(call, (tx) =>
    tx
      .select({ id: applications.id, name: applications.name, status: applications.status, role: memberships.role })
      .from(memberships)
      .innerJoin(applications, eq(applications.id, memberships.applicationId))
      .where(eq(memberships.accountId, call.auth.accountId))
      .orderBy(asc(applications.name)),
  );
  return rows.map((row) => ({ ...row, current: row.id === call.auth.schoolId }));
}

/** Asks for a new school: pending until a Master decides; the asker is its Owner. */
export async function requestSchool(call: CallContext, name: string): Promise<MySchool> {
  const mine = await listMySchools(call);
  if (mine.some((school) => school.status === 'pending')) throw refusal(call.language, 'school_pending_exists');
  const school = await asPlatform(call.db, async (tx) => {
    const [created] = await tx
      .insert(applications)
      .values({ name, status: 'pending', ownerAccountId: call.auth.accountId })
      .returning({ id: applications.id, name: applications.name, status: applications.status });
    if (!created) throw new Error('school not created');
    await tx.insert(memberships).values({ applicationId: created.id, accountId: call.auth.accountId, role: 'owner' });
    const actor = actorOf(call);
    await recordAudit(tx, { action: 'school_requested', schoolId: created.id, actor, target: name, ip: call.ip });
    await recordAudit(tx, {
      action: 'membership_created',
      schoolId: created.id,
      actor,
      target: call.auth.email,
      data: { role: 'owner' },
    });
    const masters = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.isMaster, true));
    await notifyAll(
      tx,
      masters.map((master) => master.id),
      'school_requested',
      { school: name, by: call.auth.email },
    );
    return created;
  }).catch((error: unknown) => {
    // Two requests at once: the one-pending-per-account index lets only the first through.
    if (isUniqueViolation(error)) throw localizedError('conflict', call.language, 'school.pendingExists');
    throw error;
  });
  return { ...school, role: 'owner', current: false };
}

/** Makes another of the account's open schools the session's current one. */
export async function switchSchool(call: CallContext, applicationId: string): Promise<Me> {
  const [member] = await withAccount(call, (tx) =>
    tx
      .select({ id: applications.id })
      .from(memberships)
      .innerJoin(applications, eq(applications.id, memberships.applicationId))
      .where(
        and(
          eq(memberships.accountId, call.auth.accountId),
          eq(memberships.applicationId, applicationId),
          inArray(applications.status, [...OPEN_STATUSES]),
        ),
      ),
  );
  if (!member) throw localizedError('not_found', call.language, 'school.notMember');
  await asPlatform(call.db, (tx) =>
    tx.update(sessions).set({ currentApplicationId: applicationId }).where(eq(sessions.id, call.auth.sessionId)),
  );
  return meAfterChange(call);
}

/** The account as it is after a change of school or role, read the way every request reads it. */
export async function meAfterChange(call: CallContext): Promise<Me> {
  forgetSessions(call.db, { accountId: call.auth.accountId });
  const fresh = await resolveSession(call.db, call.token, call.config);
  return getMe(fresh ?? call.auth);
}
