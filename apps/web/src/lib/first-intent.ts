/** What a reader does on a page when they begin to use it, as opposed to only reading it. */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Settles at the first sign that the reader is about to use the page (`INTENT_EVENTS`), or when
 * `near` comes within a screen of the viewport (a part the page fills in once the app runs), then
 * stops watching.
 */
export function firstIntent(target: EventTarget, near?: Element | null): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    let observer: IntersectionObserver | undefined;
    const begin = () => {
      for (const name of INTENT_EVENTS) target.removeEventListener(name, begin, options);
      observer?.disconnect();
      resolve();
    };
    for (const name of INTENT_EVENTS) target.addEventListener(name, begin, options);
    if (near && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) begin();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(near);
    }
  });
}
