import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '@lineup/contract/auth';
import { get } from '#web/lib/http.ts';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => get('/api/v1/me', { schema: meResponseSchema, signal }),
});

export function useMe() {
  return useQuery(meQuery);
}
