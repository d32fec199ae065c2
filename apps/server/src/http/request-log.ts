import type { FastifyRequest } from 'fastify';
import { withoutTokens } from '#src/lib/redact.ts';

/** The request as the log shows it: no token of an activation, invitation or reset link. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
