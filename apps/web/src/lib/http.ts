import { REQUEST_TIMEOUT_MS } from '@lineup/contract/constants';
import { toApiError, transportError } from '#web/lib/api-error.ts';
import { dropEarlyRequests, takeEarlyRequest } from '#web/lib/early-requests.ts';
import { i18n } from '#web/lib/i18n.ts';
import { headersFor } from '#web/lib/request-headers.ts';
import { forceLogout, getAuthToken, getSession } from '#web/lib/session.ts';
import { showError } from '#web/lib/toast.ts';
import { followServerClock } from '#web/lib/server-clock.ts';

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

/** The app's one HTTP client (DESIGN.md): JSON, bearer token, 10 s timeout, problem+json errors as ApiError. */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const url = withQuery(path, options.query);
  const token = options.token === undefined ? getAuthToken() : options.token;
  // The first screen's requests may have started before the app loaded (lib/early-requests.ts).
  if (method !== 'GET') dropEarlyRequests();
  const early = method === 'GET' ? takeEarlyRequest(url, token) : undefined;
  const timeout = early?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await (early?.response ??
      fetch(url, {
        method,
        headers: headersFor(body !== undefined, token),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
    // An early answer arrived before it was taken over: its clock is not now's.
    if (!early) followServerClock(response.headers);
    text = await response.text();
  } catch (error) {
    // The caller's own cancel (React Query unmounting) is not a failure to report.
    if (options.signal?.aborted) throw error;
    throw transportError(timeout.aborted ? 'timeout' : 'network', error);
  }
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, text);
    onFailure(response.status, options.logoutOnAuthError ?? true, error.reason);
    throw error;
  }
  const data = parseBody(response, text);
  return options.schema ? options.schema.parse(data) : (data as T);
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
