import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApplicationsSchema, type adminListQuerySchema } from '@lineup/contract/admin';
import type { Infer } from '#web/lib/api-types.ts';
import { get } from '#web/lib/http.ts';
import { applicationKeys } from '#web/features/admin/api/keys.ts';

export type ApplicationListQuery = Infer<typeof adminListQuerySchema>;

/** Every school of the platform, a page at a time; the last page stays on screen while the next loads. */
export function applicationsQuery(query: ApplicationListQuery) {
  return queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) =>
      get('/api/v1/admin/applications', { query: { ...query }, schema: adminApplicationsSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
