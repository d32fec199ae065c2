/** How long an idle moment is waited for before `whenDrawn` runs its work anyway. */
const IDLE_PATIENCE_MS = 1000;

/**
 * Runs `work` once the page has drawn what it has and the browser is idle: two frames on, so that
 * the first is on screen, then at the first idle moment (or after a short wait where a browser
 * does not tell it). For what no page needs as it opens. Returns a function that cancels it.
 */
export function whenDrawn(work: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(work, { timeout: IDLE_PATIENCE_MS });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 100);
      cancel = () => clearTimeout(id);
    }
  };
  const first = requestAnimationFrame(() => {
    const second = requestAnimationFrame(idle);
    cancel = () => cancelAnimationFrame(second);
  });
  cancel = () => cancelAnimationFrame(first);
  return () => cancel();
}
