// Browsers may refuse storage (private modes, blocked site data): the app then runs without persistence.

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in; the in-memory state still works for this visit.
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}

/** Empties local storage except the given keys. */
export function clearItemsExcept(keep: readonly string[]): void {
  const kept = keep.map((key) => [key, readItem(key)] as const);
  try {
    window.localStorage.clear();
  } catch {
    return;
  }
  for (const [key, value] of kept) if (value !== null) writeItem(key, value);
}

/** The tab's session storage; null where the browser refuses it. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
