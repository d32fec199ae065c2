import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import type { Transport } from '@lineup/contract/transports';
import TransportListScreen from '#web/features/transport/transport-list-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

const VAN_ID = '00000000-0000-4000-8000-000000000001';
const DRIVER_ID = '00000000-0000-4000-8000-0000000000d1';
const transport = (change: Partial<Transport> = {}): Transport => ({
  id: VAN_ID,
  name: 'Van 1',
  plate: 'AA-12-BC',
  seats: 9,
  defaultDriverId: null,
  defaultDriverName: null,
  notes: 'Ford Transit, white.',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

function open(profile: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/staff': () => ok({ items: [{ id: DRIVER_ID, name: 'Rui Santos', active: true }], total: 1 }),
    'GET /api/v1/transports': () =>
      ok({
        items: [
          transport(),
          transport({
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Old car',
            plate: '',
            seats: 5,
            active: false,
          }),
        ],
        total: 2,
      }),
    ...routes,
  });
  renderScreen(<TransportListScreen />, {
    path: '/transport',
    session: { name: 'Ana', email: 'ana@example.com', profile },
  });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Transports' }, { timeout: 15_000 });

describe('/transport', () => {
  it('lists vehicles with plate, seats and status, each name opening the vehicle’s page', async () => {
    open('manager');
    const rows = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Van 1');
    expect(rows[0]).toHaveTextContent('AA-12-BC');
    expect(rows[0]).toHaveTextContent('9');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('No plate');
    expect(rows[1]).toHaveTextContent('Inactive');
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Van 1' });
    expect(link).toHaveAttribute('href', `/transport/${VAN_ID}`);
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/transport/${VAN_ID}`);
  });

  it('asks the server for inactive vehicles only when the status filter says so', async () => {
    open('manager');
    await findTable();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transport?active=false'));
    await waitFor(() => expect(callsTo('GET /api/v1/transports').at(-1)?.query.get('active')).toBe('false'));
  });

  it('sends the plate in capitals, the seats and the driver chosen, and puts a taken plate on its field', async () => {
    let taken = true;
    const calls = open('manager', {
      'POST /api/v1/transports': (call) =>
        taken
          ? problem(400, 'validation_failed', 'Invalid', [{ path: 'body.plate', message: 'Taken', code: 'taken' }])
          : created(transport({ ...(call.body as object), id: '00000000-0000-4000-8000-000000000003' })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'New vehicle' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('Van 2');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Plate/ }));
    await userEvent.paste(' 45-xz-78 ');
    const seats = within(dialog).getByRole('textbox', { name: /Seats/ });
    await userEvent.clear(seats);
    await userEvent.type(seats, '8');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Default driver/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rui Santos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const plate = within(dialog).getByRole('textbox', { name: /Plate/ });
    await waitFor(() => expect(plate).toHaveAccessibleDescription(/Another record already uses this value\./));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Van 2',
      plate: '45-XZ-78',
      seats: 8,
      defaultDriverId: DRIVER_ID,
      notes: '',
      active: true,
    });
    // Only the school's active drivers are offered.
    const choices = callsTo('GET /api/v1/staff').at(-1)?.query;
    expect([choices?.get('function'), choices?.get('active')]).toEqual(['driver', 'true']);
    taken = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Vehicle “Van 2” created.')).toBeInTheDocument();
  });

  it('refuses a plate with other signs than letters, digits, spaces and dashes before sending anything', async () => {
    const calls = open('manager');
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'New vehicle' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('Coach');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Plate/ }));
    await userEvent.paste('AA/12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Check the fields marked in red.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Plate/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
