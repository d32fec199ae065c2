import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@lineup/contract/me';
import { meOf, school } from '#web/testing/fixtures.ts';
import { created, mockApi, ok, problem, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import UserScreen from '#web/features/user/user-screen.tsx';
import { getSession } from '#web/lib/session.ts';

afterEach(() => vi.restoreAllMocks());

const other = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Peniche Waves',
  timeZone: 'Europe/Lisbon',
  currency: 'EUR',
};

function routes(me: Me, extra: Record<string, Handler>): Record<string, Handler> {
  return {
    'GET /api/v1/me': () => ok(me),
    'GET /api/v1/notifications': () => ok({ items: [] }),
    'GET /api/v1/notifications/unread-count': () => ok({ count: 0 }),
    'GET /api/v1/invitations/received': () => ok({ items: [] }),
    'GET /api/v1/members': () => ok({ items: [] }),
    'GET /api/v1/invitations': () => ok({ items: [] }),
    ...extra,
  };
}

const user = { name: 'Ana Sousa', email: 'ana@example.com', profile: 'user' } as const;

describe('/user schools', () => {
  it('switches the current school and stores the new profile', async () => {
    const mine = [
      { ...school, status: 'active', role: 'staff', current: true },
      { ...other, status: 'active', role: 'owner', current: false },
    ];
    const calls = mockApi(
      routes(meOf('staff'), {
        'GET /api/v1/schools/mine': () => ok({ items: mine }),
        'POST /api/v1/session/school': () => ok(meOf('owner', { school: other })),
      }),
    );
    renderScreen(<UserScreen />, { session: { ...user, profile: 'staff' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Peniche Waves' }));
    await waitFor(() => expect(getSession()?.profile).toBe('owner'));
    expect(calls.find((call) => call.path === '/api/v1/session/school')?.body).toEqual({ applicationId: other.id });
    expect(await screen.findByText('You are now working in Peniche Waves.')).toBeInTheDocument();
  });

  it('lets a plain User ask for a school, which then waits for approval', async () => {
    let mine: unknown[] = [];
    const calls = mockApi(
      routes(meOf('user'), {
        'GET /api/v1/schools/mine': () => ok({ items: mine }),
        'POST /api/v1/schools': () => {
          mine = [{ id: other.id, name: 'Peniche Waves', status: 'pending', role: 'owner', current: false }];
          return created(mine[0]);
        },
      }),
    );
    renderScreen(<UserScreen />, { session: user });
    await userEvent.type(await screen.findByLabelText('School name'), 'Peniche Waves');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your request for Peniche Waves is waiting for approval/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/schools')?.body).toEqual({ name: 'Peniche Waves' });
    expect(screen.queryByLabelText('School name')).not.toBeInTheDocument();
  });

  it('shows the server detail when a request is refused', async () => {
    mockApi(
      routes(meOf('user'), {
        'GET /api/v1/schools/mine': () => ok({ items: [] }),
        'POST /api/v1/schools': () => problem(409, 'conflict', 'You already have a school request waiting.'),
      }),
    );
    renderScreen(<UserScreen />, { session: user });
    await userEvent.type(await screen.findByLabelText('School name'), 'Peniche Waves');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a school request waiting.');
  });

  it('accepts a received invitation and follows the new profile', async () => {
    const invitation = { id: 'inv-1', school: 'Peniche Waves', role: 'manager', expiresAt: '2026-04-01T00:00:00.000Z' };
    let received = [invitation];
    const calls = mockApi(
      routes(meOf('user'), {
        'GET /api/v1/schools/mine': () => ok({ items: [] }),
        'GET /api/v1/invitations/received': () => ok({ items: received }),
        'POST /api/v1/invitations/inv-1/accept': () => {
          received = [];
          return ok(meOf('manager', { school: other }));
        },
      }),
    );
    renderScreen(<UserScreen />, { session: user });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation from Peniche Waves' }));
    await waitFor(() => expect(getSession()?.profile).toBe('manager'));
    expect(await screen.findByText('You joined Peniche Waves as Manager.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/invitations/inv-1/accept')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('received-invitations')).not.toBeInTheDocument());
  });
});
