import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from './app-error.ts';
import { sendProblem } from './problem.ts';

const API_PREFIXES = ['/api/', '/oauth/'];

/** Whether a request path belongs to the API (`/api/…`, `/oauth/…`) rather than the web app. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === '/api' || pathname === '/oauth' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Serves the built SPA. Unknown API paths answer 404 problems; any other unknown path
 * gets index.html, where the router falls back to Start.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Unknown API paths count against the rate limit like known ones.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!isApiPath(url) && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(request, reply, new AppError('not_found', `No route ${request.method} ${url}.`));
  });
}
