import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '@lineup/contract/me';
import { meOf, school } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, ok } from '#web/testing/mock-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { getSession } from '#web/lib/session.ts';

const master = { name: 'Marta Master', email: 'master@example.com', profile: 'master' } as const;
const openSchool = {
  id: school.id,
  name: school.name,
  status: 'active',
  owner: { name: 'Rui', email: 'rui@example.com' },
  createdAt: '2026-03-01T00:00:00Z',
  databaseSize: 1024,
  invitedUsers: 0,
  members: 3,
};
const pendingSchool = { ...openSchool, id: '33333333-3333-4333-8333-333333333333', name: 'Not Yet', status: 'pending' };

/** A Master working in no school, who can choose one of the platform's open schools. */
function masterWithoutSchool(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let me: Me = meOf('master', { school: null });
  const calls = mockApi({
    'GET /api/v1/me': () => ok(me),
    'GET /api/v1/notifications/unread-count': () => ok({ count: 0 }),
    'GET /api/v1/schools/mine': () => ok({ items: [] }),
    'GET /api/v1/admin/applications': () => ok({ items: [openSchool, pendingSchool], total: 2 }),
    'PUT /api/v1/admin/school': (call) => {
      const { applicationId } = call.body as { applicationId: string | null };
      me = meOf('master', { school: applicationId ? school : null });
      return ok(me);
    },
    ...extra,
  });
  return calls;
}

describe('a school screen for a Master working in no school', () => {
  for (const [path, title] of [
    ['/daily', 'Today'],
    ['/dashboard', 'Dashboard'],
    ['/chatbot', 'SmartBot'],
    ['/student', 'Students'],
  ] as const) {
    it(`says so on ${path} with the way on, never a blank page or a skeleton`, async () => {
      masterWithoutSchool();
      renderRoute(path, { session: master });
      const empty = await screen.findByTestId('no-school');
      expect(within(empty).getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(empty).toHaveTextContent('Choose a school to work in');
      expect(within(empty).getByRole('link', { name: 'Go to Administration' })).toHaveAttribute('href', '/admin');
      expect(within(empty).getByLabelText('School you work in')).toBeInTheDocument();
      // Still signed in: a school's 403 `no_school` is not a lost session.
      expect(getSession()).not.toBeNull();
    });
  }

  it('opens the screen once the Master chooses an open school there, and the side bar names it', async () => {
    masterWithoutSchool({
      'GET /api/v1/customers': () => ok({ items: [], total: 0 }),
    });
    renderRoute('/student', { session: master });
    const empty = await screen.findByTestId('no-school');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByTestId('master-school')).toHaveAccessibleName('School you work in: Choose a school');

    await userEvent.click(within(empty).getByLabelText('School you work in'));
    // Only open schools are offered.
    expect(screen.queryByRole('option', { name: 'Not Yet' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: school.name }));

    await waitFor(() => expect(callsTo('PUT /api/v1/admin/school')).toHaveLength(1));
    expect(callsTo('PUT /api/v1/admin/school')[0]?.body).toEqual({ applicationId: school.id });
    await waitFor(() => expect(screen.queryByTestId('no-school')).not.toBeInTheDocument());
    expect(within(nav).getByTestId('master-school')).toHaveAccessibleName(`School you work in: ${school.name}`);
  });

  it('shows a member without a school the way to their page', async () => {
    mockApi({
      'GET /api/v1/me': () => ok(meOf('staff', { school: null })),
      'GET /api/v1/schools/mine': () => ok({ items: [] }),
    });
    renderRoute('/daily', { session: { name: 'Rui', email: 'rui@example.com', profile: 'staff' } });
    const empty = await screen.findByTestId('no-school');
    expect(within(empty).getByRole('link', { name: 'Go to my page' })).toHaveAttribute('href', '/user');
    expect(within(empty).queryByLabelText('School you work in')).not.toBeInTheDocument();
  });
});

describe("the Master's school picker in the side bar", () => {
  it('leaves the school the Master works in', async () => {
    mockApi({
      'GET /api/v1/me': () => ok(meOf('master')),
      'GET /api/v1/schools/mine': () => ok({ items: [] }),
      'GET /api/v1/notifications/unread-count': () => ok({ count: 0 }),
      'GET /api/v1/admin/applications': () => ok({ items: [openSchool], total: 1 }),
      'PUT /api/v1/admin/school': () => ok(meOf('master', { school: null })),
    });
    renderRoute('/help', { session: master });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const picker = await within(nav).findByTestId('master-school');
    await waitFor(() => expect(picker).toHaveAccessibleName(`School you work in: ${school.name}`));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Leave this school', hidden: true }));
    await waitFor(() => expect(callsTo('PUT /api/v1/admin/school')[0]?.body).toEqual({ applicationId: null }));
    await waitFor(() => expect(picker).toHaveAccessibleName('School you work in: Choose a school'));
  });
});
