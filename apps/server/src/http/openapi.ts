import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 built from the route schemas, with a reference UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lineup API',
        description: 'Lessons, customers, staff and everything else a surf school runs on.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    uiConfig: { deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, () => app.swagger());
}
