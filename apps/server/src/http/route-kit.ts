import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { problemSchema } from '@lineup/contract/problem';
import type { RouteAccess } from '@lineup/contract/routes';
import { answerKept, type KeptAnswer } from './kept-answers.ts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type Schema = z.ZodType | undefined;
type SuccessStatus = 200 | 201 | 204 | 303;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Responses = Readonly<Record<number, z.ZodType>>;

/** One endpoint: what OpenAPI publishes about it and what the server checks. */
export interface Endpoint<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.ZodType,
  S,
  O extends Responses = Record<never, never>,
> {
  /** The operation's id, unique in the API, a verb and a noun: `listMembers`. */
  readonly id: string;
  /** One line a client developer reads in the reference. */
  readonly summary: string;
  readonly description?: string;
  /** Who may call it: `public`, `login` (any signed-in account) or a permission of the role table. */
  readonly access: RouteAccess;
  /**
   * False for a signed-in route that works outside any school (the account's own, the platform's);
   * every other signed-in route works in the session's current school and answers 403 with the
   * reason `no_school` to a caller without one. The kit's own `school` sets it for a whole module.
   */
  readonly school?: false;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The success answer's schema, a contract export. */
  readonly response: R;
  /** The success answer's media type when it is not JSON (`text/csv; charset=utf-8` for an export). */
  readonly contentType?: string;
  /** The success status; 200 unless said. The handler returns the body and the kit sets the status. */
  readonly status?: S;
  /** Answers other than success and problems, such as readiness's 503. */
  readonly otherResponses?: O;
  /** A tighter limit than the API's own, for calls that cost a mail, a text or a password check. */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: number };
  /** A larger body than the API's 1 MiB, in bytes, for a call that carries a whole file's rows. */
  readonly bodyLimit?: number;
  /**
   * Answered without a line in the request log unless it fails: for a probe that a load balancer or
   * an orchestrator asks every few seconds, whose successes would bury the requests of people.
   */
  readonly quiet?: boolean;
  /**
   * A read of the school's rows whose answer is kept as sent until the school's rows change
   * (http/kept-answers.ts): only for an answer that depends on nothing but the school's rows of
   * the domain, the address and query, the caller's role, clocks, currency and language, and
   * the clock as `until` says.
   */
  readonly kept?: KeptAnswer<z.output<R>>;
}

interface KitSchema<P, Q, B, R, S extends number, O> {
  params: P;
  querystring: Q;
  body: B;
  response: Record<S, R> & O;
}

/** The handler, typed by fastify-type-provider-zod from the endpoint's schemas. */
export type EndpointHandler<P, Q, B, R, S extends number, O = Record<never, never>> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  KitSchema<P, Q, B, R, S, O>,
  ZodTypeProvider
>;

type Declare = <
  R extends z.ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  S extends SuccessStatus = 200,
  O extends Responses = Record<never, never>,
>(
  url: string,
  endpoint: Endpoint<P, Q, B, R, S, O>,
  handler: EndpointHandler<P, Q, B, R, S, O>,
) => void;

export interface RouteKit {
  readonly get: Declare;
  readonly post: Declare;
  readonly put: Declare;
  readonly patch: Declare;
  readonly delete: Declare;
}

const PROBLEM_TITLES = {
  400: 'Invalid request: a field, the path or the query fails its schema',
  401: 'Not signed in, or the credentials are refused',
  403: "The caller's role does not hold the permission, or the caller works in no school (`reason`: `no_school`)",
  404: "Not found, or not in the caller's current school",
  409: 'Conflicts with the current state',
  422: 'Refused by a business rule; `reason` says which',
  429: 'Too many requests; try again later',
  503: 'The database cannot be reached; `Retry-After` says in how many seconds to ask again',
} as const;
export type ProblemStatus = keyof typeof PROBLEM_TITLES;

/**
 * The problem answers an endpoint can give, decided here once from what it declares: 400 when
 * it takes input; 401 when it needs a session (or checks credentials); 403 when it needs a
 * permission or a current school; 404 when it names a record or works in the current school; 409
 * and 422 when it changes something; 429 always, as the whole API is rate limited; 503 always, as
 * any call may find the database out of reach.
 */
export function problemStatuses(
  method: Method,
  endpoint: Pick<Endpoint<Schema, Schema, Schema, z.ZodType, unknown>, 'access' | 'params' | 'query' | 'body'>,
  inSchool = false,
): ProblemStatus[] {
  const { access, params, query, body } = endpoint;
  const write = method !== 'GET';
  const permission = access !== 'public' && access !== 'login';
  const statuses: ProblemStatus[] = [];
  if (params || query || body) statuses.push(400);
  if (access !== 'public' || (write && body)) statuses.push(401);
  if (permission || inSchool) statuses.push(403);
  if (access !== 'public' && (params || permission || (write && body))) statuses.push(404);
  if (write) statuses.push(409, 422);
  statuses.push(429, 503);
  return statuses;
}

/** The header of a 503 problem answer (http/database-outage.ts), as @fastify/swagger reads it. */
const RETRY_AFTER_HEADER = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before asking again' },
};

/** The problem answers of the statuses, but those the endpoint answers otherwise (readiness's 503). */
function problemResponses(statuses: readonly ProblemStatus[], others: Responses | undefined) {
  return Object.fromEntries(
    statuses
      .filter((status) => !others?.[status])
      .map((status) => [
        status,
        {
          description: PROBLEM_TITLES[status],
          ...(status === 503 ? { headers: RETRY_AFTER_HEADER } : {}),
          content: { 'application/problem+json': { schema: problemSchema } },
        },
      ]),
  );
}

/**
 * The one way to declare an endpoint: every operation gets its id, summary, tag, security
 * scheme and problem answers in OpenAPI, and `config.access`, which the authorisation hook
 * enforces, with `config.school`, whether it works in the session's current school. `tag` groups
 * the module's operations in the reference; `school: false` says none of them works in a school.
 */
export function routeKit(app: ZodApp, options: { tag: string; school?: false }): RouteKit {
  const declare =
    (method: Method): Declare =>
    (url, endpoint, handler) => {
      const {
        id,
        summary,
        description,
        access,
        params,
        query,
        body,
        response,
        otherResponses,
        rateLimit,
        bodyLimit,
        quiet,
        kept,
      } = endpoint;
      const inSchool = access !== 'public' && (endpoint.school ?? options.school) !== false;
      const success = endpoint.contentType ? { content: { [endpoint.contentType]: { schema: response } } } : response;
      const status = endpoint.status ?? 200;
      app.route({
        method,
        url,
        config: { access, school: inSchool, ...(rateLimit ? { rateLimit } : {}) },
        ...(bodyLimit ? { bodyLimit } : {}),
        ...(quiet ? { logLevel: 'warn' } : {}),
        schema: {
          operationId: id,
          summary,
          ...(description ? { description } : {}),
          tags: [options.tag],
          security: access === 'public' ? [] : [{ bearer: [] }],
          ...(params ? { params } : {}),
          ...(query ? { querystring: query } : {}),
          ...(body ? { body } : {}),
          response: {
            [status]: success,
            ...otherResponses,
            ...problemResponses(problemStatuses(method, endpoint, inSchool), otherResponses),
          },
        },
        handler: kept
          ? (request, reply) =>
              answerKept(
                request,
                reply,
                kept,
                // The type provider checked the handler's answer against the response schema.
                async () => (await (handler as RouteHandlerMethod).call(app, request, reply)) as never,
              )
          : status === 200
            ? (handler as RouteHandlerMethod)
            : (request, reply) => {
                reply.code(status);
                return (handler as RouteHandlerMethod).call(app, request, reply);
              },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
