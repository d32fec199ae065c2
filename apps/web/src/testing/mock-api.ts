import { vi, type MockInstance } from 'vitest';
import { queryClient } from '#web/lib/query-client.ts';

/** One request the code under test made. */
export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** The parsed JSON body, if any. */
  readonly body: unknown;
  readonly headers: Headers;
}

export interface MockReply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Answers one call; `undefined` falls through to a 404 problem, so a missing route fails loudly. */
export type Handler = (call: ApiCall) => MockReply | undefined | Promise<MockReply | undefined>;

/** A JSON answer with any status (4xx and 5xx go out as problem+json). */
export const json = (status: number, body: unknown): MockReply => ({ status, body });
export const ok = (body: unknown): MockReply => json(200, body);
export const created = (body: unknown): MockReply => json(201, body);
export const noContent = (): MockReply => ({ status: 204 });

/** A handler for a server that cannot be reached: fetch rejects, as a browser's does offline. */
export const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};

interface FieldErrorBody {
  path: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** An RFC 9457 problem, as the server's error handler writes it. */
export const problem = (status: number, code: string, detail: string, errors?: FieldErrorBody[]): MockReply => ({
  status,
  body: { type: 'about:blank', title: code, status, code, detail, ...(errors ? { errors } : {}) },
});

/** The server's answer while its database is out of reach: 503 `database_unavailable`, with Retry-After. */
export const databaseUnavailable = (retryAfterSeconds = 1): MockReply => ({
  ...problem(
    503,
    'database_unavailable',
    'The database cannot be reached right now. Please try again in a few seconds.',
  ),
  headers: { 'Retry-After': String(retryAfterSeconds) },
});

/** A business refusal (409/422) with its stable reason and parameters. */
export const refusal = (
  status: 409 | 422,
  reason: string,
  detail: string,
  params: Record<string, string | number> = {},
): MockReply => ({
  status,
  body: {
    type: 'about:blank',
    title: reason,
    status,
    code: status === 409 ? 'conflict' : 'unprocessable',
    detail,
    reason,
    params,
  },
});

function toResponse(reply: MockReply): Response {
  if (reply.body === undefined) return new Response(null, { status: reply.status, headers: reply.headers });
  const type = reply.status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'Content-Type': type, ...reply.headers },
  });
}

// Every call of the current test, across repeated mockApi() calls; cleared by resetMockApi().
let recorded: ApiCall[] = [];
let spy: MockInstance<typeof fetch> | null = null;

/**
 * Replaces fetch with a table of routes keyed "METHOD /path" (the path without its query); any
 * other call gets a 404 problem. Calling it again in the same test replaces the table. Returns the
 * calls made from now on, for assertions on what was sent.
 */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  spy ??= vi.spyOn(globalThis, 'fetch');
  spy.mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    recorded.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = (await handler?.(call)) ?? problem(404, 'not_found', `No mock for ${method} ${url.pathname}`);
    return toResponse(reply);
  });
  return calls;
}

/** The calls of this test to one route: "METHOD /path", or "/path" for any method. */
export function callsTo(route: string): ApiCall[] {
  const [method, path] = route.includes(' ') ? route.split(' ') : [undefined, route];
  return recorded.filter((call) => call.path === path && (method === undefined || call.method === method));
}

/** Puts fetch back and forgets the test's calls and cached answers. */
export function resetMockApi(): void {
  spy?.mockRestore();
  spy = null;
  recorded = [];
  // Answers cached by one test must not leak into the next.
  queryClient.clear();
}
