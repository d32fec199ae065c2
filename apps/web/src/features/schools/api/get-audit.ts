import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditListSchema, type AuditQuery } from '@lineup/contract/audit';
import { get } from '#web/lib/http.ts';
import { platformKeys, schoolKeys } from '#web/lib/query-keys.ts';

const schoolAuditKeys = schoolKeys('audit');
const platformAuditKeys = platformKeys('audit');

/** `school`: the current school's log (view_system_logs); `all`: every school's, for the Master. */
export type AuditScope = { readonly kind: 'school'; readonly schoolId: string } | { readonly kind: 'all' };

/** One page of a log: the newest, or the one before or after a cursor. */
export function auditQuery(scope: AuditScope, query: AuditQuery) {
  const path = scope.kind === 'all' ? '/api/v1/admin/audit' : '/api/v1/audit';
  const params = {
    pageSize: query.pageSize,
    ...(query.before ? { before: query.before } : {}),
    ...(query.after ? { after: query.after } : {}),
  };
  return queryOptions({
    queryKey: scope.kind === 'all' ? platformAuditKeys.list(params) : schoolAuditKeys.list(scope.schoolId, params),
    queryFn: ({ signal }) => get(path, { query: params, schema: auditListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
