import { invitationSchema } from '@lineup/contract/schools';
import type { Invitation } from '#web/features/schools/types.ts';
import { post } from '#web/lib/http.ts';

export function resendInvitation(id: string): Promise<Invitation> {
  return post(`/api/v1/invitations/${encodeURIComponent(id)}/resend`, undefined, { schema: invitationSchema });
}
