import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LANGUAGES } from '@lineup/contract/languages';
import { ApiError } from '#web/lib/api-error.ts';
import { errorText } from '#web/lib/error-text.ts';
import { del, get, post, put } from '#web/lib/http.ts';
import { i18n } from '#web/lib/i18n.ts';
import { retryAfterMs, retryDelayMs, UNREACHABLE_NOTICE_ID } from '#web/lib/server-reach.ts';

const fetchMock = vi.fn<typeof fetch>();

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers },
  });

/** The server while its database is out of reach. */
const databaseUnavailable = (retryAfter?: number) =>
  answer(
    503,
    {
      type: 'https://lineup.surf/problems/database_unavailable',
      title: 'Database unavailable',
      status: 503,
      code: 'database_unavailable',
      detail: 'The database cannot be reached right now. Please try again in a few seconds.',
    },
    retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
  );

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

const settled = <T>(promise: Promise<T>) => {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
};

type Show = typeof notifications.show;

/** The calls that showed the "can't reach the server" notice. */
const noticesShown = (show: MockInstance<Show>) =>
  show.mock.calls.filter(([notice]) => notice.id === UNREACHABLE_NOTICE_ID);

describe('a read that cannot reach the server', () => {
  let show: MockInstance<Show>;
  let hide: MockInstance<typeof notifications.hide>;

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    show = vi.spyOn(notifications, 'show');
    hide = vi.spyOn(notifications, 'hide');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('says so, waits the Retry-After of a 503 database_unavailable, asks again and has its answer', async () => {
    fetchMock
      .mockResolvedValueOnce(databaseUnavailable(3))
      .mockResolvedValueOnce(databaseUnavailable(3))
      .mockResolvedValueOnce(answer(200, { items: [] }));
    const read = settled(get('/api/v1/places'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(noticesShown(show)).toEqual([
      [
        {
          id: UNREACHABLE_NOTICE_ID,
          color: 'yellow',
          loading: true,
          autoClose: false,
          withCloseButton: false,
          message: 'Cannot reach the server. Retrying…',
        },
      ],
    ]);
    // Not before the server's Retry-After (the first backoff, 1 s, is shorter).
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(read).toEqual({ value: { items: [] }, done: true });
    // One notice for the whole wait, gone with the answer.
    expect(noticesShown(show)).toHaveLength(1);
    expect(hide).toHaveBeenCalledWith(UNREACHABLE_NOTICE_ID);
  });

  it('with no answer at all, waits longer after each failure, up to 30 s between tries', async () => {
    fetchMock.mockImplementation(offline);
    const read = settled(get('/api/v1/places'));
    const waits: number[] = [];
    let calls = 1;
    let since = 0;
    await vi.advanceTimersByTimeAsync(0);
    for (let elapsed = 0; waits.length < 7; elapsed += 100) {
      await vi.advanceTimersByTimeAsync(100);
      if (fetchMock.mock.calls.length > calls) {
        calls = fetchMock.mock.calls.length;
        waits.push(elapsed + 100 - since);
        since = elapsed + 100;
      }
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(read.done).toBe(false);
    fetchMock.mockResolvedValue(answer(200, []));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(read).toEqual({ value: [], done: true });
    expect(hide).toHaveBeenCalledWith(UNREACHABLE_NOTICE_ID);
  });

  it('asks again after a proxy’s 502 or 504 too, but not after a 500', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
      .mockResolvedValueOnce(new Response('Gateway timeout', { status: 504 }))
      .mockResolvedValueOnce(answer(200, { n: 1 }));
    const read = settled(get('/api/v1/n'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(read).toEqual({ value: { n: 1 }, done: true });

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(500, { code: 'internal' }));
    const failed = settled(get('/api/v1/n'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(failed.error).toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows one notice however many reads wait, until the last has its answer', async () => {
    let down = true;
    fetchMock.mockImplementation(() => Promise.resolve(down ? databaseUnavailable(1) : answer(200, {})));
    const first = settled(get('/api/v1/a'));
    const second = settled(get('/api/v1/b'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(noticesShown(show)).toHaveLength(1);
    expect(hide).not.toHaveBeenCalled();
    down = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect([first.done, second.done]).toEqual([true, true]);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('stops asking when its caller gives it up, and takes the notice away', async () => {
    fetchMock.mockResolvedValue(databaseUnavailable(5));
    const controller = new AbortController();
    const read = settled(get('/api/v1/places', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(read.error).not.toBeInstanceOf(ApiError);
    expect(read.error).toMatchObject({ name: 'AbortError' });
    expect(hide).toHaveBeenCalledWith(UNREACHABLE_NOTICE_ID);
  });

  it.each([
    ['POST', () => post('/api/v1/places', { name: 'Carcavelos' })],
    ['PUT', () => put('/api/v1/places/1', { name: 'Carcavelos' })],
    ['DELETE', () => del('/api/v1/places/1')],
  ])(
    'a write (%s) is sent once: it fails with database_unavailable, worded in the interface language',
    async (_, write) => {
      fetchMock.mockResolvedValue(databaseUnavailable(5));
      const sent = settled(write());
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sent.error).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(noticesShown(show)).toEqual([]);
      await i18n.changeLanguage('pt');
      expect(errorText(sent.error, i18n.t)).toBe(
        'De momento o servidor não consegue contactar a base de dados. Tente novamente dentro de alguns segundos.',
      );
    },
  );

  it.each(LANGUAGES)('says it in %s', async (language) => {
    await i18n.changeLanguage(language);
    fetchMock.mockResolvedValueOnce(databaseUnavailable(1)).mockResolvedValueOnce(answer(200, {}));
    const read = settled(get('/api/v1/a'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(read.done).toBe(true);
    const message = noticesShown(show)[0]?.[0].message;
    expect(message).toBe(i18n.t('errors.unreachable'));
    expect(message).not.toBe('errors.unreachable');
    if (language !== 'en') expect(message).not.toBe(i18n.t('errors.unreachable', { lng: 'en' }));
  });
});

describe('the wait before asking again', () => {
  it('reads Retry-After as seconds or as a date, within five minutes', () => {
    const now = Date.parse('2026-07-01T10:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Wed, 01 Jul 2026 10:00:20 GMT', now)).toBe(20_000);
    expect(retryAfterMs('Wed, 01 Jul 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(300_000);
    expect(retryAfterMs('soon', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(0);
  });

  it('grows from 1 s to 30 s, never below Retry-After, with up to a fifth of jitter', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => retryDelayMs(failures, 0, none))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(1, 5_000, none)).toBe(5_000);
    expect(retryDelayMs(1, 5_000, () => 0.999)).toBeLessThanOrEqual(6_000);
    expect(retryDelayMs(6, 0, () => 0.5)).toBe(33_000);
  });
});
