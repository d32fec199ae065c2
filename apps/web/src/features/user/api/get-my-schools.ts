import { queryOptions } from '@tanstack/react-query';
import { mySchoolsSchema } from '@lineup/contract/schools';
import { get } from '#web/lib/http.ts';

export const mySchoolsQuery = queryOptions({
  queryKey: ['schools', 'mine'],
  queryFn: ({ signal }) => get('/api/v1/schools/mine', { schema: mySchoolsSchema, signal }),
});
