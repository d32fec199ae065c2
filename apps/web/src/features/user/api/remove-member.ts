import { del } from '#web/lib/http.ts';

/** 409 when it would leave the school without an Owner. */
export function removeMember(accountId: string): Promise<void> {
  return del(`/api/v1/members/${encodeURIComponent(accountId)}`);
}
