import { invitationSchema } from '@lineup/contract/invitations';
import type { Invitation } from '#web/lib/api-types.ts';
import { post } from '#web/lib/http.ts';

export function resendInvitation(id: string): Promise<Invitation> {
  return post(`/api/v1/invitations/${encodeURIComponent(id)}/resend`, undefined, { schema: invitationSchema });
}
