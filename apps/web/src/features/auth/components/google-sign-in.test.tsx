import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthDialogs } from '#web/features/auth/components/auth-dialogs.tsx';
import { GOOGLE_SCRIPT_URL, type GoogleCredentialResponse } from '#web/features/auth/google/google-identity.ts';
import { closeAuthDialog, openAuthDialog } from '#web/lib/auth-dialog.ts';
import { i18n } from '#web/lib/i18n.ts';
import { callsTo, json, mockApi, problem } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  act(() => closeAuthDialog());
  delete window.google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const config = (googleClientId: string | null) => () =>
  json(200, { googleClientId, contactPhone: '+351 210 000 000', contactEmail: 'hello@lineup.surf' });

function fakeGoogle(renderButton: (parent: HTMLElement) => void = () => {}) {
  let callback: ((response: GoogleCredentialResponse) => void) | undefined;
  const id = {
    initialize: vi.fn((options: { client_id: string; callback: typeof callback }) => (callback = options.callback)),
    renderButton: vi.fn(renderButton),
  };
  window.google = { accounts: { id } };
  return { id, credential: (credential: string) => act(() => callback?.({ credential })) };
}

async function openLogin(routes: Parameters<typeof mockApi>[0]) {
  mockApi(routes);
  renderWithRouter(<AuthDialogs />);
  act(() => openAuthDialog('login'));
  return screen.findByRole('dialog', { name: 'Login' });
}

describe('Google sign-in', () => {
  it('is absent, and its script not loaded, without a client id', async () => {
    const dialog = await openLogin({ 'GET /api/v1/public-config': config(null) });
    await waitFor(() => expect(callsTo('GET /api/v1/public-config')).toHaveLength(1));
    expect(within(dialog).queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(document.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)).toBeNull();
  });

  it('draws Google’s button after the 100 ms delay with the configured client id', async () => {
    const google = fakeGoogle();
    await openLogin({ 'GET /api/v1/public-config': config('client-1') });
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalledTimes(1));
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
  });

  it('says Failed to load Google Sign-In script when the script does not load', async () => {
    const dialog = await openLogin({ 'GET /api/v1/public-config': config('client-1') });
    await waitFor(() => expect(document.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)).not.toBeNull());
    act(() => document.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)?.dispatchEvent(new Event('error')));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load Google Sign-In script');
  });

  it('says Could not create Google Sign-In button when drawing it fails', async () => {
    fakeGoogle(() => {
      throw new Error('bad parent');
    });
    const dialog = await openLogin({ 'GET /api/v1/public-config': config('client-1') });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not create Google Sign-In button');
  });

  it('signs in with the Google credential', async () => {
    const google = fakeGoogle();
    await openLogin({
      'GET /api/v1/public-config': config('client-1'),
      'POST /oauth/api/v1/google-signin': () =>
        json(200, { access_token: 'g', name: 'Gil', email: 'gil@example.com', profile: 'user' }),
    });
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalled());
    google.credential('id-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user'));
    expect(callsTo('POST /oauth/api/v1/google-signin')[0]?.body).toEqual({ token: 'id-token' });
  });

  it('says Google login failed when the server refuses the credential', async () => {
    const google = fakeGoogle();
    const dialog = await openLogin({
      'GET /api/v1/public-config': config('client-1'),
      'POST /oauth/api/v1/google-signin': () => problem(401, 'unauthorized', 'Google login failed'),
    });
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalled());
    google.credential('bad-token');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Google login failed');
  });
});
