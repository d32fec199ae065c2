import { notifications } from '@mantine/notifications';
import { i18n } from '#web/lib/i18n.ts';

/** The notice's id: one notice however many reads wait. */
export const UNREACHABLE_NOTICE_ID = 'server-unreachable';

/** The first wait before asking again, doubled after each failure up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;
/** A server's Retry-After is waited for, up to this. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

let waiting = 0;

/**
 * A read that could not reach the server (or whose server could not reach its database) waits to
 * ask again: "can't reach the server, retrying" shows, one notice, until every such read has its
 * answer or was given up by its caller. Returns the call that says this read no longer waits.
 */
export function retryBegins(): () => void {
  waiting += 1;
  if (waiting === 1) {
    notifications.show({
      id: UNREACHABLE_NOTICE_ID,
      color: 'yellow',
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: i18n.t('errors.unreachable'),
    });
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    waiting -= 1;
    if (waiting === 0) notifications.hide(UNREACHABLE_NOTICE_ID);
  };
}

/** The seconds (or HTTP date) of a Retry-After header as milliseconds from now; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : 0;
}

/**
 * How long to wait before the attempt after `failures` failed ones: an exponential backoff, with a
 * fifth of jitter so that every open tab does not ask at the same moment, and never less than the
 * server's Retry-After.
 */
export function retryDelayMs(failures: number, retryAfter: number, random = Math.random): number {
  const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(Math.max(backoff, retryAfter) * (1 + random() * 0.2));
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}
