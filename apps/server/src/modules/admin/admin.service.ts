import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  canTransition,
  type adminApplicationSchema,
  type adminListQuerySchema,
  type ApplicationStatus,
} from '@lineup/contract/schools';
import { forgetSessions } from '#src/auth/sessions.ts';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { applications } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { notify } from '#src/modules/notifications/notifications.repository.ts';
import { schoolSizesQuery } from './database-size.ts';

type AdminApplication = z.infer<typeof adminApplicationSchema>;
type ListQuery = z.infer<typeof adminListQuerySchema>;

const SORT_COLUMNS: Record<ListQuery['sort'], string> = {
  name: 'lower(a.name)',
  status: 'a.status',
  createdAt: 'a.created_at',
  databaseSize: 'database_size',
  invitedUsers: 'invited_users',
};

interface Row {
  id: string;
  name: string;
  status: ApplicationStatus;
  created_at: string | Date;
  owner_name: string;
  owner_email: string;
  database_size: string | number;
  invited_users: number;
  members: number;
  total: number;
}

const toApplication = (row: Row): AdminApplication => ({
  id: row.id,
  name: row.name,
  status: row.status,
  owner: { name: row.owner_name, email: row.owner_email },
  createdAt: new Date(row.created_at).toISOString(),
  databaseSize: Number(row.database_size),
  invitedUsers: Number(row.invited_users),
  members: Number(row.members),
});

async function selectApplications(tx: Transaction, query: ListQuery & { id?: string }): Promise<Row[]> {
  const sizes = await schoolSizesQuery(tx);
  const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const order = sql.raw(`${SORT_COLUMNS[query.sort]} ${query.order === 'desc' ? 'desc' : 'asc'}, a.id`);
  return rowsOf<Row>(
    await tx.execute(sql`
      with sizes as (${sizes}),
        invited as (select application_id, count(*)::int as n from invitations where revoked_at is null group by 1),
        members as (select application_id, count(*)::int as n from memberships group by 1)
      select a.id, a.name, a.status, a.created_at, o.name as owner_name, o.email as owner_email,
             coalesce(s.bytes, 0) as database_size, coalesce(i.n, 0) as invited_users, coalesce(m.n, 0) as members,
             count(*) over ()::int as total
      from applications a
      join accounts o on o.id = a.owner_account_id
      left join sizes s on s.application_id = a.id
      left join invited i on i.application_id = a.id
      left join members m on m.application_id = a.id
      where (${query.q} = '' or a.name ilike ${like} or o.email ilike ${like})
        and (${query.status ?? null}::application_status is null or a.status = ${query.status ?? null}::application_status)
        and (${query.id ?? null}::uuid is null or a.id = ${query.id ?? null}::uuid)
      order by ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
}

/** Every school, for the Master's admin panel: searched, sorted and paged, with the total. */
export async function listApplications(
  call: CallContext,
  query: ListQuery,
): Promise<{ items: AdminApplication[]; total: number }> {
  const rows = await asPlatform(call.db, (tx) => selectApplications(tx, query));
  return { items: rows.map(toApplication), total: rows[0]?.total ?? 0 };
}

export async function getApplication(call: CallContext, id: string): Promise<AdminApplication> {
  const [row] = await asPlatform(call.db, (tx) =>
    selectApplications(tx, { id, q: '', page: 1, pageSize: 10, sort: 'name', order: 'asc' }),
  );
  if (!row) throw localizedError('not_found', call.language, 'school.notFound');
  return toApplication(row);
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
