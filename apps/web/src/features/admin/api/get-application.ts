import { queryOptions } from '@tanstack/react-query';
import { adminApplicationDetailSchema } from '@lineup/contract/schools';
import { get } from '#web/lib/http.ts';

export function applicationQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'applications', 'detail', id],
    queryFn: ({ signal }) =>
      get(`/api/v1/admin/applications/${encodeURIComponent(id)}`, { schema: adminApplicationDetailSchema, signal }),
  });
}
