import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApplicationsSchema, type adminListQuerySchema } from '@lineup/contract/schools';
import type { Infer } from '#web/features/schools/types.ts';
import { get } from '#web/lib/http.ts';

export type ApplicationListQuery = Infer<typeof adminListQuerySchema>;

/** Every school of the platform, a page at a time; the last page stays on screen while the next loads. */
export function applicationsQuery(query: ApplicationListQuery) {
  return queryOptions({
    queryKey: ['admin', 'applications', 'list', query],
    queryFn: ({ signal }) =>
      get('/api/v1/admin/applications', { query: { ...query }, schema: adminApplicationsSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
