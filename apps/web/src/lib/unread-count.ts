import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountSchema } from '@lineup/contract/notifications';
import { get } from '#web/lib/http.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';

const REFRESH_MS = 60_000;

export const unreadCountQuery = queryOptions({
  queryKey: [...accountQueryKeys.notifications.all(), 'unread-count'],
  queryFn: ({ signal }) => get('/api/v1/notifications/unread-count', { schema: unreadCountSchema, signal }),
  refetchInterval: REFRESH_MS,
  retry: false,
});

/** The unread notifications for the badge; 0 while loading or when the call fails. */
export function useUnreadCount(): number {
  return useQuery(unreadCountQuery).data?.count ?? 0;
}
