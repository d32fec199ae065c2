import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNarrowerThan, useWindowMatches } from '#web/lib/layout-queries.ts';
import { setWindowWidth } from '#web/testing/window-width.ts';

/** A ResizeObserver the test drives: `resize(width)` reports that width for every observed element. */
class DrivenResizeObserver {
  static all: DrivenResizeObserver[] = [];
  readonly elements: Element[] = [];
  disconnected = false;
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
    DrivenResizeObserver.all.push(this);
  }
  observe(element: Element): void {
    this.elements.push(element);
  }
  unobserve(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  static resize(width: number): void {
    for (const observer of DrivenResizeObserver.all) {
      const entries = observer.elements.map((target) => ({ target, contentRect: { width } }) as ResizeObserverEntry);
      observer.callback(entries, observer as unknown as ResizeObserver);
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  DrivenResizeObserver.all = [];
});

describe('layout queries', () => {
  it('answers a window query at the first render', () => {
    const seen: boolean[] = [];
    function Probe() {
      const phone = useWindowMatches('(max-width: 47.99em)');
      seen.push(phone);
      return null;
    }
    setWindowWidth(375);
    render(<Probe />);
    expect(seen[0]).toBe(true);
    expect(new Set(seen)).toEqual(new Set([true]));
  });

  it('renders again only when the box crosses its limit, and stops watching when it goes', () => {
    vi.stubGlobal('ResizeObserver', DrivenResizeObserver);
    let renders = 0;
    function Box({ limit }: { limit?: number }) {
      const [ref, narrow] = useNarrowerThan<HTMLDivElement>(limit);
      renders += 1;
      return <div ref={ref}>{narrow ? 'narrow' : 'wide'}</div>;
    }
    const { unmount } = render(<Box limit={520} />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    const first = renders;
    act(() => {
      DrivenResizeObserver.resize(800);
      DrivenResizeObserver.resize(640);
      DrivenResizeObserver.resize(600);
    });
    expect(renders).toBe(first);
    act(() => DrivenResizeObserver.resize(500));
    expect(screen.getByText('narrow')).toBeInTheDocument();
    const crossed = renders;
    act(() => {
      DrivenResizeObserver.resize(480);
      DrivenResizeObserver.resize(320);
    });
    expect(renders).toBe(crossed);
    act(() => DrivenResizeObserver.resize(700));
    expect(screen.getByText('wide')).toBeInTheDocument();
    unmount();
    expect(DrivenResizeObserver.all.every((observer) => observer.disconnected)).toBe(true);
  });

  it('watches nothing without a limit', () => {
    vi.stubGlobal('ResizeObserver', DrivenResizeObserver);
    function Box() {
      const [ref, narrow] = useNarrowerThan<HTMLDivElement>(undefined);
      return <div ref={ref}>{narrow ? 'narrow' : 'wide'}</div>;
    }
    render(<Box />);
    expect(DrivenResizeObserver.all).toHaveLength(0);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
