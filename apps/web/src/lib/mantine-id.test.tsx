import { render } from '@testing-library/react';
import { useId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's useId, as installed (scripts/patch-dependencies.ts): every input, select, tab, tooltip
 * and popover asks it for an id. Unfixed, it swaps React's id for a random one after mounting, so
 * each of them renders twice, the second time synchronously inside the commit.
 */
describe("Mantine's useId", () => {
  it('gives the id React gives from the first render on, so the component renders once as it mounts', () => {
    const ids: string[] = [];
    function Field() {
      const id = useId();
      ids.push(id);
      return <input id={id} />;
    }
    const { container, rerender } = render(<Field />);
    expect(ids).toHaveLength(1);
    // React's ids (`_r_0_`) are unique in the page and the same at every render.
    expect(ids[0]).toMatch(/^mantine-_r_\w+_$/);
    rerender(<Field />);
    expect(ids).toEqual([ids[0], ids[0]]);
    expect(container.querySelector('input')?.id).toBe(ids[0]);
  });

  it('keeps an id it is given', () => {
    function Field() {
      return <input id={useId('phone')} />;
    }
    expect(render(<Field />).container.querySelector('input')?.id).toBe('phone');
  });
});
