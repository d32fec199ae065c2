import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meOf } from '#web/testing/fixtures.ts';
import { mockApi, ok } from '#web/testing/mock-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { meQuery } from '#web/lib/me/get-me.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { unreadCountQuery } from '#web/lib/unread-count.ts';
import type * as SideBarModule from '#web/features/navigation/components/side-bar.tsx';

const drawn = vi.hoisted(() => ({ sideBar: 0 }));

// The side bar as it is, counting how often the frame draws it.
vi.mock('#web/features/navigation/components/side-bar.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof SideBarModule>();
  return {
    ...actual,
    SideBar: (props: Parameters<typeof actual.SideBar>[0]) => {
      drawn.sideBar += 1;
      return actual.SideBar(props);
    },
  };
});

describe('the signed-in frame', () => {
  it('is not drawn again when the profile or the unread count is read again: only what shows them is', async () => {
    let unread = 0;
    const calls = mockApi({
      'GET /api/v1/me': () => ok(meOf('owner')),
      'GET /api/v1/notifications': () => ok({ items: [] }),
      'GET /api/v1/notifications/unread-count': () => ok({ count: unread }),
      'GET /api/v1/schools/mine': () => ok({ items: [] }),
      'GET /api/v1/invitations/received': () => ok({ items: [] }),
      'GET /api/v1/me/staff': () => ok(null),
      'GET /api/v1/members': () => ok({ items: [], total: 0 }),
    });
    renderRoute('/user', { session: { name: 'Ana Sousa', email: 'ana@example.com', profile: 'owner' } });
    expect(await screen.findByTestId('user-page')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toEqual({ count: 0 }));
    const before = drawn.sideBar;
    expect(before).toBeGreaterThan(0);

    // A new notification: the badge shows it, and the profile is read again (the role may have changed).
    unread = 2;
    const meCalls = calls.filter((call) => call.path === '/api/v1/me').length;
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: unreadCountQuery.queryKey });
    });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/me').length).toBe(meCalls + 1));
    await waitFor(() => expect(queryClient.getQueryState(meQuery.queryKey)?.fetchStatus).toBe('idle'));
    // The badge, in the side bar and in the phone header.
    expect((await screen.findAllByText('2')).length).toBeGreaterThan(0);
    expect(drawn.sideBar).toBe(before);
  });
});
