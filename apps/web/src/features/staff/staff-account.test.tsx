import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import type { Staff, StaffAccountOption } from '@lineup/contract/staff';
import { staffApi } from '#web/features/staff/api/staff-api.ts';
import { staffOf } from '#web/features/staff/staff-fixture.ts';
import StaffViewScreen from '#web/features/staff/staff-view-screen.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { meOf, school } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, ok, problem, refusal, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

const RUI_ID = '00000000-0000-4000-8000-000000000001';
const RUI_PATH = `/api/v1/staff/${RUI_ID}`;
const RUI_ACCOUNT = '22222222-2222-4222-8222-222222222222';
const MARTA_ACCOUNT = '33333333-3333-4333-8333-333333333333';

const RUI_LINKED: Partial<Staff> = {
  accountId: RUI_ACCOUNT,
  account: { name: 'Rui Santos', email: 'rui@surf.pt', role: 'instructor' },
};

const MEMBERS: StaffAccountOption[] = [
  {
    accountId: 'acc-1',
    name: 'Ana Sousa',
    email: 'ana@example.com',
    role: 'owner',
    staffId: null,
    staffName: null,
  },
  {
    accountId: MARTA_ACCOUNT,
    name: 'Marta Lopes',
    email: 'marta@surf.pt',
    role: 'instructor',
    staffId: '00000000-0000-4000-8000-000000000002',
    staffName: 'Marta L.',
  },
  {
    accountId: RUI_ACCOUNT,
    name: 'Rui Santos',
    email: 'rui@surf.pt',
    role: 'instructor',
    staffId: null,
    staffName: null,
  },
];

/** Rui's page, as `profile` sees it, with the school's members to link to. */
function open(profile: Role, record: Partial<Staff> = {}, routes: Record<string, Handler> = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    [`GET ${RUI_PATH}`]: () => ok(staffOf(record)),
    'GET /api/v1/staff/accounts': () => ok(MEMBERS),
    ...routes,
  });
  renderScreen(
    <Routes>
      <Route path="/staff/:id" element={<StaffViewScreen />} />
    </Routes>,
    { path: `/staff/${RUI_ID}`, session: { name: 'Ana', email: 'ana@example.com', profile } },
  );
  return calls;
}

const findCard = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Rui Santos' }, { timeout: 15_000 });
  return screen.getByTestId('staff-account');
};

const openDialog = async () => {
  const card = await findCard();
  await userEvent.click(within(card).getByRole('button', { name: 'Link account' }));
  return screen.findByRole('dialog', { name: 'Link Rui Santos to a member account' });
};

const chooseMember = async (dialog: HTMLElement, name: RegExp) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Member' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('/staff/{id}, member account', () => {
  it('shows the linked account with its role, and Change and Unlink to those who manage the staff', async () => {
    open('manager', RUI_LINKED);
    const card = await findCard();
    expect(within(card).getByRole('heading', { name: 'Member account' })).toBeInTheDocument();
    expect(card).toHaveTextContent('NameRui Santos');
    expect(within(card).getByRole('link', { name: 'rui@surf.pt' })).toHaveAttribute('href', 'mailto:rui@surf.pt');
    expect(card).toHaveTextContent('RoleInstructor');
    expect(within(card).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Link account' })).not.toBeInTheDocument();
  });

  it('says that an unlinked person cannot sign in as themselves yet, and offers the link', async () => {
    open('manager');
    const card = await findCard();
    expect(card).toHaveTextContent('Not linked to a member account: Rui Santos cannot sign in');
    expect(within(card).queryByTestId('staff-invitation')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Link account' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
  });

  it('tells of the invitation on its way, with its role and expiry', async () => {
    open('manager', {
      invitation: { email: 'rui.santos@example.com', role: 'staff', expiresAt: '2026-03-21T10:00:00.000Z' },
    });
    const card = await findCard();
    expect(within(card).getByTestId('staff-invitation')).toHaveTextContent(
      /^Invitation sent to rui\.santos@example\.com as Staff, waiting to be accepted \(it expires on .*Mar.*21.*2026.*\)\.$/,
    );
  });

  it('links the member chosen, puts the answer on the page at once and refreshes the list', async () => {
    const calls = open('manager', {}, { [`PUT ${RUI_PATH}/account`]: () => ok(staffOf(RUI_LINKED)) });
    const dialog = await openDialog();
    const list = staffApi.keys.list(school.id, { page: 1 });
    queryClient.setQueryData(list, { items: [staffOf()], total: 1 });
    await chooseMember(dialog, /Rui Santos · rui@surf\.pt/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('The record of Rui Santos is now linked to rui@surf.pt.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ accountId: RUI_ACCOUNT });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('staff-account')).toHaveTextContent('RoleInstructor');
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    // The page shows the answer; it does not ask again.
    expect(queryClient.getQueryState(staffApi.keys.detail(school.id, RUI_ID))?.isInvalidated).toBe(false);
    expect(callsTo(`GET ${RUI_PATH}`)).toHaveLength(1);
  });

  it('offers every member with their role, a member linked to another record disabled', async () => {
    open('manager');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Member' }));
    const marta = await screen.findByRole('option', { name: /Marta Lopes · marta@surf\.pt/ });
    expect(marta).toHaveTextContent('Instructor · linked to Marta L.');
    expect(marta).toHaveAttribute('data-combobox-disabled', 'true');
    const ana = screen.getByRole('option', { name: /Ana Sousa · ana@example\.com/ });
    expect(ana).toHaveTextContent('Owner');
    expect(ana).not.toHaveAttribute('data-combobox-disabled');
  });

  it('says on the member box when the member is already linked to another record', async () => {
    const calls = open(
      'manager',
      {},
      {
        [`PUT ${RUI_PATH}/account`]: () =>
          problem(400, 'validation_failed', 'Check the fields.', [
            { path: 'body.accountId', message: 'Another record already uses this value.', code: 'taken' },
          ]),
      },
    );
    const dialog = await openDialog();
    await chooseMember(dialog, /Ana Sousa/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('This member is already linked to another staff record.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ accountId: 'acc-1' });
    expect(screen.getByRole('dialog', { name: 'Link Rui Santos to a member account' })).toBeInTheDocument();
  });

  it('asks for a member before linking', async () => {
    open('manager');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Choose a member of the school.')).toBeVisible();
    expect(callsTo(`PUT ${RUI_PATH}/account`)).toHaveLength(0);
  });

  it('invites the record’s e-mail with the role chosen, for those who invite people', async () => {
    const calls = open(
      'administrator',
      {},
      {
        [`POST ${RUI_PATH}/invitation`]: () =>
          created(
            staffOf({
              invitation: { email: 'rui.santos@example.com', role: 'staff', expiresAt: '2026-03-21T10:00:00.000Z' },
            }),
          ),
      },
    );
    const dialog = await openDialog();
    const invite = within(dialog).getByRole('form', { name: 'Or invite rui.santos@example.com' });
    expect(within(invite).getByRole('radio', { name: 'Instructor' })).toBeChecked();
    await userEvent.click(within(invite).getByRole('radio', { name: 'Staff' }));
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to rui.santos@example.com.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ role: 'staff' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('staff-invitation')).toHaveTextContent('as Staff, waiting to be accepted');
  });

  it('says when the e-mail already belongs to a member, whose account is to be linked instead', async () => {
    open(
      'owner',
      {},
      {
        [`POST ${RUI_PATH}/invitation`]: () =>
          refusal(409, 'already_member', 'rui.santos@example.com is already a member of the school.', {
            email: 'rui.santos@example.com',
          }),
      },
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'rui.santos@example.com is already a member of the school: choose their account above and link it.',
    );
  });

  it('offers no invitation to a manager, who does not invite people', async () => {
    open('manager');
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Link' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Or invite');
  });

  it('says an e-mail is needed to invite a record without one', async () => {
    open('owner', { email: '' });
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('staff-account-no-email')).toHaveTextContent(
      'To invite this person by e-mail, first add their e-mail to the record (Edit).',
    );
  });

  it('unlinks after asking', async () => {
    const calls = open('manager', RUI_LINKED, { [`PUT ${RUI_PATH}/account`]: () => ok(staffOf()) });
    const card = await findCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Unlink' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unlink the member account' });
    expect(confirm).toHaveTextContent('rui@surf.pt will no longer see the record of Rui Santos as their own.');
    expect(callsTo(`PUT ${RUI_PATH}/account`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('The record of Rui Santos is no longer linked to a member account.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ accountId: null });
    await waitFor(() => expect(screen.getByTestId('staff-account')).toHaveTextContent('Not linked'));
  });
});
