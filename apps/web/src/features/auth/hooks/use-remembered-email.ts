import { useSyncExternalStore } from 'react';
import { getRememberedEmail, subscribeSession } from '#web/lib/session.ts';

/** The e-mail kept after the last sign-in, kept current when it is forgotten here or in another tab. */
export function useRememberedEmail(): string | null {
  return useSyncExternalStore(subscribeSession, getRememberedEmail, () => null);
}
