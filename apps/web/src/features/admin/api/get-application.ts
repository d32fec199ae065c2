import { queryOptions } from '@tanstack/react-query';
import { adminApplicationDetailSchema } from '@lineup/contract/admin';
import { get } from '#web/lib/http.ts';
import { applicationKeys } from '#web/features/admin/api/keys.ts';

export function applicationQuery(id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) =>
      get(`/api/v1/admin/applications/${encodeURIComponent(id)}`, { schema: adminApplicationDetailSchema, signal }),
  });
}
