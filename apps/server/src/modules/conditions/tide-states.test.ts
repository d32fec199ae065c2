import { describe, expect, it } from 'vitest';
import { ANY_TIDE } from '@lineup/contract/conditions';
import { stateSpans, statesDuring, statesSuit, suitingStates } from './tide-states.ts';
import type { TideExtreme } from './tide-predictions.ts';

const at = (time: string) => new Date(`2026-07-14T${time}:00Z`);
const water = (time: string, kind: 'high' | 'low'): TideExtreme => ({ at: at(time), heightM: 0, kind });
/** Low at 00:00, high at 06:00, low at 12:00: thirds of two hours. */
const EXTREMES = [water('00:00', 'low'), water('06:00', 'high'), water('12:00', 'low')];

describe('tide states (decision 013)', () => {
  it('cuts the time between waters in thirds: the water left, mid tide, the water come to', () => {
    expect(stateSpans(EXTREMES).map((span) => [span.from.toISOString().slice(11, 16), span.state])).toEqual([
      ['00:00', 'low'],
      ['02:00', 'mid'],
      ['04:00', 'high'],
      ['08:00', 'mid'],
      ['10:00', 'low'],
    ]);
    expect(stateSpans(EXTREMES).at(-1)!.to).toEqual(at('12:00'));
  });

  it('names the states a time passes through, and none for a time the waters do not cover', () => {
    const spans = stateSpans(EXTREMES);
    expect(statesDuring(spans, at('04:30'), at('07:30'))).toEqual(['high']);
    expect(statesDuring(spans, at('01:00'), at('03:00'))).toEqual(['low', 'mid']);
    expect(statesDuring(spans, at('03:00'), at('09:00'))).toEqual(['mid', 'high']);
    expect(statesDuring(spans, at('11:00'), at('13:00'))).toBeNull();
  });

  it("narrows the place's own states by the level's, and suits any state when none is named", () => {
    expect(suitingStates({ ...ANY_TIDE, all: ['mid', 'high'], beginner: ['low', 'mid'] }, 'beginner')).toEqual(['mid']);
    expect(suitingStates({ ...ANY_TIDE, all: ['mid', 'high'] }, 'advanced')).toEqual(['mid', 'high']);
    expect(suitingStates({ ...ANY_TIDE, advanced: ['high'] }, 'advanced')).toEqual(['high']);
    expect(suitingStates({ ...ANY_TIDE, advanced: ['high'] }, 'all')).toEqual([]);
    expect(suitingStates({ ...ANY_TIDE, all: ['low'], beginner: ['high'] }, 'beginner')).toBe('none');
    expect(suitingStates(ANY_TIDE, 'beginner')).toEqual([]);
    expect(statesSuit(['low', 'mid'], [])).toBe(true);
    expect(statesSuit(['low', 'mid'], ['mid'])).toBe(false);
    expect(statesSuit(['mid'], ['low', 'mid'])).toBe(true);
    expect(statesSuit(['mid'], 'none')).toBe(false);
  });
});
