import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '@lineup/contract/constants';
import { ApiError } from '#web/lib/api-error.ts';
import { del, get, patch, post } from '#web/lib/http.ts';
import { i18n } from '#web/lib/i18n.ts';
import { setNavigator } from '#web/lib/navigation.ts';
import { getSession, setSession } from '#web/lib/session.ts';
import { clock, CLOCK_HEADER } from '@lineup/contract/clock';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(path: string) => void>();

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  navigate.mockReset();
});

describe('http client', () => {
  it('follows the school’s clock each answer carries', async () => {
    const ahead = new Date(Date.now() + 40 * 86_400_000).toISOString();
    fetchMock.mockResolvedValue(
      new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', [CLOCK_HEADER]: ahead } }),
    );
    try {
      await get('/api/v1/things');
      expect(Math.abs(clock.ms() - Date.parse(ahead))).toBeLessThan(5_000);
    } finally {
      clock.set(process.env.LINEUP_CLOCK || null);
    }
  });

  it('sends JSON and reads JSON, without a bearer header when no token is stored', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 7 }));
    await expect(post('/api/v1/things', { name: 'Board' }, { query: { page: 2, q: undefined } })).resolves.toEqual({
      id: 7,
    });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/v1/things?page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Board"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('adds the stored token as a bearer header', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'abc123');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(del('/api/v1/things/1')).resolves.toBeUndefined();
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer abc123');
  });

  it('checks the answer with a schema when given one', async () => {
    fetchMock.mockResolvedValue(json(200, { n: 1 }));
    const schema = { parse: vi.fn((data: unknown) => ({ parsed: data })) };
    await expect(get('/api/v1/n', { schema })).resolves.toEqual({ parsed: { n: 1 } });
  });

  it('gives up after the 10 s request timeout with an ApiError of code timeout', async () => {
    const controller = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(controller.signal);
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const pending = failure(get('/api/v1/slow'));
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    expect(await pending).toMatchObject({ name: 'ApiError', status: 0, code: 'timeout' });
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
  });

  it('reports an unreachable server to a write as code network, sending it once', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(post('/api/v1/x', {}))).toMatchObject({ status: 0, code: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes the caller’s own abort through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const error = await failure(get('/api/v1/x', { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it.each([401, 403])('on %i forces logout: clears storage but the remembered e-mail, goes to /', async (status) => {
    setSession({ name: 'Ana', email: 'ana@example.com', profile: 'manager' }, 'token');
    window.localStorage.setItem(STORAGE_KEYS.rememberedEmail, 'ana@example.com');
    fetchMock.mockResolvedValue(json(status, {}));
    expect(await failure(get('/api/v1/x'))).toMatchObject({ status });
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('ana@example.com');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('says the session ended when it forces a logout, once, and not to someone already signed out', async () => {
    const show = vi.spyOn(notifications, 'show');
    setSession({ name: 'Ana', email: 'ana@example.com', profile: 'manager' }, 'token');
    // An answer each: one Response's body reads once.
    fetchMock.mockImplementation(() => Promise.resolve(json(401, {})));
    await Promise.all([failure(get('/api/v1/a')), failure(get('/api/v1/b'))]);
    await failure(get('/api/v1/c'));
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Your session has ended. Please sign in again.' });
  });

  it('does not sign out on a 403 that says the account works in no school', async () => {
    setSession({ name: 'Marta', email: 'marta@example.com', profile: 'master' }, 'token');
    const problem = {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      code: 'forbidden',
      detail: 'You are not working in a school. Choose one to continue.',
      reason: 'no_school',
    };
    fetchMock.mockResolvedValue(json(403, problem));
    expect(await failure(get('/api/v1/customers'))).toMatchObject({ status: 403, reason: 'no_school' });
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not sign out on a business refusal (409 or 422)', async () => {
    setSession({ name: 'Ana', email: 'ana@example.com', profile: 'administrator' }, 'token');
    for (const status of [409, 422]) {
      fetchMock.mockResolvedValue(json(status, { code: 'conflict', reason: 'last_owner' }));
      await failure(get('/api/v1/x'));
    }
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when a call opts out of the forced logout (sign-in with a wrong password)', async () => {
    setSession({ name: 'Ana', email: 'ana@example.com', profile: 'manager' });
    fetchMock.mockResolvedValue(json(401, {}));
    await failure(post('/oauth/api/v1/signin', {}, { logoutOnAuthError: false }));
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 429 shows a red toast with the translated rate-limit text', async () => {
    const show = vi.spyOn(notifications, 'show');
    fetchMock.mockResolvedValue(json(429, {}));
    expect(await failure(get('/api/v1/x'))).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Rate limit exceeded. Please try again later.' });
  });

  it('parses a problem+json answer into an ApiError with code, detail and field errors', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Validation failed',
      status: 422,
      code: 'validation_failed',
      detail: 'name is required',
      errors: [{ path: 'name', message: 'Required' }],
    };
    fetchMock.mockResolvedValue(json(422, problem, 'application/problem+json'));
    const error = await failure(patch('/api/v1/things/1', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      detail: 'name is required',
      fieldErrors: [{ path: 'name', message: 'Required' }],
    });
  });

  it('gives an answer that is not a problem document a code from its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await failure(del('/api/v1/x'))).toMatchObject({ status: 502, code: 'internal', detail: 'Bad Gateway' });
  });
});
