import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { placePageSchema, type PlaceListQuery } from '@lineup/contract/places';
import { get } from '#web/lib/http.ts';
import { placeKeys } from '#web/features/places/api/keys.ts';

export const PLACES_PATH = '/api/v1/places';

/** One page of the school's places; the last page stays on screen while the next loads. */
export function placesQuery(schoolId: string, query: PlaceListQuery) {
  return queryOptions({
    queryKey: placeKeys.list(schoolId, query),
    queryFn: ({ signal }) => get(PLACES_PATH, { query: { ...query }, schema: placePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
