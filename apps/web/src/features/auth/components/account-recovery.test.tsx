import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogs } from '#web/features/auth/components/auth-dialogs.tsx';
import { closeAuthDialog, openAuthDialog } from '#web/lib/auth-dialog.ts';
import { i18n } from '#web/lib/i18n.ts';
import { callsTo, json, mockApi, problem } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  mockApi({
    'GET /api/v1/public-config': () => json(200, { googleClientId: null, contactPhone: '1', contactEmail: 'a@b.c' }),
  });
});
afterEach(() => {
  act(() => closeAuthDialog());
  vi.restoreAllMocks();
});

async function openLogin(path = '/') {
  renderWithRouter(<AuthDialogs />, path);
  if (!path.includes('login=true')) act(() => openAuthDialog('login'));
  return screen.findByRole('dialog', { name: 'Login' });
}

async function typeCredentials(dialog: HTMLElement, password: string) {
  await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@example.com');
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
}

describe('forgot password', () => {
  it('asks for a reset link for the e-mail typed in the login dialog and shows the answer', async () => {
    const login = await openLogin();
    await userEvent.type(within(login).getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ana@example.com');
    mockApi({ 'POST /oauth/api/v1/password-reset/request': () => json(200, { message: 'A link is on its way.' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('A link is on its way.');
    expect(callsTo('POST /oauth/api/v1/password-reset/request')[0]?.body).toEqual({ email: 'ana@example.com' });
  });
});

describe('reset link', () => {
  it('opens from /?reset=<token>, takes the token out of the address and sets the new password', async () => {
    renderWithRouter(<AuthDialogs />, '/?reset=the-token');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const save = within(dialog).getByRole('button', { name: 'Save password' });
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'brand new waves');
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 'brand new wave');
    expect(within(dialog).getByText('The two passwords differ')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 's');
    mockApi({ 'POST /oauth/api/v1/password-reset': () => json(200, { message: 'Password changed.' }) });
    await userEvent.click(save);
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(login).getByText('Password changed')).toBeInTheDocument();
    expect(callsTo('POST /oauth/api/v1/password-reset')[0]?.body).toEqual({
      token: 'the-token',
      password: 'brand new waves',
    });
  });

  it('says when the link no longer works and offers a new one', async () => {
    renderWithRouter(<AuthDialogs />, '/?reset=old-token');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    mockApi({ 'POST /oauth/api/v1/password-reset': () => problem(409, 'conflict', 'This link has expired.') });
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'brand new waves');
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 'brand new waves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This link has expired.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('shows the password rule the server refused under the field', async () => {
    renderWithRouter(<AuthDialogs />, '/?reset=a-token');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    mockApi({
      'POST /oauth/api/v1/password-reset': () =>
        problem(400, 'validation_failed', 'Too common.', [{ path: 'body.password', message: 'Too common.' }]),
    });
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'password123');
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 'password123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByText('Too common.')).toBeInTheDocument();
  });
});

describe('activation from the login dialog', () => {
  it('says an account is not activated yet, with a resend button, once the password was right', async () => {
    const dialog = await openLogin();
    mockApi({
      'POST /oauth/api/v1/signin': () => problem(409, 'not_activated', 'Not activated.'),
      'POST /oauth/api/v1/resend-activation': () => json(200, { message: 'A new link is on its way.' }),
    });
    await typeCredentials(dialog, 'the right password');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your account is not activated yet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new activation e-mail' }));
    await waitFor(() =>
      expect(callsTo('POST /oauth/api/v1/resend-activation')[0]?.body).toEqual({ email: 'ana@example.com' }),
    );
  });

  it('says only Wrong email/password, with no resend, to a wrong password', async () => {
    const dialog = await openLogin();
    mockApi({ 'POST /oauth/api/v1/signin': () => problem(401, 'unauthorized', 'Wrong email/password') });
    await typeCredentials(dialog, 'a wrong password');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong email/password');
    expect(within(dialog).queryByRole('button', { name: 'Send a new activation e-mail' })).not.toBeInTheDocument();
  });

  it('offers a new activation e-mail from the login dialog at any time', async () => {
    const login = await openLogin();
    await userEvent.click(within(login).getByRole('button', { name: 'No activation e-mail?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activation e-mail' });
    mockApi({ 'POST /oauth/api/v1/resend-activation': () => json(200, { message: 'A new link is on its way.' }) });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('A new link is on its way.');
    expect(callsTo('POST /oauth/api/v1/resend-activation')[0]?.body).toEqual({ email: 'new@example.com' });
  });
});

describe('unlock link', () => {
  it('says the account is unlocked', async () => {
    const dialog = await openLogin('/?login=true&unlock=done');
    expect(within(dialog).getByText('Account unlocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('offers a new password after an invalid unlock link', async () => {
    const dialog = await openLogin('/?login=true&unlock=invalid');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unlock link not valid');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Forgot your password?' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});

describe('names in the reader’s language', () => {
  it('names the show-password button in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    renderWithRouter(<AuthDialogs />);
    act(() => openAuthDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(within(dialog).getByRole('button', { name: 'Mostrar ou esconder a palavra-passe' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Toggle password visibility/ })).not.toBeInTheDocument();
  });
});
