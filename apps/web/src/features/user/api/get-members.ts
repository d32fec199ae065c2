import { queryOptions } from '@tanstack/react-query';
import { membersSchema } from '@lineup/contract/schools';
import { get } from '#web/lib/http.ts';

/** Keyed by school: after a switch, another school's members are another query. */
export function membersQuery(schoolId: string) {
  return queryOptions({
    queryKey: ['school', schoolId, 'members'],
    queryFn: ({ signal }) => get('/api/v1/members', { schema: membersSchema, signal }),
  });
}
