import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@lineup/contract/health';
import { createHealthProbe } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = await createHealthProbe(app.database);
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: version, database driver and migration level, without touching the database',
        response: { 200: healthSchema },
      },
    },
    () => probe.live,
  );
  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when the database answers a ping, 503 when it does not',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { ok, health } = await probe.ready();
      return reply.code(ok ? 200 : 503).send(health);
    },
  );
};
