import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@lineup/contract/constants';
import type { GuardSession } from '@lineup/contract/guard';
import { navigateTo } from '#web/lib/navigation.ts';
import { parseSession, type Session } from '#web/lib/stored-session.ts';
import { clearItemsExcept, readItem, removeItem, writeItem } from '#web/lib/storage.ts';

export type { Session };

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: Session | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

/** The stored session; the same object until the stored value changes, as useSyncExternalStore needs. */
export function getSession(): Session | null {
  const raw = readItem(STORAGE_KEYS.session);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseSession(raw);
  }
  return cached;
}

export function setSession(session: Session, token?: string): void {
  writeItem(STORAGE_KEYS.session, JSON.stringify(session));
  if (token !== undefined) writeItem(STORAGE_KEYS.authToken, token);
  emit();
}

/**
 * Signs the browser out: local storage is emptied; the remembered e-mail (spec section 4) and the
 * closed privacy notice, which belong to the browser and not to the account, survive.
 */
export function clearSession(): void {
  clearItemsExcept([STORAGE_KEYS.rememberedEmail, STORAGE_KEYS.privacyNoticeDismissed]);
  emit();
}

/** The server refused the session (401/403): drop it and go to Start. */
export function forceLogout(): void {
  clearSession();
  navigateTo('/');
}

export function getAuthToken(): string | null {
  return readItem(STORAGE_KEYS.authToken);
}

export function getRememberedEmail(): string | null {
  return readItem(STORAGE_KEYS.rememberedEmail);
}

export function rememberEmail(email: string): void {
  writeItem(STORAGE_KEYS.rememberedEmail, email);
  emit();
}

export function forgetRememberedEmail(): void {
  removeItem(STORAGE_KEYS.rememberedEmail);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

export function toGuardSession(session: Session | null): GuardSession {
  return { email: session?.email ?? null, profile: session?.profile ?? null };
}
