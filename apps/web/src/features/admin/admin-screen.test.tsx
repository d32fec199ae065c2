import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminScreen from '#web/features/admin/admin-screen.tsx';
import { mockApi, ok } from '#web/features/schools/testing/mock-api.ts';
import { renderScreen } from '#web/features/schools/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

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

describe('/admin when the server cannot be reached', () => {
  it('shows the failure with Retry alone, then the list once Retry works', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderScreen(<AdminScreen />, { session, path: '/admin' });
    const failure = await screen.findByTestId('list-error', {}, { timeout: 5000 });
    expect(failure).toHaveTextContent('Could not reach the server. Check your connection.');
    expect(screen.queryByText('There are no schools yet.')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    fetch.mockRestore();
    mockApi({ 'GET /api/v1/admin/applications': () => ok({ items: [school], total: 1 }) });
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Peniche Waves')).toBeInTheDocument();
    expect(screen.queryByTestId('list-error')).not.toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });
});
