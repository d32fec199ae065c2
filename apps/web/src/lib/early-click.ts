/** A click kept while the page is not yet interactive. */
export interface EarlyClick {
  /** Gives the kept click again, to an element still on the page, and stops keeping. */
  replay(): void;
  /** Forgets the kept click and stops keeping. */
  drop(): void;
}

/**
 * Keeps the last click made on server-rendered markup before its handlers exist (a button that
 * would otherwise do nothing), holding back what the browser would do with it meanwhile.
 */
export function keepEarlyClick(target: Document): EarlyClick {
  let kept: HTMLElement | null = null;
  const keep = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    kept = event.target.closest<HTMLElement>('button, a, [role="button"], [role="menuitem"]');
    if (kept) event.preventDefault();
  };
  target.addEventListener('click', keep, true);
  const stop = () => target.removeEventListener('click', keep, true);
  return {
    replay() {
      stop();
      if (kept?.isConnected) kept.click();
      kept = null;
    },
    drop() {
      stop();
      kept = null;
    },
  };
}
