import { REQUEST_TIMEOUT_MS } from '@lineup/contract/constants';
import { ApiError, toApiError, transportError } from '#web/lib/api-error.ts';
import { dropEarlyRequests, takeEarlyRequest, type EarlyRequest } from '#web/lib/early-requests.ts';
import { i18n } from '#web/lib/i18n.ts';
import { headersFor } from '#web/lib/request-headers.ts';
import { forceLogout, getAuthToken, getSession } from '#web/lib/session.ts';
import { showError } from '#web/lib/toast.ts';
import { followServerClock } from '#web/lib/server-clock.ts';
import { retryAfterMs, retryBegins, retryDelayMs, wait } from '#web/lib/server-reach.ts';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  readonly query?: Query;
  readonly signal?: AbortSignal;
  /** Checks and types the answer, usually a contract schema. */
  readonly schema?: { parse: (data: unknown) => T };
  /** Sign-in answers 401 to wrong credentials, which must not end a session: it sets this to false. */
  readonly logoutOnAuthError?: boolean;
  /** Sends this token instead of the stored one (sign-out runs after the storage is emptied). */
  readonly token?: string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function parseBody(response: Response, text: string): unknown {
  if (!text) return undefined;
  return response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text;
}

/**
 * What a failed answer does to the app: 401 and 403 end the session, but for a 403 whose reason
 * is `no_school` (the account works in no school: the screen says so and offers one), and 429 is
 * said in a toast.
 */
export function onFailure(status: number, logoutOnAuthError: boolean, reason?: string): void {
  if ((status === 401 || (status === 403 && reason !== 'no_school')) && logoutOnAuthError) {
    // Said once: the calls that fail after the first find nobody signed in.
    const wasSignedIn = getSession() !== null || getAuthToken() !== null;
    forceLogout();
    if (wasSignedIn) showError(i18n.t('errors.unauthorized'));
  }
  if (status === 429) showError(i18n.t('errors.rate_limited'));
}

/**
 * The answers a read waits out and asks again for: the server cannot reach its database (503
 * `database_unavailable`, with Retry-After), or a proxy cannot reach the server (502, 503, 504).
 */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** One sending of a request: its answer and the answer's text, or the failure to get one. */
async function send(
  method: Method,
  url: string,
  body: unknown,
  token: string | null,
  signal: AbortSignal | undefined,
  early: EarlyRequest | undefined,
): Promise<{ response: Response; text: string }> {
  const timeout = early?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await (early?.response ??
      fetch(url, {
        method,
        headers: headersFor(body !== undefined, token),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signals,
      }));
    // An early answer arrived before it was taken over: its clock is not now's.
    if (!early) followServerClock(response.headers);
    return { response, text: await response.text() };
  } catch (error) {
    // The caller's own cancel (React Query unmounting) is not a failure to report.
    if (signal?.aborted) throw error;
    throw transportError(timeout.aborted ? 'timeout' : 'network', error);
  }
}

/**
 * The app's one HTTP client (DESIGN.md): JSON, bearer token, 10 s timeout, problem+json errors as
 * ApiError. A read that finds the server out of reach (no answer, or 502/503/504) says so once
 * ("can't reach the server, retrying", lib/server-reach.ts) and asks again, with a growing wait and
 * never sooner than Retry-After, until it has its answer or its caller gives it up. A write is sent
 * once: the server takes no idempotency key, so one that may have been done is never sent again.
 */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const url = withQuery(path, options.query);
  const token = options.token === undefined ? getAuthToken() : options.token;
  const read = method === 'GET';
  // The first screen's requests may have started before the app loaded (lib/early-requests.ts).
  if (!read) dropEarlyRequests();
  let early = read ? takeEarlyRequest(url, token) : undefined;
  let retrying: (() => void) | undefined;
  try {
    for (let failures = 1; ; failures += 1) {
      let answer: { response: Response; text: string } | undefined;
      try {
        answer = await send(method, url, body, token, options.signal, early);
      } catch (error) {
        if (!(read && error instanceof ApiError && error.code === 'network')) throw error;
      }
      early = undefined;
      if (answer && !(read && RETRIED_STATUSES.has(answer.response.status))) {
        const { response, text } = answer;
        if (!response.ok) {
          const error = toApiError(response.status, response.statusText, text);
          onFailure(response.status, options.logoutOnAuthError ?? true, error.reason);
          throw error;
        }
        const data = parseBody(response, text);
        return options.schema ? options.schema.parse(data) : (data as T);
      }
      retrying ??= retryBegins();
      const after = retryAfterMs(answer?.response.headers.get('Retry-After') ?? null);
      await wait(retryDelayMs(failures, after), options.signal);
    }
  } finally {
    retrying?.();
  }
}

export function get<T>(path: string, options?: RequestOptions<T>): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function post<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
  return request<T>('POST', path, body, options);
}

export function put<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
  return request<T>('PUT', path, body, options);
}

export function patch<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
  return request<T>('PATCH', path, body, options);
}

export function del<T = void>(path: string, options?: RequestOptions<T>): Promise<T> {
  return request<T>('DELETE', path, undefined, options);
}
