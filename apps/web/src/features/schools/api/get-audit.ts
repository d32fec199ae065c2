import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditListSchema } from '@lineup/contract/schools';
import { get } from '#web/lib/http.ts';

/** `school`: the current school's log (view_system_logs); `all`: every school's, for the Master. */
export type AuditScope = { readonly kind: 'school'; readonly schoolId: string } | { readonly kind: 'all' };

export function auditQuery(scope: AuditScope, page: number, pageSize: number) {
  const path = scope.kind === 'all' ? '/api/v1/admin/audit' : '/api/v1/audit';
  const key = scope.kind === 'all' ? ['admin', 'audit'] : ['school', scope.schoolId, 'audit'];
  return queryOptions({
    queryKey: [...key, { page, pageSize }],
    queryFn: ({ signal }) => get(path, { query: { page, pageSize }, schema: auditListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
