import { useEffect, useRef } from 'react';
import { subscribeSession, getSession } from '#web/lib/session.ts';

/** The lists whose search text the session remembers (spec section 4: one text each). */
export type RememberedList = 'student' | 'lesson' | 'customer' | 'event' | 'work' | 'staff';

// In memory only: a reload or a sign-out forgets them.
const remembered = new Map<RememberedList, string>();
subscribeSession(() => {
  if (!getSession()) remembered.clear();
});

/** The search text last used on a list in this session, if any. */
export const rememberedSearch = (list: RememberedList): string => remembered.get(list) ?? '';

/**
 * Keeps a list's search text for the session: coming back to the list without a search in its
 * address brings the last one back; clearing the search forgets it.
 */
export function useRememberedSearch(list: RememberedList | undefined, q: string, setSearch: (q: string) => void) {
  const restored = useRef(false);
  useEffect(() => {
    if (!list || restored.current) return;
    restored.current = true;
    const last = remembered.get(list);
    if (q === '' && last) setSearch(last);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list opens
  }, []);
  useEffect(() => {
    if (!list || !restored.current) return;
    if (q) remembered.set(list, q);
    else remembered.delete(list);
  }, [list, q]);
}
