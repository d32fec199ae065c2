import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import { SideBar } from '#web/features/navigation/components/side-bar.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { meOf, school } from '#web/testing/fixtures.ts';
import { getSession, setSession } from '#web/lib/session.ts';
import { callsTo, json, mockApi } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function renderSideBar(profile: Role, options: { collapsed?: boolean; path?: string } = {}) {
  setSession({ name: 'Ana Sousa', email: 'ana@example.com', profile }, 'tok-9');
  renderWithRouter(<SideBar collapsed={options.collapsed ?? false} onToggle={() => {}} />, options.path ?? '/daily');
  return screen.getByRole('navigation', { name: 'Main menu' });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);

describe('side bar', () => {
  it('shows a Staff member Home, Calendar and Lessons, then account and Help', () => {
    mockApi({});
    const nav = renderSideBar('staff');
    expect(linkNames(nav)).toEqual(['Home', 'Calendar', 'Lessons', 'Ana SousaMy account', 'Help']);
    expect(within(nav).queryByRole('group', { name: 'Platform' })).not.toBeInTheDocument();
  });

  it('shows the Master the platform group: SmartBot, Administration, Works, Equipments, Transports', () => {
    mockApi({});
    const nav = renderSideBar('master');
    const group = within(nav).getByRole('group', { name: 'Platform' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SmartBot', 'Administration', 'Works', 'Equipments', 'Transports']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('marks the current screen', () => {
    mockApi({});
    const nav = renderSideBar('manager', { path: '/student/7' });
    expect(within(nav).getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('names each item when collapsed to icons', () => {
    mockApi({});
    const nav = renderSideBar('owner', { collapsed: true });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(nav).queryByText('Settings')).not.toBeInTheDocument();
  });

  it('links the user name to /user with the unread count as badge', async () => {
    mockApi({ 'GET /api/v1/notifications/unread-count': () => json(200, { count: 3 }) });
    const nav = renderSideBar('user');
    const account = await within(nav).findByRole('link', { name: 'Ana Sousa, Unread notifications: 3' });
    expect(account).toHaveAttribute('href', '/user');
    expect(within(account).getByText('3')).toBeInTheDocument();
  });

  it('shows no badge when the count cannot be read', async () => {
    mockApi({});
    const nav = renderSideBar('user');
    await waitFor(() => expect(callsTo('GET /api/v1/notifications/unread-count')).toHaveLength(1));
    expect(within(nav).getByRole('link', { name: /Ana Sousa/ })).not.toHaveAccessibleName(/Unread/);
  });

  it('switches the language among en, pt, fr, de and es, and keeps it on the account for its e-mails', async () => {
    mockApi({ 'PATCH /api/v1/me': () => json(200, meOf('staff', { language: 'fr' })) });
    const nav = renderSideBar('staff');
    await userEvent.click(within(nav).getByRole('button', { name: 'Language: English' }));
    // jsdom lays nothing out, so the dropdown counts its target as detached and hides itself: look past that.
    const french = await screen.findByRole('menuitem', { name: 'Français', hidden: true });
    const items = screen.getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'pt', 'fr', 'de', 'es']);
    await userEvent.click(french);
    // French texts load when French is chosen.
    expect(await within(nav).findByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(document.cookie).toContain('lineup_language=fr');
    await waitFor(() => expect(callsTo('PATCH /api/v1/me').map((call) => call.body)).toEqual([{ language: 'fr' }]));
  });

  it('logs out: storage emptied but the remembered e-mail, sign-out called with the token, back to /', async () => {
    mockApi({ 'POST /oauth/api/v1/signout': () => json(200, { result: true }) });
    window.localStorage.setItem('rememberedEmail', 'ana@example.com');
    const nav = renderSideBar('manager');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('rememberedEmail')).toBe('ana@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(callsTo('POST /oauth/api/v1/signout')).toHaveLength(1));
    expect(callsTo('POST /oauth/api/v1/signout')[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('shows the current school, and no switch when the account has one school', async () => {
    mockApi({
      'GET /api/v1/schools/mine': () =>
        json(200, { items: [{ ...school, status: 'active', role: 'staff', current: true }] }),
    });
    const nav = renderSideBar('staff');
    const current = await within(nav).findByTestId('current-school');
    expect(current).toHaveTextContent('Ericeira Surf');
    expect(within(nav).queryByRole('button', { name: /Switch school/ })).not.toBeInTheDocument();
  });

  it('switches to another school of the account, and the side bar follows the new role', async () => {
    const peniche = {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Peniche Waves',
      timeZone: 'Europe/Lisbon',
      currency: 'EUR',
    };
    mockApi({
      'GET /api/v1/schools/mine': () =>
        json(200, {
          items: [
            { ...school, status: 'active', role: 'staff', current: true },
            { ...peniche, status: 'active', role: 'owner', current: false },
            {
              id: '33333333-3333-4333-8333-333333333333',
              name: 'Closed',
              status: 'inactive',
              role: 'owner',
              current: false,
            },
          ],
        }),
      'POST /api/v1/session/school': () => json(200, meOf('owner', { school: peniche })),
    });
    const nav = renderSideBar('staff');
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    await userEvent.click(await within(nav).findByRole('button', { name: 'School: Ericeira Surf. Switch school' }));
    const items = screen.getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Ericeira SurfStaff', 'Peniche WavesOwner']);
    await userEvent.click(screen.getByRole('menuitem', { name: /Peniche Waves/, hidden: true }));
    await waitFor(() => expect(getSession()?.profile).toBe('owner'));
    expect(callsTo('POST /api/v1/session/school')[0]?.body).toEqual({ applicationId: peniche.id });
    expect(await within(nav).findByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });
});
