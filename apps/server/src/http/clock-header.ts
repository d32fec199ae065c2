import type { FastifyInstance } from 'fastify';
import { clock, CLOCK_HEADER } from '@lineup/contract/clock';
import { isApiPath } from './spa.ts';

/**
 * Every API answer says what the school's clock reads as it is answered, so the web app's
 * "today" is the server's (a set clock, or a device whose own clock is wrong).
 */
export function registerClockHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) reply.header(CLOCK_HEADER, clock.now().toISOString());
    done();
  });
}
