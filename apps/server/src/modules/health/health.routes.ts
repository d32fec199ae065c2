import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@lineup/contract/health';
import { readHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Service status, version, database driver and migration level',
        response: { 200: healthSchema },
      },
    },
    () => readHealth(app.database),
  );
};
