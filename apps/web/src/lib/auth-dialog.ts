import { useSyncExternalStore } from 'react';

/** Which sign-in dialog is open; any screen may open one, the app root shows it. */
export type AuthDialog = 'login' | 'signup' | null;

/** How the login dialog signs in: e-mail and password, or phone plus code (`?type=token`). */
export type LoginMethod = 'password' | 'token';

/** The outcome of an activation link, read from `?activation=` after its redirect. */
export type ActivationResult = 'done' | 'invalid';

export interface AuthDialogState {
  readonly dialog: AuthDialog;
  readonly method?: LoginMethod;
  readonly activation?: ActivationResult;
}

const closed: AuthDialogState = { dialog: null };
let current: AuthDialogState = closed;
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(
  dialog: Exclude<AuthDialog, null>,
  options: { method?: LoginMethod; activation?: ActivationResult } = {},
): void {
  set({ dialog, ...options });
}

export function closeAuthDialog(): void {
  set(closed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(
    subscribe,
    () => current.dialog,
    () => null,
  );
}

/** The open dialog with the options it was opened with. */
export function useAuthDialogState(): AuthDialogState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => closed,
  );
}
