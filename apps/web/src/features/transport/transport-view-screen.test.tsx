import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import type { Transport } from '@lineup/contract/transports';
import TransportViewScreen from '#web/features/transport/transport-view-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, noContent, ok, problem, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

const VAN_ID = '00000000-0000-4000-8000-000000000001';
const VAN_PATH = `/api/v1/transports/${VAN_ID}`;
const DRIVER_ID = '00000000-0000-4000-8000-0000000000d1';
const transport = (change: Partial<Transport> = {}): Transport => ({
  id: VAN_ID,
  name: 'Van 1',
  plate: 'AA-12-BC',
  seats: 9,
  defaultDriverId: null,
  defaultDriverName: null,
  notes: 'Ford Transit, white.\nRoof rack for eight boards.',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-03-14T09:30:00.000Z',
  ...change,
});

/** The vehicle's page at /transport/{id}, with the list's address to come back to. */
function open(profile: Role, routes: Record<string, Handler> = {}, id = VAN_ID) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    [`GET ${VAN_PATH}`]: () => ok(transport()),
    ...routes,
  });
  // The app's router gives the screen its id from the route table's /transport/:id.
  renderScreen(
    <Routes>
      <Route path="/transport/:id" element={<TransportViewScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: `/transport/${id}`, session: { name: 'Ana', email: 'ana@example.com', profile } },
  );
  return calls;
}

const findTitle = (name = 'Van 1') => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('/transport/{id}', () => {
  it('shows the vehicle’s details, its trips and works to come, and the way back to the list', async () => {
    open('manager');
    await findTitle();
    const details = screen.getByTestId('transport-details');
    expect(details).toHaveTextContent('AA-12-BC');
    expect(details).toHaveTextContent('Seats (driver included)9');
    expect(details).toHaveTextContent('Default driverNone');
    expect(details).toHaveTextContent('Ford Transit, white.');
    expect(details).toHaveTextContent('Roof rack for eight boards.');
    expect(details).toHaveTextContent('StatusActive');
    expect(details).toHaveTextContent(/Last changed.*2026/);
    const trips = screen.getByRole('region', { name: 'Trips' });
    expect(trips).toHaveTextContent('Once lessons and events are in Lineup');
    expect(within(trips).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Works' })).toHaveTextContent('Once works are in Lineup');
    expect(screen.getByRole('link', { name: 'All vehicles' })).toHaveAttribute('href', '/transport');
  });

  it('names the default driver, leading to their page', async () => {
    open('manager', {
      [`GET ${VAN_PATH}`]: () => ok(transport({ defaultDriverId: DRIVER_ID, defaultDriverName: 'Rui Santos' })),
    });
    await findTitle();
    const details = screen.getByTestId('transport-details');
    expect(details).toHaveTextContent('Default driverRui Santos');
    expect(within(details).getByRole('link', { name: 'Rui Santos' })).toHaveAttribute('href', `/staff/${DRIVER_ID}`);
  });

  it('says when the vehicle has no plate and no notes', async () => {
    open('manager', { [`GET ${VAN_PATH}`]: () => ok(transport({ plate: '', notes: '', active: false })) });
    await findTitle();
    const details = screen.getByTestId('transport-details');
    expect(details).toHaveTextContent('No plate');
    expect(details).toHaveTextContent('No notes');
    expect(details).toHaveTextContent('StatusInactive');
  });

  it('changes the vehicle in the same form as the list, and shows it changed', async () => {
    let saved: Transport | null = null;
    const calls = open('owner', {
      [`GET ${VAN_PATH}`]: () => ok(saved ?? transport()),
      [`PUT ${VAN_PATH}`]: (call) => {
        saved = transport({ ...(call.body as Partial<Transport>), updatedAt: '2026-03-15T10:00:00.000Z' });
        return ok(saved);
      },
    });
    await findTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Van 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Van 1' });
    expect(within(dialog).getByRole('textbox', { name: /Plate/ })).toHaveValue('AA-12-BC');
    const seats = within(dialog).getByRole('textbox', { name: /Seats/ });
    await userEvent.clear(seats);
    await userEvent.type(seats, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vehicle “Van 1” saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Van 1',
      plate: 'AA-12-BC',
      seats: 8,
      defaultDriverId: null,
      notes: 'Ford Transit, white.\nRoof rack for eight boards.',
      active: true,
    });
    await waitFor(() => expect(screen.getByTestId('transport-details')).toHaveTextContent('Seats (driver included)8'));
  });

  it('deletes the vehicle after asking, then goes back to the list', async () => {
    let gone = false;
    open('manager', {
      [`GET ${VAN_PATH}`]: () => (gone ? problem(404, 'not_found', 'Vehicle not found.') : ok(transport())),
      [`DELETE ${VAN_PATH}`]: () => {
        gone = true;
        return noContent();
      },
    });
    await findTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Van 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete “Van 1”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vehicle “Van 1” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/transport$/));
    expect(callsTo(`DELETE ${VAN_PATH}`)).toHaveLength(1);
    expect(screen.queryByText('Vehicle not found')).not.toBeInTheDocument();
  });

  it('says plainly when no vehicle of the school has the id, or the id is not one', async () => {
    open('manager', { [`GET ${VAN_PATH}`]: () => problem(404, 'not_found', 'Vehicle not found.') });
    expect(await screen.findByText('Vehicle not found', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('transport-not-found')).toHaveTextContent('it may have been deleted');
    expect(screen.getByRole('link', { name: 'All vehicles' })).toHaveAttribute('href', '/transport');
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('takes a malformed id for a vehicle that does not exist, without asking the server', async () => {
    open('manager', {}, 'not-a-vehicle');
    expect(await screen.findByText('Vehicle not found', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(callsTo('/api/v1/transports/not-a-vehicle')).toHaveLength(0);
  });

  it('tells a member whose role does not include vehicles that they cannot see them, without asking the server', async () => {
    open('instructor');
    expect(await screen.findByText('You cannot see vehicles', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('transport-no-access')).toHaveTextContent('Your role does not include');
    expect(screen.getByRole('heading', { level: 1, name: 'Transport details' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All vehicles' })).not.toBeInTheDocument();
    expect(callsTo(`GET ${VAN_PATH}`)).toHaveLength(0);
  });

  it('offers a failed load again with Retry', async () => {
    let fail = true;
    open('manager', {
      [`GET ${VAN_PATH}`]: () => (fail ? problem(500, 'internal', 'Something went wrong.') : ok(transport())),
    });
    expect(await screen.findByText('Error fetching the vehicle.', {}, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await findTitle();
  });

  it('shows a member who may read vehicles but not change them no Edit or Delete', async () => {
    open('manager', {
      'GET /api/v1/me': () => ok({ ...meOf('manager'), permissions: ['view_transport'] }),
    });
    await findTitle();
    expect(screen.queryByRole('button', { name: 'Edit Van 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Van 1' })).not.toBeInTheDocument();
  });
});
