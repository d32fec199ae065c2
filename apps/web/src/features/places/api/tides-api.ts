import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { conditionsSchema, tideStationListSchema } from '@lineup/contract/conditions';
import { get } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';
import { placesApi } from '#web/features/places/api/places-api.ts';

/**
 * A saved place's conditions today, read for its station (the chosen one or the nearest, with its
 * distance and its data's credit). Under the place's own keys: saving the place refreshes it.
 */
export function placeConditionsQuery(schoolId: string, placeId: string) {
  return queryOptions({
    queryKey: [...placesApi.keys.detail(schoolId, placeId), 'conditions'],
    queryFn: ({ signal }) =>
      get(`${placesApi.path}/${encodeURIComponent(placeId)}/conditions`, { schema: conditionsSchema, signal }),
  });
}

/** Where to look for stations: a point (nearest first), a part of a name, or both. */
export interface TideStationSearch {
  readonly latitude?: number;
  readonly longitude?: number;
  readonly q?: string;
  readonly limit: number;
}

const stationKeys = schoolKeys('tide-stations');

/** Tide stations nearest a point with their distance, or by name; the last answer stays while the next loads. */
export function tideStationsQuery(schoolId: string, search: TideStationSearch) {
  return queryOptions({
    queryKey: stationKeys.list(schoolId, search),
    queryFn: ({ signal }) =>
      get('/api/v1/tide-stations', { query: { ...search }, schema: tideStationListSchema, signal }),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
    // The database changes only with a new release of the server.
    staleTime: Infinity,
  });
}
