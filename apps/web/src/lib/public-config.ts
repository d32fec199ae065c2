import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/http.ts';

/** What the server tells every visitor before sign-in (GET /api/v1/public-config). */
export interface PublicConfig {
  readonly googleClientId: string | null;
  readonly contactPhone: string;
  readonly contactEmail: string;
}

// The server's zod schema is not in packages/contract yet; until it moves there, check the shape by hand.
function parsePublicConfig(data: unknown): PublicConfig {
  const value = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { googleClientId, contactPhone, contactEmail } = value;
  if (typeof contactPhone !== 'string' || typeof contactEmail !== 'string') {
    throw new TypeError('public-config: contactPhone and contactEmail must be strings');
  }
  return { googleClientId: typeof googleClientId === 'string' ? googleClientId : null, contactPhone, contactEmail };
}

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => get('/api/v1/public-config', { signal, schema: { parse: parsePublicConfig } }),
  // Configuration changes only with a server restart: one fetch per visit is enough.
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
