import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import { setWindowWidth } from '#web/testing/window-width.ts';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [
  { id: '1', name: 'Ana Sousa' },
  { id: '2', name: 'Rui Costa' },
];

function renderTable(cardsBelow?: number) {
  render(
    <MantineProvider>
      <DataTable<Row>
        label="People"
        columns={[{ key: 'name', label: 'Name', primary: true, render: (row) => row.name }]}
        rows={rows}
        rowKey={(row) => row.id}
        empty="Nobody yet"
        testId="people"
        cardsBelow={cardsBelow}
      />
    </MantineProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('data table', () => {
  it('draws the rows as cards on a phone from the first render, never as a table first', () => {
    setWindowWidth(375);
    const created = vi.spyOn(document, 'createElement');
    renderTable();
    expect(screen.getByTestId('people')).toHaveAttribute('data-layout', 'cards');
    expect(screen.getByText('Rui Costa')).toBeInTheDocument();
    expect(created.mock.calls.filter(([tag]) => tag === 'table')).toHaveLength(0);
  });

  it('does not measure the list on a phone, where its width cannot change how it is drawn', () => {
    setWindowWidth(375);
    // Reading a width forces the browser to lay out the page in the middle of the commit.
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    renderTable(520);
    expect(screen.getByTestId('people')).toHaveAttribute('data-layout', 'cards');
    expect(measured).not.toHaveBeenCalled();
  });

  it('draws a table where there is room', () => {
    setWindowWidth(1280);
    renderTable();
    expect(screen.getByTestId('people')).toHaveAttribute('data-layout', 'table');
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
  });
});
