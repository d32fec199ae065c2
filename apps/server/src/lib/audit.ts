import type { Executor } from '#src/db/database.ts';
import { auditLog } from '#src/db/schema/index.ts';
import type { AuditAction } from '@lineup/contract/audit';
import { actorOf, type CallContext } from '#src/http/request-context.ts';

export { AUDIT_ACTIONS, type AuditAction } from '@lineup/contract/audit';

export interface AuditEntry {
  readonly action: AuditAction;
  readonly schoolId: string | null;
  readonly actor: { readonly accountId: string | null; readonly email: string | null } | null;
  readonly target?: string | null;
  readonly data?: Record<string, string>;
  readonly ip?: string | null;
}

/** Writes one entry in the caller's transaction, so it lands exactly when the change does. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    applicationId: entry.schoolId,
    actorAccountId: entry.actor?.accountId ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    target: entry.target ?? null,
    data: entry.data ?? {},
    ip: entry.ip ?? null,
  });
}

/**
 * An entry for what a signed-in call did: the caller is the actor, its address the ip. A Master's
 * work in the school they chose says so (`as: master`) in that school's log.
 */
export async function recordCallAudit(
  tx: Executor,
  call: CallContext,
  entry: Omit<AuditEntry, 'actor' | 'ip'>,
): Promise<void> {
  const asMaster = call.auth.isMaster && entry.schoolId !== null && entry.schoolId === call.auth.schoolId;
  const marks = { ...(asMaster ? { as: 'master' } : {}), ...(call.via ? { via: call.via } : {}) };
  const data = Object.keys(marks).length > 0 ? { ...entry.data, ...marks } : entry.data;
  await recordAudit(tx, { ...entry, ...(data ? { data } : {}), actor: actorOf(call), ip: call.ip });
}
