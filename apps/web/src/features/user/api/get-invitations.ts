import { queryOptions } from '@tanstack/react-query';
import { invitationsSchema } from '@lineup/contract/invitations';
import { get } from '#web/lib/http.ts';
import { invitationKeys } from '#web/features/user/api/keys.ts';

/** The invitations the current school has sent. */
export function invitationsQuery(schoolId: string) {
  return queryOptions({
    queryKey: invitationKeys.all(schoolId),
    queryFn: ({ signal }) => get('/api/v1/invitations', { schema: invitationsSchema, signal }),
  });
}
