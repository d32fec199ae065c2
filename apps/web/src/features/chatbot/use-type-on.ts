import { useEffect, useState } from 'react';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

/** About how long an answer takes to appear, whatever its length. */
const DURATION_MS = 900;
const TICK_MS = 30;

/**
 * How many characters of `text` to show: all of it at once, or, for an answer that has just
 * arrived, a little more at each tick until it is whole. Readers who ask for less motion get it
 * whole. The server answers in one piece: this only paces what is already here.
 */
export function useTypeOn(text: string, active: boolean): { readonly shown: string; readonly done: boolean } {
  const reduced = useWindowMatches('(prefers-reduced-motion: reduce)');
  const characters = Array.from(text);
  const animate = active && !reduced;
  const [count, setCount] = useState(0);
  const total = characters.length;
  useEffect(() => {
    if (!animate) return undefined;
    const step = Math.max(1, Math.ceil(total / (DURATION_MS / TICK_MS)));
    const timer = window.setInterval(() => {
      setCount((current) => {
        const next = Math.min(total, current + step);
        if (next === total) window.clearInterval(timer);
        return next;
      });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [animate, total]);
  const done = !animate || count >= total;
  return { shown: done ? text : characters.slice(0, count).join(''), done };
}
