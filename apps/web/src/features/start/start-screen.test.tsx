import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { json, mockApi } from '#web/testing/mock-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

const meResponse = {
  id: 'acc-1',
  name: 'Ana Sousa',
  email: 'ana@example.com',
  phone: null,
  language: 'en',
  profile: 'manager',
  admin: false,
  master: false,
  school: { id: 's1', name: 'Ericeira Surf' },
  permissions: [],
};

const config = () =>
  json(200, { googleClientId: null, contactPhone: '+351 912 345 678', contactEmail: 'ola@escola.pt' });

describe('Start page', () => {
  it('pitches the product: headline, tagline, both ways in, five features, team and contact', async () => {
    mockApi({ 'GET /api/v1/public-config': config });
    renderRoute('/');
    const page = await screen.findByTestId('start-page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(page).toHaveTextContent('work less, surf more');
    expect(screen.getByRole('heading', { name: 'Already a customer?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start now' })).toBeInTheDocument();
    for (const key of ['price', 'monitoring', 'usability', 'focus', 'analytics']) {
      expect(screen.getByTestId(`feature-${key}`)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Made by surfers in Lisbon' })).toBeInTheDocument();
    const contact = screen.getByTestId('start-contact');
    expect(await within(contact).findByRole('link', { name: '+351 912 345 678' })).toHaveAttribute(
      'href',
      'tel:+351912345678',
    );
    expect(within(contact).getByRole('link', { name: 'ola@escola.pt' })).toHaveAttribute(
      'href',
      'mailto:ola@escola.pt',
    );
    expect(contact).toHaveTextContent('Lisbon, Portugal');
  });

  it('opens the login and the signup dialogs', async () => {
    mockApi({ 'GET /api/v1/public-config': config });
    renderRoute('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows the privacy policy over the page and closes it with Back and with Escape', async () => {
    mockApi({ 'GET /api/v1/public-config': config });
    const router = renderRoute('/');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Privacy policy' }))[0] as HTMLElement);
    const overlay = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(router.state.location.search).toBe('?privacy=open');
    expect(await within(overlay).findByRole('heading', { name: '9. Contact' })).toBeInTheDocument();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });

    await act(() => router.navigate('/?privacy=open'));
    expect(await screen.findByRole('dialog', { name: 'Privacy policy' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
  });

  it('floats a balloon that opens the policy', async () => {
    mockApi({ 'GET /api/v1/public-config': config });
    const router = renderRoute('/');
    const balloon = await screen.findByTestId('privacy-balloon', {}, { timeout: 3000 });
    fireEvent.click(within(balloon).getByRole('button', { name: 'Read the privacy policy' }));
    await waitFor(() => expect(router.state.location.search).toBe('?privacy=open'));
  });

  it('remembers a closed balloon across visits until the privacy page shows it again', async () => {
    mockApi({ 'GET /api/v1/public-config': config });
    renderRoute('/');
    const balloon = await screen.findByTestId('privacy-balloon', {}, { timeout: 3000 });
    fireEvent.click(within(balloon).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('privacy-balloon')).not.toBeInTheDocument());
    // Kept in the browser, so a new visit (a reload) remembers it too.
    expect(window.localStorage.getItem('privacyNoticeDismissed')).not.toBeNull();
    cleanup();
    renderRoute('/');
    await screen.findByTestId('start-page');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByTestId('privacy-balloon')).not.toBeInTheDocument();
    cleanup();
    renderRoute('/privacy');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the privacy notice again' }));
    cleanup();
    renderRoute('/');
    expect(await screen.findByTestId('privacy-balloon', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('offers someone signed in their own landing page instead of Login and Register', async () => {
    mockApi({
      'GET /api/v1/public-config': config,
      'GET /api/v1/me': () => json(200, { ...meResponse, profile: 'manager' }),
    });
    const router = renderRoute('/', { session: { name: 'Ana Sousa', email: 'ana@example.com', profile: 'manager' } });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana Sousa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open Lineup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily'));
  });
});
