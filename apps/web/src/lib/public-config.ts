import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapTiles, PublicConfig } from '@lineup/contract/public-config';
import { get } from '#web/lib/http.ts';

export type { MapTiles, PublicConfig };

const isString = (value: unknown): value is string => typeof value === 'string';

// The Start page reads this before anything else, and zod would add 25 KiB to it: the contract's
// type is checked by hand here. A missing or malformed tiles entry reads as no tiles.
function parsePublicConfig(data: unknown): PublicConfig {
  const value = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { googleClientId, contactPhone, contactEmail, mapTiles } = value;
  if (!isString(contactPhone) || !isString(contactEmail)) {
    throw new TypeError('public-config: contactPhone and contactEmail must be strings');
  }
  const tiles = (mapTiles ?? {}) as Record<string, unknown>;
  return {
    googleClientId: isString(googleClientId) ? googleClientId : null,
    contactPhone,
    contactEmail,
    mapTiles:
      isString(tiles.urlTemplate) && isString(tiles.attribution)
        ? { urlTemplate: tiles.urlTemplate, attribution: tiles.attribution }
        : null,
  };
}

/** What the server tells every visitor before sign-in (GET /api/v1/public-config). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => get('/api/v1/public-config', { signal, schema: { parse: parsePublicConfig } }),
  // Configuration changes only with a server restart: one fetch per visit is enough.
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
