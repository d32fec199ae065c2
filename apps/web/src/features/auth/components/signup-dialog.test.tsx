import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthDialogs } from '#web/features/auth/components/auth-dialogs.tsx';
import { closeAuthDialog, openAuthDialog } from '#web/lib/auth-dialog.ts';
import { i18n } from '#web/lib/i18n.ts';
import { callsTo, json, mockApi, problem } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  act(() => closeAuthDialog());
  vi.restoreAllMocks();
});

async function fillSignup(routes: Parameters<typeof mockApi>[0]) {
  mockApi(routes);
  renderWithRouter(<AuthDialogs />);
  act(() => openAuthDialog('signup'));
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  const register = within(dialog).getByRole('button', { name: 'Register' });
  expect(register).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText('E-mail'), 'new@example.com');
  expect(register).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText(/^Password/), 'a-long-password');
  expect(register).toBeEnabled();
  await userEvent.click(register);
  return dialog;
}

describe('signup dialog', () => {
  it('registers, toasts the server message and shows the activation notice', async () => {
    const show = vi.spyOn(notifications, 'show');
    await fillSignup({ 'POST /oauth/api/v1/register': () => json(200, { error: false, message: 'Account created.' }) });
    const notice = await screen.findByRole('dialog', { name: 'Account Activation' });
    expect(notice).toHaveTextContent(/new@example\.com/);
    expect(notice).toHaveTextContent(/inbox.*spam.*click the link/);
    expect(callsTo('POST /oauth/api/v1/register')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'a-long-password',
    });
    expect(show).toHaveBeenCalledWith({ color: 'green', message: 'Account created.' });
  });

  it('shows a refusal of the server as a red toast and under its field', async () => {
    const show = vi.spyOn(notifications, 'show');
    const detail = 'This e-mail is already registered.';
    const dialog = await fillSignup({
      'POST /oauth/api/v1/register': () =>
        problem(409, 'conflict', detail, [{ path: 'body.email', message: 'Already registered' }]),
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith({ color: 'red', message: detail }));
    expect(within(dialog).getByText('Already registered')).toBeInTheDocument();
  });

  it('asks to contact the support when the server cannot be reached', async () => {
    const show = vi.spyOn(notifications, 'show');
    await fillSignup({ 'POST /oauth/api/v1/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    await waitFor(() => expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Please contact the support' }));
  });

  it('Login switches to the login dialog', async () => {
    mockApi({});
    renderWithRouter(<AuthDialogs />);
    act(() => openAuthDialog('signup'));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});
