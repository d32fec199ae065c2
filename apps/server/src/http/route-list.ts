import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RouteAccess } from '@lineup/contract/routes';

/** One method and path the app answers, with what it declared. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess | undefined;
  /** Whether it works in the session's current school (the route kit's `config.school`). */
  readonly school: boolean;
  readonly schema: (FastifySchema & { operationId?: string; hide?: boolean }) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order: the tests walk it rather than a list kept by hand. */
    readonly routeList: readonly RegisteredRoute[];
  }
}

/** Records every route as it is registered, and stops the start on an operation id used twice. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  const operationIds = new Set<string>();
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route beside each GET with the same schema; it is not an operation of its own.
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const schema = route.schema as RegisteredRoute['schema'];
    const operationId = schema?.operationId;
    if (operationId) {
      if (operationIds.has(operationId)) throw new Error(`Operation id ${operationId} is used twice.`);
      operationIds.add(operationId);
    }
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        school: route.config?.school ?? false,
        schema,
      });
    }
  });
}
