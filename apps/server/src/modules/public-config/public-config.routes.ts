import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@lineup/contract/public-config';
import { routeKit } from '#src/http/route-kit.ts';

/** What the web app needs to know before sign-in. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const answer: PublicConfig = {
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    contactPhone: config.CONTACT_PHONE,
    contactEmail: config.CONTACT_EMAIL,
    mapTiles: config.MAP_TILE_URL
      ? { urlTemplate: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION }
      : null,
  };
  routeKit(app, { tag: 'system' }).get(
    '/api/v1/public-config',
    {
      id: 'getPublicConfig',
      summary: 'What the web app needs before sign-in: Google client id, contact details and map tiles',
      access: 'public',
      response: publicConfigSchema,
    },
    () => answer,
  );
};
