import { itemInputSchema, itemListQuerySchema, itemPageSchema, itemSchema } from '@lineup/contract/items';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's shop items; one already sold is deactivated instead of deleted. */
export const itemsApi = resourceApi({
  path: '/api/v1/items',
  key: 'items',
  schemas: { item: itemSchema, page: itemPageSchema, input: itemInputSchema, list: itemListQuerySchema },
  retire: DEACTIVATE,
});
