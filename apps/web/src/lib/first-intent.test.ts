import { describe, expect, it } from 'vitest';
import { firstIntent, INTENT_EVENTS } from './first-intent.ts';

describe('firstIntent', () => {
  it('waits through reading and settles at the first touch, key or movement, then stops listening', async () => {
    for (const name of INTENT_EVENTS) {
      const target = new EventTarget();
      let settled = false;
      const intent = firstIntent(target).then(() => {
        settled = true;
      });
      target.dispatchEvent(new Event('scroll'));
      target.dispatchEvent(new Event('load'));
      await Promise.resolve();
      expect(settled, name).toBe(false);
      target.dispatchEvent(new Event(name));
      await intent;
      expect(settled, name).toBe(true);
    }
    const target = new EventTarget();
    const removed: string[] = [];
    const remove = target.removeEventListener.bind(target);
    target.removeEventListener = (type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    };
    const intent = firstIntent(target);
    target.dispatchEvent(new Event('keydown'));
    await intent;
    expect(removed.sort()).toEqual([...INTENT_EVENTS].sort());
  });
});

describe('firstIntent near a part of the page', () => {
  it('settles when that part comes near the viewport, and stops watching it', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    let disconnected = false;
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {
        disconnected = true;
      }
    } as unknown as typeof IntersectionObserver;
    try {
      let settled = false;
      const intent = firstIntent(new EventTarget(), document.createElement('section')).then(() => {
        settled = true;
      });
      report?.([{ isIntersecting: false }]);
      await Promise.resolve();
      expect(settled).toBe(false);
      report?.([{ isIntersecting: true }]);
      await intent;
      expect(settled).toBe(true);
      expect(disconnected).toBe(true);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
