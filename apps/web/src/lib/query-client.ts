import { focusManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-error.ts';
import { subscribeSession, getSession } from '#web/lib/session.ts';

const MAX_RETRIES = 2;
/** How long an answer counts as fresh. */
const FRESH_MS = 5_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change by asking again; only network trouble and 5xx are worth a retry.
      retry: (failures, error) =>
        failures < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      // What a screen has just read is not asked for again when another part of it mounts (the
      // side bar, then the screen itself, both reading the account): one request per thing shown.
      // Changes invalidate what they touch; the calendar follows others' changes live.
      staleTime: FRESH_MS,
    },
  },
});

// Cached answers belong to the account that fetched them: drop them when it signs out.
subscribeSession(() => {
  if (getSession() === null) queryClient.clear();
});

// Coming back to the window (another window, not only another tab) counts as focus, so what the
// profile and permissions say is read again from the server.
focusManager.setEventListener((onFocus) => {
  const listener = () => onFocus();
  window.addEventListener('visibilitychange', listener, false);
  window.addEventListener('focus', listener, false);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
});
