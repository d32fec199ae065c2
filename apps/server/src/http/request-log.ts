import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
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

/** One log line per request, written when its answer has gone: the request, its status and its time. */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
