import { createRef } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hint } from '#web/components/ui/hint.tsx';

function renderHint(hint: React.ReactElement) {
  // Portals as in the browser: a Tooltip mounts its portal node in the body as it mounts.
  return render(<MantineProvider>{hint}</MantineProvider>);
}

/** Mantine's Tooltip puts a portal node in the body as it mounts, open or not. */
const portals = () => document.querySelectorAll('[data-portal]');
/** jsdom lays nothing out, so the tooltip's own middleware hides it: it is found by its role all the same. */
const findTooltip = () => screen.findByRole('tooltip', { hidden: true });
const queryTooltip = () => screen.queryByRole('tooltip', { hidden: true });

// Mantine leaves its portal node in the body once its last user unmounts.
afterEach(() => portals().forEach((node) => node.remove()));

describe('Hint', () => {
  it('draws only its target until a mouse enters it, then shows its label until the mouse leaves', async () => {
    renderHint(
      <Hint label="Remove from the school">
        <button type="button">Remove</button>
      </Hint>,
    );
    const target = screen.getByRole('button', { name: 'Remove' });
    expect(queryTooltip()).not.toBeInTheDocument();
    expect(portals()).toHaveLength(0);
    await userEvent.hover(target);
    expect(await findTooltip()).toHaveTextContent('Remove from the school');
    await userEvent.unhover(target);
    await waitFor(() => expect(queryTooltip()).not.toBeInTheDocument());
  });

  it('mounts nothing for a touch, which has no hover', async () => {
    renderHint(
      <Hint label="Mark as read">
        <button type="button">Read</button>
      </Hint>,
    );
    fireEvent.pointerEnter(screen.getByRole('button'), { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryTooltip()).not.toBeInTheDocument();
    expect(portals()).toHaveLength(0);
  });

  it('shows nothing while disabled', async () => {
    renderHint(
      <Hint label="School" disabled>
        <button type="button">School</button>
      </Hint>,
    );
    await userEvent.hover(screen.getByRole('button'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryTooltip()).not.toBeInTheDocument();
  });

  it("keeps the target's own ref and pointer handlers", async () => {
    const ref = createRef<HTMLButtonElement>();
    const entered = vi.fn();
    const left = vi.fn();
    renderHint(
      <Hint label="Next week">
        <button type="button" ref={ref} onPointerEnter={entered} onPointerLeave={left}>
          Next
        </button>
      </Hint>,
    );
    const target = screen.getByRole('button', { name: 'Next' });
    expect(ref.current).toBe(target);
    await userEvent.hover(target);
    expect(await findTooltip()).toHaveTextContent('Next week');
    await userEvent.unhover(target);
    expect(entered).toHaveBeenCalledOnce();
    expect(left).toHaveBeenCalledOnce();
  });
});
