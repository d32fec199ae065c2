import { placeInputSchema, placeListQuerySchema, placePageSchema, placeSchema } from '@lineup/contract/places';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's places; a place in use is deactivated instead of deleted. */
export const placesApi = resourceApi({
  path: '/api/v1/places',
  key: 'places',
  schemas: { item: placeSchema, page: placePageSchema, input: placeInputSchema, list: placeListQuerySchema },
  retire: DEACTIVATE,
});
