import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '#web/lib/query-client.ts';

export const fetchMock = vi.fn<typeof fetch>();

export function json(status: number, body: unknown): Response {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

export function problem(status: number, code: string, detail: string, errors?: { path: string; message: string }[]) {
  return json(status, { type: 'about:blank', title: code, status, code, detail, ...(errors ? { errors } : {}) });
}

/** The calls made to a path, with their parsed JSON bodies and headers. */
export function callsTo(path: string): { body: unknown; headers: Headers }[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).split('?')[0] === path)
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    }));
}

/** Answers by path; anything not listed gets a 404 problem. */
export function answer(routes: Record<string, () => Response | Promise<Response>>): void {
  fetchMock.mockImplementation(async (url) => {
    const route = routes[String(url).split('?')[0] ?? ''];
    return route ? route() : problem(404, 'not_found', 'Not found');
  });
}

export function stubFetch(): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    // Answers cached by one test must not leak into the next.
    queryClient.clear();
  });
}
