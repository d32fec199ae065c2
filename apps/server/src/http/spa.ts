import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { requestLanguage } from '../i18n/request-language.ts';
import { AppError } from './app-error.ts';
import { sendProblem } from './problem.ts';

const API_PREFIXES = ['/api/', '/oauth/'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether a request path belongs to the API (`/api/…`, `/oauth/…`) rather than the web app. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === '/api' || pathname === '/oauth' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The Start page, prerendered per language by the web build (`start/<lang>.html`). The server picks
 * the reader's language by the same rule the app applies (cookie, then browser), so the first paint
 * is already in the right language and the address stays `/`; the answer varies with both headers.
 */
function sendStartPage(distDir: string, request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  const file = path.join('start', `${requestLanguage(request)}.html`);
  if (!existsSync(path.join(distDir, file))) return null;
  return reply.header('vary', 'cookie, accept-language').header('cache-control', 'no-cache').sendFile(file);
}

/**
 * Serves the built SPA. Files under assets/ carry a content hash: cached for a year. Every file is
 * sent precompressed (brotli or gzip, as the browser accepts) when the build wrote it so. Unknown
 * API paths answer 404 problems; any other unknown path gets index.html, where the router falls
 * back to Start.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // Unknown API paths count against the rate limit like known ones.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!isApiPath(url) && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      if (url === '/') {
        const sent = sendStartPage(distDir, request, reply);
        if (sent) return sent;
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(request, reply, new AppError('not_found', `No route ${request.method} ${url}.`));
  });
}
