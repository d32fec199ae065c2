import { useSyncExternalStore } from 'react';

/**
 * Which sign-in dialog is open; any screen may open one, the app root shows it. `forgot` asks for a
 * password-reset link, `resend` for a new activation e-mail, `reset` chooses the new password.
 */
export type AuthDialog = 'login' | 'signup' | 'forgot' | 'resend' | 'reset' | null;

/** How the login dialog signs in: e-mail and password, or phone plus code (`?type=token`). */
export type LoginMethod = 'password' | 'token';

/** The outcome of an activation link, read from `?activation=` after its redirect. */
export type ActivationResult = 'done' | 'invalid';

/** What the login dialog says above its form: the outcome of a mailed link, or a new password set. */
export type LoginNotice =
  { readonly kind: 'activation' | 'unlock'; readonly result: ActivationResult } | { readonly kind: 'passwordChanged' };

export interface AuthDialogState {
  readonly dialog: AuthDialog;
  readonly method?: LoginMethod;
  readonly notice?: LoginNotice;
  /** The e-mail typed so far, carried from one dialog to the next. */
  readonly email?: string;
  /** The token of a password-reset link (`?reset=`), for the `reset` dialog. */
  readonly resetToken?: string;
}

const closed: AuthDialogState = { dialog: null };
let current: AuthDialogState = closed;
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(dialog: Exclude<AuthDialog, null>, options: Omit<AuthDialogState, 'dialog'> = {}): void {
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
