import type { TideState } from '@lineup/contract/conditions';
import type { DaylightTimes } from './daylight.ts';
import { statesDuring, type StateSpan } from './tide-states.ts';

/** A stretch of time, start included, end excluded. */
export interface Interval {
  readonly from: Date;
  readonly to: Date;
}

/** A day of the school's clocks: where it starts and ends, and its sun at the place. */
export interface WindowDay {
  readonly start: Date;
  readonly end: Date;
  readonly daylight: DaylightTimes;
}

/** A lesson's start in a window, and how far it could move either way and stay in it. */
export interface Candidate {
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly marginMinutes: number;
  readonly tideStates: TideState[];
}

/** Starts fall on the quarter hours (every time zone's offset is a whole number of them). */
const STEP_MS = 15 * 60_000;

/** The day's daylight, sunrise to sunset: all of it when the sun never sets, none when it never rises. */
function daylightOf(day: WindowDay): Interval | null {
  if (day.daylight.polar === 'day') return { from: day.start, to: day.end };
  const { sunrise, sunset } = day.daylight;
  return sunrise && sunset && sunrise < sunset ? { from: sunrise, to: sunset } : null;
}

/** The spans whose state suits, neighbours joined. */
function suitingIntervals(spans: readonly StateSpan[], suits: readonly TideState[]): Interval[] {
  const intervals: Interval[] = [];
  for (const span of spans.filter((one) => suits.includes(one.state))) {
    const last = intervals.at(-1);
    if (last && last.to.getTime() === span.from.getTime()) intervals[intervals.length - 1] = { ...last, to: span.to };
    else intervals.push({ from: span.from, to: span.to });
  }
  return intervals;
}

const intersect = (a: Interval, b: Interval): Interval | null => {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from < to ? { from, to } : null;
};

/**
 * Where lessons may go (DOMAIN.md, Conditions): each day's daylight, cut to the tide states that
 * suit (when some are named and the place has a station), from `notBefore` on. A level whose
 * states the place never suits has no window at all.
 */
export function lessonWindows(input: {
  readonly days: readonly WindowDay[];
  readonly spans: readonly StateSpan[] | null;
  readonly suits: readonly TideState[] | 'none';
  readonly notBefore: Date;
}): Interval[] {
  if (input.suits === 'none') return [];
  const tides = input.spans && input.suits.length > 0 ? suitingIntervals(input.spans, input.suits) : null;
  const windows: Interval[] = [];
  for (const day of input.days) {
    const light = daylightOf(day);
    const open = light && intersect(light, { from: input.notBefore, to: light.to });
    if (!open) continue;
    const cuts = tides ? tides.map((tide) => intersect(open, tide)) : [open];
    windows.push(...cuts.filter((cut) => cut !== null));
  }
  return windows;
}

/**
 * The starts of a lesson in a window on the quarter hours, the roomiest first (the margin is the
 * smaller of the time before it and after it in the window), then the earliest.
 */
export function windowCandidates(
  window: Interval,
  durationMinutes: number,
  spans: readonly StateSpan[] | null,
): Candidate[] {
  const length = durationMinutes * 60_000;
  const first = Math.ceil(window.from.getTime() / STEP_MS) * STEP_MS;
  const candidates: Candidate[] = [];
  for (let start = first; start + length <= window.to.getTime(); start += STEP_MS) {
    const startsAt = new Date(start);
    const endsAt = new Date(start + length);
    const margin = Math.min(start - window.from.getTime(), window.to.getTime() - start - length);
    candidates.push({
      startsAt,
      endsAt,
      marginMinutes: Math.floor(margin / 60_000),
      tideStates: (spans && statesDuring(spans, startsAt, endsAt)) ?? [],
    });
  }
  return candidates.sort((a, b) => b.marginMinutes - a.marginMinutes || a.startsAt.getTime() - b.startsAt.getTime());
}

/** Beyond an hour either way, more room makes a window no better: then the earlier comes first. */
export const MARGIN_THAT_COUNTS = 60;

export function bestFirst(a: Candidate, b: Candidate): number {
  const margin = Math.min(b.marginMinutes, MARGIN_THAT_COUNTS) - Math.min(a.marginMinutes, MARGIN_THAT_COUNTS);
  return margin || a.startsAt.getTime() - b.startsAt.getTime();
}

/**
 * One offer per window: its roomiest start that `clashes` lets through (a window whose every start
 * clashes offers none); then the best `limit` of them, best first.
 */
export async function chooseOffers(
  windows: readonly Interval[],
  durationMinutes: number,
  spans: readonly StateSpan[] | null,
  clashes: (candidate: Candidate) => boolean | Promise<boolean>,
  limit: number,
): Promise<Candidate[]> {
  const offers: Candidate[] = [];
  for (const window of windows) {
    for (const candidate of windowCandidates(window, durationMinutes, spans)) {
      if (await clashes(candidate)) continue;
      offers.push(candidate);
      break;
    }
  }
  return offers.sort(bestFirst).slice(0, limit);
}
