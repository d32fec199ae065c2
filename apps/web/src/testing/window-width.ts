/**
 * jsdom has no layout and no `matchMedia`: tests get one that matches no query, or, after
 * `setWindowWidth`, the width queries (`(max-width: 36em)`, `(min-width: 62em)`) of a window that wide.
 */
let width: number | null = null;

function matches(query: string): boolean {
  const found = /^\((max|min)-width:\s*([\d.]+)(em|px)\)$/.exec(query.trim());
  if (width === null || !found) return false;
  const limit = Number(found[2]) * (found[3] === 'em' ? 16 : 1);
  return found[1] === 'max' ? width <= limit : width >= limit;
}

function matchMedia(query: string): MediaQueryList {
  return {
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** The width, in CSS pixels, the window's width queries answer for; null: they match nothing. */
export function setWindowWidth(pixels: number | null): void {
  width = pixels;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMedia });
}
