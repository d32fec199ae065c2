import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Google Identity Services: its script, its button frame and its calls (only with GOOGLE_CLIENT_ID). */
const GOOGLE = 'https://accounts.google.com';

/** Security headers; the CSP is the one the built SPA and the API reference run under. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { google: boolean }): Promise<void> {
  const google = options.google ? [GOOGLE] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
}
