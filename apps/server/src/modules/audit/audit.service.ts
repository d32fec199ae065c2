import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditCursor, AuditQuery, auditEntrySchema, auditListSchema } from '@lineup/contract/audit';
import type { Executor } from '#src/db/database.ts';
import { applications, auditLog } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';

type AuditEntry = z.infer<typeof auditEntrySchema>;
type AuditPage = z.infer<typeof auditListSchema>;

// The entry's time to the microsecond: a JavaScript Date keeps only milliseconds, and a cursor
// rounded to them would skip or repeat entries written within the same millisecond.
const exactAt = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const key = sql`(${auditLog.createdAt}, ${auditLog.id})`;

function parseCursor(cursor: AuditCursor): SQL {
  const split = cursor.lastIndexOf('_');
  return sql`(${cursor.slice(0, split)}::timestamptz, ${cursor.slice(split + 1)}::uuid)`;
}

async function rows(
  tx: Executor,
  schoolId: string | null,
  where: SQL | undefined,
  newestFirst: boolean,
  limit: number,
) {
  const direction = newestFirst ? desc : asc;
  return (
    tx
      .select({ entry: auditLog, school: applications.name, exactAt })
      .from(auditLog)
      .leftJoin(applications, eq(applications.id, auditLog.applicationId))
      // The school's own filter as well as row-level security, so its index on (school, time, id) serves.
      .where(and(schoolId ? eq(auditLog.applicationId, schoolId) : undefined, where))
      .orderBy(direction(auditLog.createdAt), direction(auditLog.id))
      .limit(limit)
  );
}

type Row = Awaited<ReturnType<typeof rows>>[number];

const cursorOf = (row: Row | undefined): AuditCursor | null => (row ? `${row.exactAt}_${row.entry.id}` : null);

const toEntry = ({ entry, school }: Row): AuditEntry => ({
  id: entry.id,
  at: entry.createdAt.toISOString(),
  action: entry.action,
  actor: entry.actorEmail,
  school: school ?? null,
  target: entry.target,
  data: entry.data,
});

/**
 * One page of a log by keyset on (time, id), newest first: each page reads at most one entry
 * more than it shows (to know whether there is a next), never counts the log, never skips an
 * offset. `after` reads the entries just newer than its cursor; once fewer than a page remain
 * that way, the answer is the newest page itself, full.
 */
async function page(tx: Executor, schoolId: string | null, query: AuditQuery): Promise<AuditPage> {
  const size = query.pageSize;
  if (query.after) {
    const newer = await rows(tx, schoolId, sql`${key} > ${parseCursor(query.after)}`, false, size + 1);
    if (newer.length > size) {
      const shown = newer.slice(0, size).reverse();
      return { items: shown.map(toEntry), previous: cursorOf(shown[0]), next: cursorOf(shown.at(-1)) };
    }
  }
  const before = query.before ? sql`${key} < ${parseCursor(query.before)}` : undefined;
  const older = await rows(tx, schoolId, before, true, size + 1);
  const shown = older.slice(0, size);
  return {
    items: shown.map(toEntry),
    next: older.length > size ? cursorOf(shown.at(-1)) : null,
    previous: query.before ? cursorOf(shown[0]) : null,
  };
}

/** The current school's log; row-level security keeps every other school's entries out. */
export function schoolAudit(call: CallContext, query: AuditQuery): Promise<AuditPage> {
  return withSchool(call, (tx, schoolId) => page(tx, schoolId, query));
}

/** Every entry of every school and of the platform, for a Master. */
export function platformAudit(call: CallContext, query: AuditQuery): Promise<AuditPage> {
  return asPlatform(call.db, (tx) => page(tx, null, query));
}
