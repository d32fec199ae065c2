import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthDialogs } from '#web/features/auth/components/auth-dialogs.tsx';
import { closeAuthDialog, openAuthDialog } from '#web/lib/auth-dialog.ts';
import { i18n } from '#web/lib/i18n.ts';
import { getSession } from '#web/lib/session.ts';
import { callsTo, json, mockApi, problem } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  act(() => closeAuthDialog());
  vi.restoreAllMocks();
});

const signedIn = (profile: string) =>
  json(200, { access_token: 'tok-1', name: 'Ana Sousa', email: 'ana@example.com', profile });

async function openLogin(path = '/') {
  mockApi({
    'GET /api/v1/public-config': () => json(200, { googleClientId: null, contactPhone: '1', contactEmail: 'a@b.c' }),
  });
  renderWithRouter(<AuthDialogs />, path);
  if (!path.includes('login=true')) act(() => openAuthDialog('login'));
  return screen.findByRole('dialog', { name: 'Login' });
}

describe('login dialog', () => {
  it('has e-mail, password, Close, Register and a Login disabled until both are filled', async () => {
    const dialog = await openLogin();
    const login = within(dialog).getByRole('button', { name: 'Login' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(login).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@example.com');
    expect(login).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    expect(login).toBeEnabled();
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    expect(login).toBeDisabled();
  });

  it('is 450 px wide', async () => {
    const dialog = await openLogin();
    expect(dialog.closest('[style*="--modal-size"]')?.getAttribute('style')).toContain('28.125rem');
  });

  it('prefills the remembered e-mail; Enter signs in, stores token and session, and goes to /daily', async () => {
    window.localStorage.setItem('rememberedEmail', 'ana@example.com');
    const dialog = await openLogin();
    mockApi({ 'POST /oauth/api/v1/signin': () => signedIn('manager') });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/daily'));
    expect(callsTo('POST /oauth/api/v1/signin')[0]?.body).toEqual({ email: 'ana@example.com', password: 'secret' });
    expect(window.localStorage.getItem('authToken')).toBe('tok-1');
    expect(window.localStorage.getItem('rememberedEmail')).toBe('ana@example.com');
    expect(getSession()).toEqual({ name: 'Ana Sousa', email: 'ana@example.com', profile: 'manager' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the plain User profile to /user', async () => {
    const dialog = await openLogin();
    mockApi({ 'POST /oauth/api/v1/signin': () => signedIn('user') });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user'));
  });

  it('shows Wrong email/password in the dialog and as a red toast, and keeps the visitor signed out', async () => {
    const show = vi.spyOn(notifications, 'show');
    const dialog = await openLogin();
    mockApi({ 'POST /oauth/api/v1/signin': () => problem(401, 'unauthorized', 'Wrong email/password') });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong email/password');
    expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Wrong email/password' });
    expect(getSession()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('offers to forget the remembered e-mail', async () => {
    window.localStorage.setItem('rememberedEmail', 'ana@example.com');
    const dialog = await openLogin();
    expect(within(dialog).getByText(/Not you\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forget this e-mail' }));
    expect(window.localStorage.getItem('rememberedEmail')).toBeNull();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('');
    expect(within(dialog).queryByRole('button', { name: 'Forget this e-mail' })).not.toBeInTheDocument();
  });

  it('Register switches to the signup dialog', async () => {
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('opens from /?login=true and takes the parameter out of the address', async () => {
    await openLogin('/?login=true');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows a green notice after a successful activation', async () => {
    const dialog = await openLogin('/?login=true&activation=done');
    expect(within(dialog).getByText('Account activated')).toBeInTheDocument();
  });

  it('offers a new activation e-mail after an invalid link', async () => {
    const dialog = await openLogin('/?login=true&activation=invalid');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Activation link not valid');
    const resend = within(dialog).getByRole('button', { name: 'Send a new activation e-mail' });
    expect(resend).toBeDisabled();
    mockApi({ 'POST /oauth/api/v1/resend-activation': () => json(200, { message: 'A new link is on its way.' }) });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(resend);
    await waitFor(() =>
      expect(callsTo('POST /oauth/api/v1/resend-activation')[0]?.body).toEqual({ email: 'ana@example.com' }),
    );
  });
});
