import { queryOptions } from '@tanstack/react-query';
import { receivedInvitationsSchema } from '@lineup/contract/schools';
import { get } from '#web/lib/http.ts';

/** Invitations addressed to the signed-in account's e-mail. */
export const receivedInvitationsQuery = queryOptions({
  queryKey: ['invitations', 'received'],
  queryFn: ({ signal }) => get('/api/v1/invitations/received', { schema: receivedInvitationsSchema, signal }),
});
