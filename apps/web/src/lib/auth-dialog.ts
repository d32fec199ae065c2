import { useSyncExternalStore } from 'react';

/** Which sign-in dialog is open; any screen may open one, the app root shows it. */
export type AuthDialog = 'login' | 'signup' | null;

let current: AuthDialog = null;
const listeners = new Set<() => void>();

export function openAuthDialog(dialog: Exclude<AuthDialog, null>): void {
  current = dialog;
  for (const listener of listeners) listener();
}

export function closeAuthDialog(): void {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
