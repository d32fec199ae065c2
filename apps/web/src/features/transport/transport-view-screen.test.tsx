import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import type { Transport } from '@lineup/contract/transports';
import type { Work } from '@lineup/contract/works';
import TransportViewScreen from '#web/features/transport/transport-view-screen.tsx';
import { eventSummaryOf, meOf } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, noContent, ok, problem, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

const VAN_ID = '00000000-0000-4000-8000-000000000001';
const VAN_PATH = `/api/v1/transports/${VAN_ID}`;
const DRIVER_ID = '00000000-0000-4000-8000-0000000000d1';
const WORKS_PATH = '/api/v1/works';
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

const work = (change: Partial<Work>): Work => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Oil change',
  description: '',
  kind: 'maintenance',
  equipmentId: null,
  equipmentName: null,
  equipmentQuantity: null,
  transportId: VAN_ID,
  transportName: 'Van 1',
  assigneeId: DRIVER_ID,
  assigneeName: 'Rui Santos',
  dueOn: '2026-05-04',
  priority: 'medium',
  status: 'open',
  costCents: null,
  supplierId: null,
  supplierName: null,
  doneAt: null,
  overdue: false,
  mine: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

/** The works list's answer: `open` for the works not done (`open=true`), `done` for the others. */
const worksOf =
  (open: readonly Work[], done: readonly Work[], totals = { open: open.length, done: done.length }): Handler =>
  (call) =>
    call.query.get('open') === 'true'
      ? ok({ items: open, total: totals.open })
      : ok({ items: done, total: totals.done });

/** The vehicle's page at /transport/{id}, with the list's address to come back to. */
function open(profile: Role, routes: Record<string, Handler> = {}, id = VAN_ID) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    [`GET ${VAN_PATH}`]: () => ok(transport()),
    [`GET ${WORKS_PATH}`]: worksOf([], []),
    'GET /api/v1/events': () =>
      ok({ items: [eventSummaryOf({ title: 'Van trip to Ericeira' })], total: 1, page: 1, pageSize: 100 }),
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
  it('shows the vehicle’s details, its trips of the week, and the way back to the list', async () => {
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
    expect(await within(trips).findByRole('link', { name: 'Van trip to Ericeira' })).toHaveAttribute(
      'href',
      '/lesson/00000000-0000-4000-8000-0000000000e1',
    );
    expect(callsTo('GET /api/v1/events')[0]?.query.get('transportId')).toBe(VAN_ID);
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

describe('/transport/{id}: the vehicle’s works', () => {
  const worksRegion = () => screen.getByRole('region', { name: 'Works' });
  const findRows = async () => {
    await findTitle();
    return within(worksRegion()).findAllByRole('listitem', {}, { timeout: 5_000 });
  };

  it('lists the works not done first, the first due first and overdue ones marked, then the last done', async () => {
    const calls = open('manager', {
      [`GET ${WORKS_PATH}`]: worksOf(
        [
          work({ id: 'w1', title: 'Brake check', dueOn: '2026-02-10', overdue: true, priority: 'high' }),
          work({
            id: 'w2',
            title: 'Buy roof straps',
            kind: 'task',
            dueOn: null,
            status: 'in_progress',
            assigneeId: null,
            assigneeName: null,
          }),
        ],
        [work({ id: 'w3', title: 'Tyre change', status: 'done', doneAt: '2026-03-01T10:00:00.000Z' })],
      ),
    });
    const rows = await findRows();
    expect(rows.map((row) => within(row).getByText(/^(Brake check|Buy roof straps|Tyre change)$/).textContent)).toEqual(
      ['Brake check', 'Buy roof straps', 'Tyre change'],
    );
    expect(rows[0]).toHaveTextContent('Maintenance · Due Feb 10, 2026 · Rui Santos');
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[0]).toHaveTextContent('High priority');
    expect(rows[0]).toHaveTextContent(/Open$/);
    expect(rows[1]).toHaveTextContent('Task · No due date · Not assigned');
    expect(rows[1]).toHaveTextContent(/In progress$/);
    expect(rows[1]).not.toHaveTextContent('Overdue');
    expect(rows[2]).toHaveTextContent('Maintenance · Done Mar 1, 2026 · Rui Santos');
    expect(rows[2]).toHaveTextContent(/Done$/);
    expect(within(worksRegion()).getByRole('link', { name: 'All works' })).toHaveAttribute('href', '/works');
    expect(within(worksRegion()).queryByTestId('transport-works-more')).not.toBeInTheDocument();

    const asked = calls.filter((call) => call.path === WORKS_PATH).map((call) => Object.fromEntries(call.query));
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ transportId: VAN_ID, open: 'true', sort: 'dueOn', order: 'asc' }),
        expect.objectContaining({ transportId: VAN_ID, open: 'false', sort: 'updatedAt', order: 'desc' }),
      ]),
    );
    expect(asked.every((query) => query.transportId === VAN_ID)).toBe(true);
  });

  it('shows ten works at most and says how many more the works list has', async () => {
    const many = Array.from({ length: 10 }, (_, index) => work({ id: `open-${index}`, title: `Check ${index + 1}` }));
    open('manager', {
      [`GET ${WORKS_PATH}`]: worksOf(many, [work({ id: 'done-1', title: 'Tyre change', status: 'done' })], {
        open: 12,
        done: 3,
      }),
    });
    const rows = await findRows();
    expect(rows).toHaveLength(10);
    expect(within(worksRegion()).queryByText('Tyre change')).not.toBeInTheDocument();
    expect(within(worksRegion()).getByTestId('transport-works-more')).toHaveTextContent('5 more works');
  });

  it('says when the vehicle has no works yet', async () => {
    open('manager');
    await findTitle();
    expect(
      await within(worksRegion()).findByText('No works for this vehicle yet.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(worksRegion()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(worksRegion()).getByRole('link', { name: 'All works' })).toBeInTheDocument();
  });

  it('says when the works cannot be fetched, and fetches them again with Retry', async () => {
    let fail = true;
    open('manager', {
      [`GET ${WORKS_PATH}`]: (call) =>
        fail ? problem(500, 'internal', 'Something went wrong.') : worksOf([work({})], [])(call),
    });
    await findTitle();
    const error = await within(worksRegion()).findByRole('alert', {}, { timeout: 5_000 });
    expect(error).toHaveTextContent("Error fetching the vehicle's works.");
    expect(screen.getByTestId('transport-details')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    const rows = await within(worksRegion()).findAllByRole('listitem', {}, { timeout: 5_000 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Oil change');
  });
});
