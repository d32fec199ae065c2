import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { requireDeclaredAccess } from './http/access.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerProblemHandlers } from './http/problem.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { VERSION } from './lib/version.ts';
import { healthRoutes } from './modules/health/health.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
  }
}

export interface AppOptions {
  readonly config: Config;
  readonly database: DatabaseHandle;
}

/** Builds the whole HTTP application; used by `npm start` and by the tests alike. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  requireDeclaredAccess(app);
  registerProblemHandlers(app);

  await registerSecurityHeaders(app);
  await app.register(rateLimit, { max: config.RATE_LIMIT_MAX, timeWindow: '1 minute' });
  await registerOpenApi(app, VERSION);

  await app.register(healthRoutes);

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
