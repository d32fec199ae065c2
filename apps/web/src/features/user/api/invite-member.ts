import type { SchoolRole } from '@lineup/contract/roles';
import { invitationSchema } from '@lineup/contract/invitations';
import type { Invitation } from '#web/lib/api-types.ts';
import { post } from '#web/lib/http.ts';

/** Sends the invitation e-mail with its link; the invitee accepts it after signing in. */
export function inviteMember(email: string, role: SchoolRole): Promise<Invitation> {
  return post('/api/v1/invitations', { email, role }, { schema: invitationSchema });
}
