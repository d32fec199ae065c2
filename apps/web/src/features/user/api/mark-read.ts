import { post } from '#web/lib/http.ts';

/** One notification by id, or all of them. */
export function markRead(id?: string): Promise<{ updated: number }> {
  return post('/api/v1/notifications/read', id ? { id } : {});
}
