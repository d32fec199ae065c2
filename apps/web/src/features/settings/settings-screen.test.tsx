import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import type { Settings, SettingsCounts } from '@lineup/contract/settings';
import SettingsScreen from '#web/features/settings/settings-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { mockApi, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const userEvent = events.setup({ delay: null });

const SETTINGS: Settings = {
  profile: {
    name: 'Onda Surf School',
    timeZone: 'Europe/Lisbon',
    currency: 'EUR',
    contactEmail: 'hello@onda.example',
    contactPhone: '',
    address: '',
    country: 'PT',
    logo: null,
  },
  defaults: {
    payPerLessonCents: 2500,
    payPerEventCents: 0,
    creditsPerLesson: 1,
    noShowUsesCredit: true,
    overdueMediumDays: 15,
    overdueHighDays: 30,
    overdueMediumCents: 10_000,
    overdueHighCents: 30_000,
    mapLatitude: null,
    mapLongitude: null,
    mapZoom: 12,
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const COUNTS: SettingsCounts = {
  places: 3,
  rooms: 4,
  suppliers: 2,
  equipment: 17,
  transports: 2,
  lessonTypes: 5,
  eventTypes: 3,
  packages: 4,
  services: 4,
  items: 6,
};

function open(profile: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/settings': () => ok(SETTINGS),
    'GET /api/v1/settings/counts': () => ok(COUNTS),
    ...routes,
  });
  renderScreen(<SettingsScreen />, { path: '/settings', session: { name: 'Ana', email: 'ana@example.com', profile } });
  return calls;
}

const findForm = () => screen.findByTestId('settings-form', {}, { timeout: 15_000 });

describe('/settings', () => {
  it('links every part of the catalogue with how many the school has', async () => {
    open('manager');
    const hub = await screen.findByTestId('settings-hub', {}, { timeout: 15_000 });
    const equipment = within(hub).getByRole('link', { name: /Equipment/ });
    expect(equipment).toHaveAttribute('href', '/equipment');
    await waitFor(() => expect(equipment).toHaveTextContent('17'));
    expect(within(hub).getByRole('link', { name: /Transports/ })).toHaveAttribute('href', '/transport');
    expect(within(hub).getByRole('link', { name: /Lesson types/ })).toHaveAttribute('href', '/lessontypes');
    expect(within(hub).getAllByRole('link')).toHaveLength(10);
  });

  it('saves profile and defaults together, money as cents, and says so', async () => {
    const calls = open('owner', {
      'PUT /api/v1/settings': (call) => ok({ ...(call.body as Settings), updatedAt: '2026-02-01T00:00:00.000Z' }),
    });
    const form = await findForm();
    const name = within(form).getByRole('textbox', { name: /School name/ });
    expect(name).toHaveValue('Onda Surf School');
    await userEvent.clear(name);
    await userEvent.paste('Onda Surf Club');
    const pay = within(form).getByRole('textbox', { name: /Staff pay per event/ });
    await userEvent.clear(pay);
    await userEvent.type(pay, '12.5');
    await userEvent.click(within(form).getByRole('switch', { name: /A no-show uses a credit/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      profile: { ...SETTINGS.profile, name: 'Onda Surf Club' },
      defaults: { ...SETTINGS.defaults, payPerEventCents: 1250, noShowUsesCredit: false },
    });
  });

  it('checks the form as the server does, and puts the server’s field errors on their fields', async () => {
    const calls = open('owner', {
      'PUT /api/v1/settings': () =>
        problem(400, 'validation_failed', 'Invalid', [
          { path: 'body.profile.contactEmail', message: 'Bad', code: 'invalid_format', params: { format: 'email' } },
        ]),
    });
    const form = await findForm();
    const high = within(form).getByRole('textbox', { name: /High priority after/ });
    await userEvent.clear(high);
    await userEvent.type(high, '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(high).toHaveAccessibleDescription(/16/));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(high);
    await userEvent.type(high, '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    const email = within(form).getByRole('textbox', { name: /Contact e-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  });

  it('warns that changing the currency converts nothing', async () => {
    open('owner');
    const form = await findForm();
    expect(screen.queryByText('Prices are not converted')).not.toBeInTheDocument();
    const currency = within(form).getByRole('combobox', { name: /Currency/ });
    expect(currency).toHaveValue('EUR · Euro');
    await userEvent.clear(currency);
    await userEvent.type(currency, 'GBP');
    await userEvent.click(await screen.findByRole('option', { name: /GBP/ }));
    expect(await screen.findByText('Prices are not converted')).toBeInTheDocument();
  });

  it('says the settings could not be loaded, with Retry', async () => {
    open('owner', { 'GET /api/v1/settings': () => problem(500, 'internal', 'Down') });
    expect(await screen.findByText('The settings could not be loaded', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
