import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditEntrySchema } from '@lineup/contract/schools';
import type { Executor } from '#src/db/database.ts';
import { applications, auditLog } from '#src/db/schema/index.ts';
import { asPlatform, inTenant } from '#src/db/tenancy.ts';
import { tenantOf, type CallContext } from '#src/http/request-context.ts';

type AuditEntry = z.infer<typeof auditEntrySchema>;

async function page(tx: Executor, page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }> {
  const [total] = await tx.select({ n: count() }).from(auditLog);
  const rows = await tx
    .select({ entry: auditLog, school: applications.name })
    .from(auditLog)
    .leftJoin(applications, eq(applications.id, auditLog.applicationId))
    .orderBy(desc(auditLog.createdAt), desc(sql`${auditLog.id}`))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ entry, school }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      action: entry.action,
      actor: entry.actorEmail,
      school: school ?? null,
      target: entry.target,
      data: entry.data,
    })),
  };
}

/** The current school's log; row-level security keeps every other school's entries out. */
export function schoolAudit(call: CallContext, query: { page: number; pageSize: number }) {
  if (!call.auth.schoolId) return Promise.resolve({ items: [], total: 0 });
  return inTenant(call.db, tenantOf(call), (tx) => page(tx, query.page, query.pageSize));
}

/** Every entry of every school and of the platform, for a Master. */
export function platformAudit(call: CallContext, query: { page: number; pageSize: number }) {
  return asPlatform(call.db, (tx) => page(tx, query.page, query.pageSize));
}
