import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListField } from '#web/lib/forms/list-field.tsx';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

const rows = [
  { key: 'a', name: 'First aid' },
  { key: 'b', name: 'Lifeguard' },
];

function renderList(change: { rows?: typeof rows; error?: string; canAdd?: boolean } = {}) {
  const onAdd = vi.fn();
  const onRemove = vi.fn();
  renderWithRouter(
    <ListField
      legend="Certifications"
      hint="With their last valid day."
      empty="None yet."
      rows={change.rows ?? rows}
      error={change.error}
      addLabel="Add certification"
      canAdd={change.canAdd ?? true}
      onAdd={onAdd}
      removeLabel={(index) => `Remove certification ${index + 1}`}
      onRemove={onRemove}
      rowTestId="row"
    >
      {(row) => <span>{row.name}</span>}
    </ListField>,
  );
  return { onAdd, onRemove };
}

describe('ListField', () => {
  it('shows each row with its own remove button, and adds and removes through its callbacks', async () => {
    const { onAdd, onRemove } = renderList();
    expect(await screen.findByRole('group', { name: 'Certifications' })).toBeInTheDocument();
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual(['First aid', 'Lifeguard']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove certification 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add certification' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.queryByText('None yet.')).not.toBeInTheDocument();
  });

  it('says when there are no rows, stops adding at the limit and announces the list’s error', async () => {
    renderList({ rows: [], canAdd: false, error: 'Twenty at most.' });
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add certification' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Twenty at most.');
  });
});
