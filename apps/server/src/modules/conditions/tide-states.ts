import type { TideState, TideStates } from '@lineup/contract/conditions';
import type { Level } from '@lineup/contract/event-types';
import type { TideExtreme } from './tide-predictions.ts';

/** A stretch of time in one tide state. */
export interface StateSpan {
  readonly from: Date;
  readonly to: Date;
  readonly state: TideState;
}

/**
 * Cuts the time between consecutive high and low waters into thirds (decision 013): the first
 * third is in the state of the water it leaves, the last third in the state of the water it comes
 * to, the middle third is mid tide. Neighbouring spans of one state are joined, so around a low
 * water there is one `low` span from two thirds of the way down to a third of the way up.
 * Only the time between the first and the last extreme given is covered.
 */
export function stateSpans(extremes: readonly TideExtreme[]): StateSpan[] {
  const spans: StateSpan[] = [];
  const add = (from: number, to: number, state: TideState) => {
    if (to <= from) return;
    const last = spans.at(-1);
    if (last && last.state === state && last.to.getTime() === from)
      spans[spans.length - 1] = { ...last, to: new Date(to) };
    else spans.push({ from: new Date(from), to: new Date(to), state });
  };
  for (let i = 0; i + 1 < extremes.length; i += 1) {
    const leaving = extremes[i]!;
    const coming = extremes[i + 1]!;
    const start = leaving.at.getTime();
    const end = coming.at.getTime();
    const third = (end - start) / 3;
    add(start, start + third, leaving.kind);
    add(start + third, end - third, 'mid');
    add(end - third, end, coming.kind);
  }
  return spans;
}

/** The spans that overlap a time, clipped to it. */
export function spansWithin(spans: readonly StateSpan[], from: Date, to: Date): StateSpan[] {
  return spans
    .filter((span) => span.from < to && span.to > from)
    .map((span) => ({
      from: span.from < from ? from : span.from,
      to: span.to > to ? to : span.to,
      state: span.state,
    }));
}

/** The states a time passes through, in order, each once; none when the spans do not cover it all. */
export function statesDuring(spans: readonly StateSpan[], from: Date, to: Date): TideState[] | null {
  const within = spansWithin(spans, from, to);
  let covered = from.getTime();
  for (const span of within) {
    if (span.from.getTime() > covered) return null;
    covered = Math.max(covered, span.to.getTime());
  }
  if (covered < to.getTime()) return null;
  return within.map((span) => span.state).filter((state, i, all) => all.indexOf(state) === i);
}

/**
 * The tide states that suit a lesson of a level at a place: the place's own (`all`) narrowed by
 * the level's. Empty means any state; a level whose states share none with the place's suits none.
 */
export function suitingStates(settings: TideStates, level: Level): TideState[] | 'none' {
  const own = settings.all;
  const narrowed = level === 'all' ? [] : settings[level];
  if (own.length === 0) return [...narrowed];
  if (narrowed.length === 0) return [...own];
  const both = own.filter((state) => narrowed.includes(state));
  return both.length === 0 ? 'none' : both;
}

/** Whether every state passed through suits (any state does when `suits` is empty). */
export function statesSuit(states: readonly TideState[], suits: readonly TideState[] | 'none'): boolean {
  if (suits === 'none') return false;
  return suits.length === 0 || states.every((state) => suits.includes(state));
}
