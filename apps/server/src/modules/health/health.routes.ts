import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '@lineup/contract/health';
import { routeKit } from '#src/http/route-kit.ts';
import { createHealthProbe } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'system' });
  const probe = await createHealthProbe(app.database);
  // The liveness answer never changes while the process runs: checked and encoded once, its bytes
  // sent as they are (Fastify serialises no Buffer).
  const live = Buffer.from(JSON.stringify(healthSchema.parse(probe.live)));

  r.get(
    '/api/health',
    {
      id: 'getLiveness',
      summary: 'Liveness: version, database driver and migration level, without touching the database',
      access: 'public',
      response: healthSchema,
      quiet: true,
    },
    (_request, reply) => {
      reply.type('application/json; charset=utf-8');
      return live as unknown as Health;
    },
  );
  r.get(
    '/api/health/ready',
    {
      id: 'getReadiness',
      summary: 'Readiness: 200 when the database answers a ping, 503 when it does not',
      access: 'public',
      response: healthSchema,
      otherResponses: { 503: healthSchema },
    },
    async (_request, reply) => {
      const { ok, health } = await probe.ready();
      return reply.code(ok ? 200 : 503).send(health);
    },
  );
};
