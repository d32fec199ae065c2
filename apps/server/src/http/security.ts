import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { tileImageSource } from '#src/lib/map-tiles.ts';
import { isApiPath } from './spa.ts';

/** Google Identity Services: its script, its button frame and its calls (only with GOOGLE_CLIENT_ID). */
const GOOGLE = 'https://accounts.google.com';

/** The headers helmet sets for `options`, worked out once. */
function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export interface SecurityOptions {
  readonly google: boolean;
  /** The maps' tile URL template: its origin may serve images, nothing more. */
  readonly mapTileUrl: string | null;
  /** Whether people reach Lineup over https (PUBLIC_URL): only then may a browser be told to insist on it. */
  readonly https: boolean;
}

/** The API reference is a page of its own under /api, with its scripts and styles. */
const API_PAGES = ['/api/docs'];

/**
 * What an API answer (JSON, a file to download) carries: no document runs from it, so its policy
 * allows nothing and no page may frame it; the headers that only a document heeds (the page's
 * sources, its opener and agent cluster, old browsers' switches) are left to the web app's pages.
 */
const ANSWER_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

/** Whether a request is for an API answer rather than a page (the web app's or the API reference). */
function wantsAnswer(url: string): boolean {
  return isApiPath(url) && !API_PAGES.some((prefix) => url.startsWith(prefix));
}

/**
 * Security headers on every answer, refusals included: a page's CSP is the one the built SPA and
 * the API reference run under; an API answer's allows nothing. They depend only on the
 * configuration, so they are built once.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const google = options.google ? [GOOGLE] : [];
  const mapTiles = options.mapTileUrl ? [tileImageSource(options.mapTileUrl)] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapTiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: options.google ? [GOOGLE] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Strict-Transport-Security is ignored over plain http, and promises what an http-only
    // installation cannot keep: it is sent only where PUBLIC_URL is https.
    strictTransportSecurity: options.https,
    // Google's sign-in pop-up talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: options.google ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const answerHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.https,
  }).filter(([name]) => ANSWER_HEADERS.has(name.toLowerCase()));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of wantsAnswer(request.url) ? answerHeaders : headers) reply.header(name, value);
    done();
  });
}
