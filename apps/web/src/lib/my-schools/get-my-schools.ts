import { queryOptions } from '@tanstack/react-query';
import { mySchoolsSchema } from '@lineup/contract/schools';
import { get } from '#web/lib/http.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';

export const mySchoolsQuery = queryOptions({
  queryKey: accountQueryKeys.mySchools.all(),
  queryFn: ({ signal }) => get('/api/v1/schools/mine', { schema: mySchoolsSchema, signal }),
});
