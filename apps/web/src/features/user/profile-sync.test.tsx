import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meOf } from '#web/testing/fixtures.ts';
import { mockApi, ok } from '#web/testing/mock-api.ts';
import { unreadCountQuery } from '#web/lib/unread-count.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { getSession } from '#web/lib/session.ts';
import { renderRoute } from '#web/testing/render-route.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the profile follows the server', () => {
  it('reads /me on load and on focus, so the side bar and guards show a new role without signing out', async () => {
    let profile: 'owner' | 'staff' = 'owner';
    const calls = mockApi({
      'GET /api/v1/me': () => ok(meOf(profile)),
      'GET /api/v1/notifications': () => ok({ items: [] }),
      'GET /api/v1/notifications/unread-count': () => ok({ count: 0 }),
      'GET /api/v1/schools/mine': () => ok({ items: [] }),
      'GET /api/v1/invitations/received': () => ok({ items: [] }),
    });
    // Stored before the school was approved: a plain User.
    const router = renderRoute('/user', { session: { name: 'Ana Sousa', email: 'ana@example.com', profile: 'user' } });
    await waitFor(() => expect(getSession()?.profile).toBe('owner'));
    expect(await screen.findByRole('link', { name: /Settings/ })).toBeInTheDocument();

    // Demoted elsewhere: coming back to the window brings the new role, and the guard follows it.
    profile = 'staff';
    const before = calls.filter((call) => call.path === '/api/v1/me').length;
    await act(async () => {
      await router.navigate('/settings');
    });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(getSession()?.profile).toBe('staff'));
    expect(calls.filter((call) => call.path === '/api/v1/me').length).toBeGreaterThan(before);
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily'));
    expect(screen.queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
  });

  it('asks the server once for each thing the page shows, though the side bar and the page both show it', async () => {
    const calls = mockApi({
      'GET /api/v1/me': () => ok(meOf('owner')),
      'GET /api/v1/notifications': () => ok({ items: [] }),
      'GET /api/v1/notifications/unread-count': () => ok({ count: 0 }),
      'GET /api/v1/schools/mine': () => ok({ items: [] }),
      'GET /api/v1/invitations/received': () => ok({ items: [] }),
    });
    renderRoute('/user', { session: { name: 'Ana Sousa', email: 'ana@example.com', profile: 'owner' } });
    expect(await screen.findByRole('link', { name: /Settings/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/invitations/received')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = new Map<string, number>();
    for (const call of calls) asked.set(call.path, (asked.get(call.path) ?? 0) + 1);
    expect(Object.fromEntries(asked)).toEqual(Object.fromEntries([...asked.keys()].map((path) => [path, 1])));
    expect(asked.get('/api/v1/me')).toBe(1);
  });

  it('reads /me again when a new notification arrives, such as the school being approved', async () => {
    let profile: 'user' | 'owner' = 'user';
    let unread = 0;
    mockApi({
      'GET /api/v1/me': () => ok(meOf(profile)),
      'GET /api/v1/notifications': () => ok({ items: [] }),
      'GET /api/v1/notifications/unread-count': () => ok({ count: unread }),
      'GET /api/v1/schools/mine': () => ok({ items: [] }),
      'GET /api/v1/invitations/received': () => ok({ items: [] }),
    });
    renderRoute('/user', { session: { name: 'Ana Sousa', email: 'ana@example.com', profile: 'user' } });
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toEqual({ count: 0 }));
    profile = 'owner';
    unread = 1;
    await act(() => queryClient.refetchQueries({ queryKey: unreadCountQuery.queryKey }));
    await waitFor(() => expect(getSession()?.profile).toBe('owner'));
  });
});
