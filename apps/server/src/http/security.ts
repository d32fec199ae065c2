import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { tileImageSource } from '#src/lib/map-tiles.ts';

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
}

/**
 * Security headers on every answer, refusals included; the CSP is the one the built SPA and
 * the API reference run under. They depend only on the configuration, so they are built once.
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
    // Google's sign-in pop-up talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: options.google ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
