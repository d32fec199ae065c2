import { queryOptions } from '@tanstack/react-query';
import { notificationsSchema, type Notification } from '@lineup/contract/notifications';
import { get } from '#web/lib/http.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';

const listSchema = { parse: (data: unknown): Notification[] => notificationsSchema.parse(data).items };

export const notificationsQuery = queryOptions({
  queryKey: accountQueryKeys.notifications.list({}),
  queryFn: ({ signal }) => get('/api/v1/notifications', { schema: listSchema, signal }),
});
