import { vi } from 'vitest';

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export interface MockReply {
  readonly status: number;
  readonly body?: unknown;
}

/** Answers one call; `undefined` falls through to a 404 problem, so a missing route fails loudly. */
export type Handler = (call: ApiCall) => MockReply | undefined;

export const ok = (body: unknown): MockReply => ({ status: 200, body });
export const created = (body: unknown): MockReply => ({ status: 201, body });
export const noContent = (): MockReply => ({ status: 204 });
export const problem = (
  status: number,
  code: string,
  detail: string,
  errors?: { path: string; message: string }[],
) => ({
  status,
  body: { type: 'about:blank', title: code, status, code, detail, ...(errors ? { errors } : {}) },
});

function toResponse(reply: MockReply): Response {
  if (reply.body === undefined) return new Response(null, { status: reply.status });
  const type = reply.status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': type } });
}

/**
 * Replaces fetch with a table of routes keyed "METHOD /path" (the path without its query).
 * Returns the calls made, for assertions on what was sent.
 */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler?.(call) ?? problem(404, 'not_found', `No mock for ${method} ${url.pathname}`);
    return toResponse(reply);
  });
  return calls;
}
