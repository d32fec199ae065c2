import { queryOptions } from '@tanstack/react-query';
import { receivedInvitationsSchema } from '@lineup/contract/invitations';
import { get } from '#web/lib/http.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';

/** Invitations addressed to the signed-in account's e-mail. */
export const receivedInvitationsQuery = queryOptions({
  queryKey: accountQueryKeys.receivedInvitations.all(),
  queryFn: ({ signal }) => get('/api/v1/invitations/received', { schema: receivedInvitationsSchema, signal }),
});
