import { useCallback, useState, type RefCallback } from 'react';
import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px): a phone, or a tablet held upright. */
export const PHONE_WINDOW = '(max-width: 47.99em)';

/**
 * Whether the window matches `query`, read as the component first renders. Signed-in screens are
 * drawn in the browser only, so the answer is there at once: a list on a phone is drawn as cards
 * straight away instead of as a table first and as cards after an effect. (The prerendered Start
 * page reads its queries in an effect instead, to match the HTML it takes over.)
 */
export function useWindowMatches(query: string): boolean {
  return useMediaQuery(query, false, { getInitialValueInEffect: false });
}

/**
 * Whether the element given the returned ref is narrower than `limit` pixels (never, without a
 * limit or before it has a width). The component renders again only when the answer changes, not at
 * every change of width, and the first answer comes as the element is attached, before it is painted.
 */
export function useNarrowerThan<E extends HTMLElement>(limit: number | undefined): [RefCallback<E>, boolean] {
  const [narrow, setNarrow] = useState(false);
  const ref = useCallback<RefCallback<E>>(
    (element) => {
      if (!element || limit === undefined) return undefined;
      // Only a changed answer is given: React may render a component once more for an unchanged one.
      let last: boolean | null = null;
      const answer = (width: number) => {
        const next = width > 0 && width < limit;
        if (next === last) return;
        last = next;
        setNarrow(next);
      };
      answer(element.getBoundingClientRect().width);
      const observer = new ResizeObserver((entries) => {
        for (const entry of entries) answer(entry.contentRect.width);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [limit],
  );
  return [ref, narrow];
}
