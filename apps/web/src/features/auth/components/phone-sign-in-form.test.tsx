import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthDialogs } from '#web/features/auth/components/auth-dialogs.tsx';
import { hasCountryCode } from '#web/features/auth/components/phone-sign-in-form.tsx';
import { closeAuthDialog } from '#web/lib/auth-dialog.ts';
import { i18n } from '#web/lib/i18n.ts';
import { callsTo, json, mockApi, problem } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => act(() => closeAuthDialog()));

async function openTokenForm() {
  mockApi({});
  renderWithRouter(<AuthDialogs />, '/?login=true&type=token');
  return screen.findByRole('dialog', { name: 'Login' });
}

describe('phone sign-in (?type=token)', () => {
  it('accepts numbers with a +351 or 00351 style country code only', () => {
    expect(hasCountryCode('+351 910 000 006')).toBe(true);
    expect(hasCountryCode('00351910000006')).toBe(true);
    expect(hasCountryCode('910000006')).toBe(false);
    expect(hasCountryCode('+351')).toBe(false);
  });

  it('shows phone and code instead of e-mail and password; Login waits for both', async () => {
    const dialog = await openTokenForm();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    const login = within(dialog).getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '+351910000006');
    expect(login).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Code/), '12a3456');
    expect(within(dialog).getByLabelText(/^Code/)).toHaveValue('123456');
    expect(login).toBeEnabled();
  });

  it('refuses to send a code to a number without country code', async () => {
    const dialog = await openTokenForm();
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '910000006');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText(/Start the number with its country code/)).toBeInTheDocument();
    expect(callsTo('POST /oauth/api/v1/phone-code')).toEqual([]);
  });

  it('requests a code, then signs in with phone and code', async () => {
    const dialog = await openTokenForm();
    mockApi({
      'POST /oauth/api/v1/phone-code': () => json(200, { message: 'A code is on its way.' }),
      'POST /oauth/api/v1/signin': () =>
        json(200, { access_token: 't', name: 'Sam', email: 'staff@example.com', profile: 'staff' }),
    });
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '+351 910 000 006');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(callsTo('POST /oauth/api/v1/phone-code')[0]?.body).toEqual({ phone: '+351 910 000 006' }),
    );
    expect(await within(dialog).findByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Code/), '123456{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/daily'));
    expect(callsTo('POST /oauth/api/v1/signin')[0]?.body).toEqual({ phone: '+351 910 000 006', token: '123456' });
  });

  it('says so when the code is wrong', async () => {
    const dialog = await openTokenForm();
    mockApi({ 'POST /oauth/api/v1/signin': () => problem(401, 'unauthorized', 'Wrong email/password') });
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '+351910000006');
    await userEvent.type(within(dialog).getByLabelText(/^Code/), '000000{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong phone number or code');
  });

  it('switches back to e-mail and password', async () => {
    const dialog = await openTokenForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in with e-mail and password' }));
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
  });
});
