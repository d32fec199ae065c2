import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBuiltWhenOpened } from '#web/lib/built-when-opened.ts';

function Probe({ opened, seen }: { opened: boolean; seen: string[] }) {
  const dialog = useBuiltWhenOpened(opened);
  seen.push(`${dialog.built ? 'built' : 'not built'}, ${dialog.opened ? 'open' : 'closed'}`);
  return null;
}

describe('useBuiltWhenOpened', () => {
  it('builds nothing until first opened, then builds it closed and opens it, and keeps it built once closed', async () => {
    const seen: string[] = [];
    const { rerender } = render(<Probe opened={false} seen={seen} />);
    expect(seen).toEqual(['not built, closed']);
    seen.length = 0;
    rerender(<Probe opened seen={seen} />);
    await waitFor(() => expect(seen.at(-1)).toBe('built, open'));
    // Built closed first, then open: Mantine's transition runs the first time too. (The render that
    // sees the dialog wanted is given up and done again at once, built.)
    expect(seen.filter((render) => render !== 'not built, closed')).toEqual(['built, closed', 'built, open']);
    seen.length = 0;
    rerender(<Probe opened={false} seen={seen} />);
    expect(seen.at(-1)).toBe('built, closed');
    seen.length = 0;
    rerender(<Probe opened seen={seen} />);
    expect(seen).toEqual(['built, open']);
  });
});
