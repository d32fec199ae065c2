import { sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, Problem } from '@lineup/contract/problem';
import { toValidationIssue } from '@lineup/contract/validation';
import { requestLanguage } from '#src/i18n/request-language.ts';
import { validationSummary, validationText } from '#src/i18n/validation-messages.ts';
import { isDatabaseUnavailable } from '#src/db/errors.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import { AppError, type FieldError } from './app-error.ts';
import { DatabaseOutages, RETRY_AFTER_SECONDS } from './database-outage.ts';

const TITLES: Record<ErrorCode, string> = {
  bad_request: 'Bad request',
  validation_failed: 'Invalid request',
  unauthorized: 'Not signed in',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  conflict: 'Conflict',
  unprocessable: 'Refused',
  payload_too_large: 'Payload too large',
  rate_limited: 'Too many requests',
  internal: 'Internal error',
  not_activated: 'Account not activated',
  database_unavailable: 'Database unavailable',
};

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const body: Problem = {
    type: `https://lineup.surf/problems/${error.code}`,
    title: TITLES[error.code],
    status: error.status,
    code: error.code,
    detail: error.message,
    instance: request.url,
    ...(error.errors ? { errors: [...error.errors] } : {}),
    ...(error.refusal ? { reason: error.refusal.reason, params: { ...error.refusal.params } } : {}),
    ...(error.refusal?.lessons ? { lessons: [...error.refusal.lessons] } : {}),
  };
  return reply.status(error.status).type('application/problem+json').send(body);
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return localizedError('database_unavailable', requestLanguage(request), 'database.unavailable');
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const language = requestLanguage(request);
    const errors: FieldError[] = error.validation.map((entry) => {
      const issue = toValidationIssue(entry.keyword, entry.params);
      return {
        path: [error.validationContext, ...entry.instancePath.split('/').filter(Boolean)].join('.'),
        message: validationText(language, issue),
        code: issue.code,
        params: issue.params,
      };
    });
    return new AppError('validation_failed', validationSummary(language), errors);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError('rate_limited', 'Rate limit exceeded. Please try again later.');
  if (status === 413) return new AppError('payload_too_large', 'The request body is too large.');
  if (status === 415 || (status >= 400 && status < 500)) {
    // Fastify's own client errors (malformed JSON, wrong content type) carry safe messages.
    return new AppError('bad_request', error.message);
  }
  return new AppError('internal', 'Something went wrong on our side. Please try again.');
}

/**
 * What the router refuses before a route is found (a path parameter longer than the router keeps,
 * a malformed escape in the path), as a problem document like any other 400, without echoing the path.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address is not valid.';
  return sendProblem(request, reply, new AppError('bad_request', message));
}

/**
 * Maps every error to problem+json; only 5xx are logged with their stack, which never leaves the
 * server. A database out of reach is not the request's fault nor a bug: it is answered 503 with
 * `Retry-After`, and told in the log once an outage (DatabaseOutages), not once a request.
 */
export function registerProblemHandlers(app: FastifyInstance): void {
  const outages = new DatabaseOutages({ log: app.log, ping: () => app.database.db.execute(sql`select 1`) });
  app.addHook('onClose', async () => outages.stop());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = toAppError(error, request);
    if (problem.code === 'database_unavailable') {
      outages.failed(error);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (problem.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendProblem(request, reply, problem);
  });
}
