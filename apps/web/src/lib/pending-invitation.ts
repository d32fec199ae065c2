import { STORAGE_KEYS } from '@lineup/contract/constants';
import { sessionStore } from '#web/lib/storage.ts';

/** sessionStorage key of an invitation token from a mailed link, kept until the visitor is signed in. */
const KEY = 'lineupPendingInvitation';
const PARAM = 'invitation';

/**
 * Runs once at start, before the router reads the address: takes `?invitation=<token>` out of the
 * address (it must not stay in the history or be shared) and keeps it for this tab. A visitor who is
 * not signed in is shown the login dialog; one who is goes to /user, where it is accepted.
 */
export function capturePendingInvitation(
  location: Location = window.location,
  history: History = window.history,
): void {
  const url = new URL(location.href);
  const token = url.searchParams.get(PARAM)?.trim();
  if (!token) return;
  sessionStore()?.setItem(KEY, token);
  url.searchParams.delete(PARAM);
  let signedIn = false;
  try {
    signedIn = window.localStorage.getItem(STORAGE_KEYS.authToken) !== null;
  } catch {
    // No storage: not signed in.
  }
  if (signedIn) url.pathname = '/user';
  else url.searchParams.set('login', 'true');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function readPendingInvitation(): string | null {
  return sessionStore()?.getItem(KEY) ?? null;
}

export function clearPendingInvitation(): void {
  sessionStore()?.removeItem(KEY);
}
