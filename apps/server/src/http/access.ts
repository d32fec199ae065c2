import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '@lineup/contract/routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a caller needs: `public`, `login`, or a permission of the spec's role table. */
    access?: RouteAccess;
    /**
     * Set by the route kit: whether the route works in the session's current school, which a
     * signed-in caller without one is refused (403, reason `no_school`).
     */
    school?: boolean;
  }
}

/** Plugin routes that serve documents, not data. */
const FRAMEWORK_PREFIXES = ['/api/docs', '/api/openapi.json'];

/**
 * Every route declares its access; a route without one stops the server at start-up
 * rather than being silently open.
 */
export function requireDeclaredAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.config?.access) return;
    if (FRAMEWORK_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    if (!route.url.startsWith('/api') && !route.url.startsWith('/oauth')) return;
    throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access.`);
  });
}
