import { queryOptions } from '@tanstack/react-query';
import {
  transportInputSchema,
  transportListQuerySchema,
  transportPageSchema,
  transportSchema,
} from '@lineup/contract/transports';
import { get } from '#web/lib/http.ts';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's vehicles; one in use (by trips or works) is deactivated instead of deleted. */
export const transportApi = resourceApi({
  path: '/api/v1/transports',
  key: 'transports',
  schemas: {
    item: transportSchema,
    page: transportPageSchema,
    input: transportInputSchema,
    list: transportListQuerySchema,
  },
  retire: DEACTIVATE,
});

/** One vehicle of the school; under the school's `transports` keys, so every change refreshes it. */
export function transportQuery(schoolId: string, id: string) {
  return queryOptions({
    queryKey: transportApi.keys.detail(schoolId, id),
    queryFn: ({ signal }) => get(`${transportApi.path}/${encodeURIComponent(id)}`, { schema: transportSchema, signal }),
  });
}
