import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { canTransition, type ApplicationStatus } from '@lineup/contract/schools';
import type { adminApplicationSchema, adminListQuerySchema } from '@lineup/contract/admin';
import type { Me } from '@lineup/contract/me';
import { forgetSessions } from '#src/auth/sessions.ts';
import type { Transaction } from '#src/db/database.ts';
import { searchCondition } from '#src/db/list.ts';
import { accounts, applications, invitations, memberships, sessions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { actorOf, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordAudit, recordCallAudit } from '#src/lib/audit.ts';
import { meAfterChange, OPEN_STATUSES } from '#src/modules/schools/schools.service.ts';
import { notify } from '#src/modules/notifications/notifications.service.ts';
import { measureSchoolSize } from './database-size.ts';

type AdminApplication = z.infer<typeof adminApplicationSchema>;
type ListQuery = z.infer<typeof adminListQuerySchema>;

// Counted per school by its indexed school id; only the schools of the page, or of the whole
// filtered list when sorted by it.
const invitedUsers = sql<number>`(select count(*)::int from ${invitations} i
  where i.application_id = ${applications.id} and i.revoked_at is null)`;
const members = sql<number>`(select count(*)::int from ${memberships} m where m.application_id = ${applications.id})`;

/** What each sort key of the contract's whitelist orders by. */
const SORTS: Record<ListQuery['sort'], AnyPgColumn | SQL> = {
  name: sql`lower(${applications.name})`,
  status: applications.status,
  createdAt: applications.createdAt,
  // The stored figure (database-size.ts): sorting by it reads no school's rows.
  databaseSize: applications.databaseSize,
  invitedUsers,
};

const fields = {
  id: applications.id,
  name: applications.name,
  status: applications.status,
  createdAt: applications.createdAt,
  databaseSize: applications.databaseSize,
  ownerName: accounts.name,
  ownerEmail: accounts.email,
  invitedUsers,
  members,
};

const selectRows = (tx: Transaction) =>
  tx.select(fields).from(applications).innerJoin(accounts, eq(accounts.id, applications.ownerAccountId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toApplication = (row: Row): AdminApplication => ({
  id: row.id,
  name: row.name,
  status: row.status,
  owner: { name: row.ownerName, email: row.ownerEmail },
  createdAt: row.createdAt.toISOString(),
  databaseSize: Number(row.databaseSize),
  invitedUsers: Number(row.invitedUsers),
  members: Number(row.members),
});

function whereOf(query: Pick<ListQuery, 'q' | 'status'> & { id?: string }): SQL | undefined {
  return and(
    searchCondition([applications.name, accounts.email], query.q),
    query.status ? eq(applications.status, query.status) : undefined,
    query.id ? eq(applications.id, query.id) : undefined,
  );
}

/** Every school, for the Master's admin panel: searched, sorted and paged, with the total. */
export async function listApplications(
  call: CallContext,
  query: ListQuery,
): Promise<{ items: AdminApplication[]; total: number }> {
  const direction = query.order === 'desc' ? desc : asc;
  return asPlatform(call.db, async (tx) => {
    const where = whereOf(query);
    const [counted] = await tx
      .select({ total: count() })
      .from(applications)
      .innerJoin(accounts, eq(accounts.id, applications.ownerAccountId))
      .where(where);
    const rows = await selectRows(tx)
      .where(where)
      // The id breaks ties, so pages never repeat or skip a school.
      .orderBy(direction(SORTS[query.sort]), direction(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { items: rows.map(toApplication), total: counted?.total ?? 0 };
  });
}

async function selectApplication(tx: Transaction, id: string): Promise<AdminApplication | undefined> {
  const [row] = await selectRows(tx).where(whereOf({ id, q: '' }));
  return row ? toApplication(row) : undefined;
}

/** One school, read by a Master. */
export async function getApplication(call: CallContext, id: string): Promise<AdminApplication> {
  const application = await asPlatform(call.db, (tx) => selectApplication(tx, id));
  if (!application) throw localizedError('not_found', call.language, 'school.notFound');
  return application;
}

/** One school for the Master's detail view, its database size measured afresh first. */
export async function getApplicationMeasured(call: CallContext, id: string): Promise<AdminApplication> {
  const application = await asPlatform(call.db, async (tx) => {
    await measureSchoolSize(tx, id);
    return selectApplication(tx, id);
  });
  if (!application) throw localizedError('not_found', call.language, 'school.notFound');
  return application;
}

const NOTICE = {
  approved: 'school_approved',
  inactive: 'school_status_changed',
  active: 'school_status_changed',
  pending: 'school_status_changed',
} as const;

/** Moves a school along the transitions of DESIGN.md; any other move is refused. The owner is told. */
export async function changeStatus(
  call: CallContext,
  id: string,
  status: ApplicationStatus,
): Promise<AdminApplication> {
  await asPlatform(call.db, async (tx) => {
    const [school] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!school) throw localizedError('not_found', call.language, 'school.notFound');
    if (!canTransition(school.status, status)) {
      throw refusal(call.language, 'status_transition', { from: school.status, to: status });
    }
    await tx.update(applications).set({ status }).where(eq(applications.id, id));
    await recordCallAudit(tx, call, {
      action: 'school_status_changed',
      schoolId: id,
      target: school.name,
      data: { from: school.status, to: status },
    });
    const kind = school.status === 'pending' && status === 'inactive' ? 'school_rejected' : NOTICE[status];
    await notify(tx, school.ownerAccountId, kind, { school: school.name, status });
  });
  forgetSessions(call.db, { schoolId: id });
  return getApplication(call, id);
}

/**
 * The school a Master works in: any open school, member or not, or none (`null`). The session
 * keeps it, so every later request works in it as a school member's would, row-level security
 * and all; the school's log says when the Master came in and left. Leaving gives the session
 * back to the Master's own first open school, if they belong to one.
 */
export async function chooseMasterSchool(call: CallContext, applicationId: string | null): Promise<Me> {
  const previous = call.auth.schoolId;
  await asPlatform(call.db, async (tx) => {
    const [chosen] = applicationId
      ? await tx
          .select({ id: applications.id, name: applications.name })
          .from(applications)
          .where(and(eq(applications.id, applicationId), inArray(applications.status, [...OPEN_STATUSES])))
      : [];
    if (applicationId && !chosen) throw localizedError('not_found', call.language, 'school.notOpen');
    await tx
      .update(sessions)
      .set({ currentApplicationId: chosen?.id ?? null })
      .where(eq(sessions.id, call.auth.sessionId));
    const entry = { actor: actorOf(call), ip: call.ip, data: { as: 'master' } };
    if (previous && previous !== chosen?.id) {
      await recordAudit(tx, { ...entry, action: 'school_left', schoolId: previous, target: call.auth.schoolName });
    }
    if (chosen && chosen.id !== previous) {
      await recordAudit(tx, { ...entry, action: 'school_entered', schoolId: chosen.id, target: chosen.name });
    }
  });
  return meAfterChange(call);
}
