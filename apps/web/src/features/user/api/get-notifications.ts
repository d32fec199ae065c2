import { queryOptions } from '@tanstack/react-query';
import { notificationSchema, unreadCountSchema, type Notification } from '@lineup/contract/notifications';
import { get } from '#web/lib/http.ts';

// The contract has the item schema but not the list's ({ items }): check the items with it.
const listSchema = {
  parse: (data: unknown): Notification[] =>
    notificationSchema.array().parse((data as { items?: unknown } | null)?.items),
};

export const notificationsQuery = queryOptions({
  queryKey: ['notifications', 'list'],
  queryFn: ({ signal }) => get('/api/v1/notifications', { schema: listSchema, signal }),
});

/** The side bar's badge reads this key too: both show one number and refresh together. */
export const unreadCountQuery = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: ({ signal }) => get('/api/v1/notifications/unread-count', { schema: unreadCountSchema, signal }),
});
