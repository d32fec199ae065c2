import { meResponseSchema, type Me } from '@lineup/contract/me';
import { post } from '#web/lib/http.ts';

/** From the received-invitations list. */
export function acceptInvitation(id: string): Promise<Me> {
  return post(`/api/v1/invitations/${encodeURIComponent(id)}/accept`, undefined, { schema: meResponseSchema });
}

/** From the e-mailed link (`/?invitation=<token>`). */
export function acceptInvitationToken(token: string): Promise<Me> {
  return post('/api/v1/invitations/accept', { token }, { schema: meResponseSchema });
}
