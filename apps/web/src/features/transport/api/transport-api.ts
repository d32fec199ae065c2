import {
  transportInputSchema,
  transportListQuerySchema,
  transportPageSchema,
  transportSchema,
} from '@lineup/contract/transports';
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
