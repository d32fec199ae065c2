import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenDrawn } from '#web/lib/when-drawn.ts';

const FAKED = [
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setTimeout',
  'clearTimeout',
] as const;

describe('whenDrawn', () => {
  afterEach(() => vi.useRealTimers());

  it('runs its work two frames on, once the browser is idle', () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    const work = vi.fn();
    whenDrawn(work);
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, at any step', () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    const work = vi.fn();
    whenDrawn(work)();
    const later = vi.fn();
    const cancelLater = whenDrawn(later);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    cancelLater();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
  });
});
