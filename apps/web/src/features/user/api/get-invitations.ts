import { queryOptions } from '@tanstack/react-query';
import { invitationsSchema } from '@lineup/contract/schools';
import { get } from '#web/lib/http.ts';

/** The invitations the current school has sent. */
export function invitationsQuery(schoolId: string) {
  return queryOptions({
    queryKey: ['school', schoolId, 'invitations'],
    queryFn: ({ signal }) => get('/api/v1/invitations', { schema: invitationsSchema, signal }),
  });
}
