import { useEffect, useState } from 'react';

/**
 * For a dialog or a drawer built the first time it opens rather than as its page mounts (Mantine's
 * Modal and Drawer set up their portal, focus trap and transitions as they mount, closed or not):
 * whether to build it yet, and whether to show it open. The first time, it is built closed and
 * opened a frame later, so that it comes in with its transition as it does every later time.
 */
export function useBuiltWhenOpened(opened: boolean): { readonly built: boolean; readonly opened: boolean } {
  const [built, setBuilt] = useState(false);
  const [ready, setReady] = useState(false);
  if (opened && !built) setBuilt(true);
  useEffect(() => {
    if (!built) return undefined;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [built]);
  return { built, opened: opened && ready };
}
