import { queryOptions } from '@tanstack/react-query';
import { membersSchema } from '@lineup/contract/members';
import { get } from '#web/lib/http.ts';
import { memberKeys } from '#web/features/user/api/keys.ts';

/** Keyed by school: after a switch, another school's members are another query. */
export function membersQuery(schoolId: string) {
  return queryOptions({
    queryKey: memberKeys.all(schoolId),
    queryFn: ({ signal }) => get('/api/v1/members', { schema: membersSchema, signal }),
  });
}
