import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '@lineup/contract/me';
import { get } from '#web/lib/http.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';

export const meQuery = queryOptions({
  queryKey: accountQueryKeys.me.all(),
  queryFn: ({ signal }) => get('/api/v1/me', { schema: meResponseSchema, signal }),
});

export function useMe() {
  return useQuery(meQuery);
}
