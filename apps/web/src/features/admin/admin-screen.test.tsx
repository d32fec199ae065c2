import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminScreen from '#web/features/admin/admin-screen.tsx';
import { callsTo, databaseUnavailable, mockApi, ok, problem, unreachable } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const session = { name: 'Mia', email: 'mia@example.com', profile: 'master' } as const;
const school = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Peniche Waves',
  status: 'pending',
  owner: { name: 'Rui', email: 'rui@example.com' },
  createdAt: '2026-03-01T00:00:00Z',
  databaseSize: 1024,
  invitedUsers: 0,
  members: 1,
};
const LIST = 'GET /api/v1/admin/applications';

/** The schools list answers with Peniche Waves unless the request filters or searches. */
function open(path = '/admin') {
  mockApi({
    [LIST]: (call) =>
      ok(call.query.get('q') || call.query.get('status') ? { items: [], total: 0 } : { items: [school], total: 1 }),
  });
  renderScreen(<AdminScreen />, { session, path });
}

const lastList = (): URLSearchParams | undefined => callsTo(LIST).at(-1)?.query;

describe('/admin schools', () => {
  it('lists the schools with a count, sortable headers and the sort in the address', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Schools' });
    expect(within(table).getByText('Peniche Waves')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Database size/ }));
    await waitFor(() => expect(lastList()?.get('sort')).toBe('databaseSize'));
    expect(screen.getByTestId('location')).toHaveTextContent('sort=databaseSize');
  });

  it('searches and filters by status through the address; an empty result offers to clear both', async () => {
    open('/admin?status=pending');
    await waitFor(() => expect(lastList()?.get('status')).toBe('pending'));
    expect(await screen.findByText('No school matches your search.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Pending')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'peniche');
    // The search waits for a pause in the typing.
    await waitFor(() => expect(lastList()?.get('q')).toBe('peniche'), { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveTextContent('q=peniche');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('Peniche Waves')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('says there are no schools yet, with no clear action, when nothing is filtered', async () => {
    mockApi({ [LIST]: () => ok({ items: [], total: 0 }) });
    renderScreen(<AdminScreen />, { session, path: '/admin' });
    expect(await screen.findByText('There are no schools yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });
});

describe('/admin when the server cannot be reached', () => {
  it('says it is retrying, and shows the list by itself once the server answers again', async () => {
    let asked = 0;
    // No answer, then the server without its database, then the list.
    mockApi({
      [LIST]: () => {
        asked += 1;
        if (asked === 1) return unreachable();
        return asked === 2 ? databaseUnavailable(1) : ok({ items: [school], total: 1 });
      },
    });
    renderScreen(<AdminScreen />, { session, path: '/admin' });
    expect(await screen.findByText('Cannot reach the server. Retrying…')).toBeInTheDocument();
    expect(await screen.findByText('Peniche Waves', {}, { timeout: 15_000 })).toBeInTheDocument();
    // The list, and the school picker beside it, asked until answered: the unreachable, the 503, the list.
    expect(asked).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(screen.queryByText('Cannot reach the server. Retrying…')).not.toBeInTheDocument());
    expect(screen.queryByTestId('list-error')).not.toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });
});

describe('/admin when the server fails', () => {
  it('shows the failure with Retry alone, then the list once Retry works', async () => {
    mockApi({ [LIST]: () => problem(500, 'internal', 'Something went wrong on our side. Please try again.') });
    renderScreen(<AdminScreen />, { session, path: '/admin' });
    const failure = await screen.findByTestId('list-error', {}, { timeout: 5000 });
    expect(failure).toHaveTextContent('Error fetching the schools.');
    expect(failure).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.queryByText('There are no schools yet.')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    mockApi({ [LIST]: () => ok({ items: [school], total: 1 }) });
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Peniche Waves')).toBeInTheDocument();
    expect(screen.queryByTestId('list-error')).not.toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });
});
