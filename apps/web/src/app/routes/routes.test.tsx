import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_IMPORTERS } from '#web/app/routes/screens.ts';
import { renderRoute } from '#web/testing/render-route.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

// Failures these tests cause on purpose are logged by React; keep the output for real surprises.
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

const staff = { name: 'Rui', email: 'rui@example.com', profile: 'staff' } as const;

describe('routes', () => {
  it('sends an unknown path to Start, replacing it', async () => {
    const router = renderRoute('/no/such/place');
    expect(await screen.findByTestId('start-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor without a session from a guarded path to Start', async () => {
    const router = renderRoute('/calendar');
    expect(await screen.findByTestId('start-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('confines the plain User profile to /user', async () => {
    const router = renderRoute('/daily', { session: { ...staff, profile: 'user' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(screen.queryByTestId('not-available')).not.toBeInTheDocument();
  });

  it('sends a profile without the permission to /daily', async () => {
    const router = renderRoute('/settings', { session: staff });
    expect(await screen.findByTestId('daily-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/daily');
  });

  it('opens a permitted screen in the app layout', async () => {
    const router = renderRoute('/daily', { session: staff });
    expect(await screen.findByTestId('daily-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/daily');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows the chunk error with a reload button when a screen chunk is missing', async () => {
    quietErrors();
    const importers = { ...SCREEN_IMPORTERS, privacy: () => Promise.reject(new TypeError('Failed to fetch')) };
    renderRoute('/privacy', { importers });
    const panel = await screen.findByTestId('chunk-error');
    expect(panel).toHaveTextContent(/reload/i);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it('opens the login dialog from /?login=true', async () => {
    renderRoute('/?login=true');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('leaves the session when an unexpected error happens, keeping the remembered e-mail', async () => {
    quietErrors();
    const importers = {
      ...SCREEN_IMPORTERS,
      daily: async () => ({
        default: () => {
          throw new Error('boom');
        },
      }),
    };
    window.localStorage.setItem('rememberedEmail', 'rui@example.com');
    const router = renderRoute('/daily', { session: staff, importers });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('rememberedEmail')).toBe('rui@example.com');
  });
});
