import { del } from '#web/lib/http.ts';

export function revokeInvitation(id: string): Promise<void> {
  return del(`/api/v1/invitations/${encodeURIComponent(id)}`);
}
