import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, Problem } from '@lineup/contract/problem';
import { AppError, type FieldError } from './app-error.ts';

const TITLES: Record<ErrorCode, string> = {
  bad_request: 'Bad request',
  validation_failed: 'Invalid request',
  unauthorized: 'Not signed in',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  conflict: 'Conflict',
  payload_too_large: 'Payload too large',
  rate_limited: 'Too many requests',
  internal: 'Internal error',
  not_activated: 'Account not activated',
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
  };
  return reply.status(error.status).type('application/problem+json').send(body);
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'Invalid value',
    }));
    return new AppError('validation_failed', 'The request has invalid fields.', errors);
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

/** Maps every error to problem+json; only 5xx are logged with their stack, which never leaves the server. */
export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = toAppError(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(request, reply, problem);
  });
}
