import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meOf, school } from '#web/testing/fixtures.ts';
import { created, mockApi, noContent, ok, problem, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import UserScreen from '#web/features/user/user-screen.tsx';
import { getSession } from '#web/lib/session.ts';

afterEach(() => vi.restoreAllMocks());

const owner = {
  accountId: 'acc-1',
  name: 'Ana Sousa',
  email: 'ana@example.com',
  role: 'owner',
  since: '2026-01-01T00:00:00Z',
};
const rui = {
  accountId: 'acc-2',
  name: 'Rui Costa',
  email: 'rui@example.com',
  role: 'staff',
  since: '2026-02-01T00:00:00Z',
};
const invitation = {
  id: 'inv-9',
  email: 'joana@example.com',
  role: 'manager',
  state: 'pending',
  invitedBy: 'ana@example.com',
  createdAt: '2026-03-01T00:00:00Z',
  expiresAt: '2026-03-08T00:00:00Z',
};

function routes(extra: Record<string, Handler>): Record<string, Handler> {
  return {
    'GET /api/v1/me': () => ok(meOf('owner')),
    'GET /api/v1/notifications': () => ok({ items: [] }),
    'GET /api/v1/notifications/unread-count': () => ok({ count: 0 }),
    'GET /api/v1/invitations/received': () => ok({ items: [] }),
    'GET /api/v1/schools/mine': () => ok({ items: [{ ...school, status: 'active', role: 'owner', current: true }] }),
    'GET /api/v1/members': () => ok({ items: [owner, rui] }),
    'GET /api/v1/invitations': () => ok({ items: [invitation] }),
    ...extra,
  };
}

const session = { name: 'Ana Sousa', email: 'ana@example.com', profile: 'owner' } as const;

/** A member's role is the browser's own list. */
async function chooseRole(name: string, role: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: `Role of ${name}` }), role);
}

async function chooseOption(label: string, option: string, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/user school administration', () => {
  it('changes a role after confirmation', async () => {
    const calls = mockApi(routes({ 'PATCH /api/v1/members/acc-2': () => ok({ ...rui, role: 'manager' }) }));
    renderScreen(<UserScreen />, { session });
    await screen.findByText('Rui Costa');
    await chooseRole('Rui Costa', 'Manager');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to change Rui Costa’s role from Staff to Manager?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Rui Costa is now Manager.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'manager' });
  });

  it('asks before removing and shows why the server refused', async () => {
    const calls = mockApi(
      routes({ 'DELETE /api/v1/members/acc-1': () => problem(409, 'conflict', 'A school needs at least one Owner.') }),
    );
    renderScreen(<UserScreen />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ana Sousa from the school' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove Ana Sousa from the school?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ana Sousa from the school' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from school' }),
    );
    expect(await screen.findByText('A school needs at least one Owner.')).toBeInTheDocument();
  });

  it('invites by e-mail with a role, resends and revokes after confirmation', async () => {
    const calls = mockApi(
      routes({
        'POST /api/v1/invitations': ({ body }) => created({ ...invitation, id: 'inv-10', ...(body as object) }),
        'POST /api/v1/invitations/inv-9/resend': () => ok(invitation),
        'DELETE /api/v1/invitations/inv-9': () => noContent(),
      }),
    );
    renderScreen(<UserScreen />, { session });
    await userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    const form = await screen.findByRole('form', { name: 'Invite by e-mail' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'marta@example.com');
    await chooseOption('Role', 'Instructor', form);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to marta@example.com.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/invitations' && call.method === 'POST')?.body).toEqual({
      email: 'marta@example.com',
      role: 'instructor',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation to joana@example.com again' }));
    expect(await screen.findByText('Invitation sent again to joana@example.com.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to joana@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to revoke the invitation to joana@example.com?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('says a member has no name instead of repeating the e-mail', async () => {
    const nameless = { ...rui, accountId: 'acc-3', name: '', email: 'joao@example.com' };
    mockApi(routes({ 'GET /api/v1/members': () => ok({ items: [owner, nameless] }) }));
    renderScreen(<UserScreen />, { session });
    expect(await screen.findByText('No name given')).toBeInTheDocument();
    expect(screen.getAllByText('joao@example.com')).toHaveLength(1);
  });

  describe('as an Administrator', () => {
    const adminSession = { name: 'Ana Sousa', email: 'ana@example.com', profile: 'administrator' } as const;
    const adminRoutes = (extra: Record<string, Handler> = {}) =>
      routes({ 'GET /api/v1/me': () => ok(meOf('administrator')), ...extra });

    it('offers in the invitation only the roles an Administrator may give', async () => {
      mockApi(adminRoutes());
      renderScreen(<UserScreen />, { session: adminSession });
      await userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
      const form = await screen.findByRole('form', { name: 'Invite by e-mail' });
      await userEvent.click(within(form).getByRole('combobox', { name: 'Role' }));
      const offered = within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(offered).toEqual(['Staff', 'Instructor', 'Manager', 'Administrator']);
    });

    it('cannot change or remove an Owner, and may change the others to any role but Owner', async () => {
      mockApi(adminRoutes());
      renderScreen(<UserScreen />, { session: adminSession });
      await screen.findByText('Rui Costa');
      expect(screen.getByRole('combobox', { name: 'Role of Ana Sousa' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Remove Ana Sousa from the school' })).not.toBeInTheDocument();
      const roles = screen.getByRole('combobox', { name: 'Role of Rui Costa' });
      const offered = within(roles)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(offered).not.toContain('Owner');
    });

    it('shows a refusal (422) in words from its reason and stays signed in', async () => {
      mockApi(
        adminRoutes({
          'PATCH /api/v1/members/acc-2': () => ({
            status: 422,
            body: {
              type: 'about:blank',
              title: 'Refused',
              status: 422,
              code: 'unprocessable',
              detail: 'server text',
              reason: 'role_not_grantable',
              params: { role: 'owner' },
            },
          }),
        }),
      );
      renderScreen(<UserScreen />, { session: adminSession });
      await screen.findByText('Rui Costa');
      await chooseRole('Rui Costa', 'Manager');
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
      expect(await screen.findByText('Only an Owner can give or take the Owner role.')).toBeInTheDocument();
      expect(getSession()).toMatchObject({ profile: 'administrator' });
      expect(screen.getByText('Rui Costa')).toBeInTheDocument();
    });

    it('stays signed in on a 409 conflict as well', async () => {
      mockApi(
        adminRoutes({
          'POST /api/v1/invitations': () => ({
            status: 409,
            body: {
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              code: 'conflict',
              detail: 'server text',
              reason: 'invitation_pending',
              params: {},
            },
          }),
        }),
      );
      renderScreen(<UserScreen />, { session: adminSession });
      await userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
      const form = await screen.findByRole('form', { name: 'Invite by e-mail' });
      await userEvent.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'joana@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(
        await screen.findByText('This e-mail already has a pending invitation. Resend it instead.'),
      ).toBeInTheDocument();
      expect(getSession()).toMatchObject({ profile: 'administrator' });
    });
  });

  it('shows a skeleton while the members load, then the failure with Retry, then the members', async () => {
    let release: (reply: ReturnType<typeof ok>) => void = () => {};
    mockApi(
      routes({
        'GET /api/v1/members': () => new Promise((resolve) => (release = resolve)),
      }),
    );
    renderScreen(<UserScreen />, { session });
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    release(problem(404, 'not_found', 'The school was not found.'));
    const failure = await screen.findByTestId('list-error', {}, { timeout: 5000 });
    expect(failure).toHaveTextContent('The school was not found.');
    expect(screen.queryByText('Rui Costa')).not.toBeInTheDocument();
    mockApi(routes({}));
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Rui Costa')).toBeInTheDocument();
    expect(screen.queryByTestId('list-error')).not.toBeInTheDocument();
  });

  it('shows the invitations’ failure with Retry, then the invitations', async () => {
    mockApi(routes({ 'GET /api/v1/invitations': () => problem(404, 'not_found', 'Not found here.') }));
    renderScreen(<UserScreen />, { session });
    await userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    const failure = await screen.findByTestId('list-error');
    expect(failure).toHaveTextContent('Not found here.');
    mockApi(routes({}));
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('joana@example.com')).toBeInTheDocument();
  });
});
