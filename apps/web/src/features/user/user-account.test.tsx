import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@lineup/contract/me';
import { meOf } from '#web/testing/fixtures.ts';
import { mockApi, ok, problem, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import UserScreen from '#web/features/user/user-screen.tsx';
import { getSession } from '#web/lib/session.ts';

afterEach(() => vi.restoreAllMocks());

const notification = (id: string, readAt: string | null) => ({
  id,
  kind: 'role_changed',
  data: { school: 'Ericeira Surf', role: 'manager' },
  createdAt: '2026-03-01T10:00:00.000Z',
  readAt,
});

function accountRoutes(me: Me, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/v1/me': () => ok(me),
    'GET /api/v1/notifications': () => ok({ items: [] }),
    'GET /api/v1/notifications/unread-count': () => ok({ count: 0 }),
    'GET /api/v1/schools/mine': () => ok({ items: [] }),
    'GET /api/v1/invitations/received': () => ok({ items: [] }),
    ...extra,
  };
}

const session = { name: 'Ana Sousa', email: 'ana@example.com', profile: 'staff' } as const;

describe('/user account', () => {
  it('shows the unread count and marks all notifications read, refreshing the badge key', async () => {
    let unread = 2;
    const calls = mockApi(
      accountRoutes(meOf('staff'), {
        'GET /api/v1/notifications': () =>
          ok({ items: [notification('n1', unread ? null : 'x'), notification('n2', unread ? null : 'x')] }),
        'GET /api/v1/notifications/unread-count': () => ok({ count: unread }),
        'POST /api/v1/notifications/read': () => {
          unread = 0;
          return ok({ updated: 2 });
        },
      }),
    );
    renderScreen(<UserScreen />, { session });
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('2 unread'));
    expect(await screen.findAllByText('Your role at Ericeira Surf is now Manager.')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('0 unread'));
    expect(calls.find((call) => call.path === '/api/v1/notifications/read')?.body).toEqual({});
  });

  it('saves a new name and updates the stored session', async () => {
    const calls = mockApi(
      accountRoutes(meOf('staff'), { 'PATCH /api/v1/me': () => ok(meOf('staff', { name: 'Ana Maria' })) }),
    );
    renderScreen(<UserScreen />, { session });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getSession()?.name).toBe('Ana Maria'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Ana Maria' });
  });

  it('changes the phone only after the SMS code is confirmed', async () => {
    const calls = mockApi(
      accountRoutes(meOf('staff'), {
        'POST /api/v1/me/phone': () => ok({ message: 'We sent a code to +351912345678.' }),
        'POST /api/v1/me/phone/confirm': () => ok(meOf('staff', { phone: '+351912345678' })),
      }),
    );
    renderScreen(<UserScreen />, { session });
    await userEvent.type(await screen.findByLabelText('Mobile phone'), '+351912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Phone number confirmed.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/me/phone/confirm')?.body).toEqual({
      phone: '+351912345678',
      code: '123456',
    });
    expect(screen.queryByLabelText('SMS code')).not.toBeInTheDocument();
  });

  it('shows the server message for a wrong current password next to its field', async () => {
    mockApi(
      accountRoutes(meOf('staff'), {
        'POST /api/v1/me/password': () =>
          problem(400, 'validation_failed', 'Some fields are not valid.', [
            { path: 'body.currentPassword', message: 'The current password is wrong.' },
          ]),
      }),
    );
    renderScreen(<UserScreen />, { session });
    const form = within((await screen.findByRole('heading', { name: 'Password' })).closest('section') as HTMLElement);
    await userEvent.type(form.getByLabelText('Current password'), 'not-it');
    await userEvent.type(form.getByLabelText('New password'), 'a-long-new-password');
    await userEvent.type(form.getByLabelText('Repeat the new password'), 'a-long-new-passwor');
    expect(form.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await userEvent.type(form.getByLabelText('Repeat the new password'), 'd');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The current password is wrong.')).toBeInTheDocument();
  });

  it("shows the account's saved language, not the one this browser happens to show", async () => {
    mockApi(accountRoutes(meOf('staff', { language: 'de' })));
    renderScreen(<UserScreen />, { session });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(select).toHaveDisplayValue('Deutsch'));
  });

  it('checks the name against the contract and says what is wrong in the interface language', async () => {
    mockApi(accountRoutes(meOf('staff')));
    renderScreen(<UserScreen />, { session });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana\u0007');
    expect(await screen.findByText('Remove the control characters (such as NUL) from this text.')).toBeInTheDocument();
    await userEvent.clear(name);
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();
  });
  it('links to their own staff record when the current school has one linked to the account', async () => {
    mockApi(
      accountRoutes(meOf('instructor'), {
        'GET /api/v1/me/staff': () => ok({ staff: { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Sousa' } }),
      }),
    );
    renderScreen(<UserScreen />, { session });
    const link = await screen.findByRole('link', { name: 'Your staff record' });
    expect(link).toHaveAttribute('href', '/staff/00000000-0000-4000-8000-000000000001');
    expect(screen.getByTestId('own-staff')).toHaveTextContent(
      'Your details, certifications and hours at Ericeira Surf.',
    );
  });

  it('shows no staff record link when none is linked to the account', async () => {
    const calls = mockApi(accountRoutes(meOf('instructor'), { 'GET /api/v1/me/staff': () => ok({ staff: null }) }));
    renderScreen(<UserScreen />, { session });
    await screen.findByLabelText('Name');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/me/staff')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Your staff record' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('own-staff')).not.toBeInTheDocument();
  });

  it('does not ask for a staff record without a school', async () => {
    const calls = mockApi(accountRoutes(meOf('user')));
    renderScreen(<UserScreen />, { session });
    await screen.findByLabelText('Name');
    expect(calls.some((call) => call.path === '/api/v1/me/staff')).toBe(false);
  });
});
