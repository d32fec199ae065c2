import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import { ANY_TIDE } from '@lineup/contract/conditions';
import type { Place } from '@lineup/contract/places';
import PlacesScreen from '#web/features/places/places-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import {
  created,
  json,
  mockApi,
  noContent,
  ok,
  problem,
  refusal,
  type ApiCall,
  type Handler,
} from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

// No pause between keys: the typing is not what these tests are about.
const userEvent = events.setup({ delay: null });

const place = (change: Partial<Place>): Place => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Carcavelos',
  type: 'beach',
  country: 'PT',
  address: 'Praia de Carcavelos',
  latitude: 38.6776,
  longitude: -9.3357,
  capacity: null,
  notes: '',
  active: true,
  tideStationId: null,
  tideStates: ANY_TIDE,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

const carcavelos = place({});
const ericeira = place({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Ericeira (Ribeira d’Ilhas)',
  type: 'meeting_point',
  country: 'ES',
  capacity: 1200,
  active: false,
});

function open(profile: Role, routes: Record<string, Handler> = {}, path = '/place') {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/places': () => ok({ items: [carcavelos, ericeira], total: 2 }),
    'GET /api/v1/tide-stations': () => ok({ items: [] }),
    ...routes,
  });
  renderScreen(<PlacesScreen />, { path, session: { name: 'Ana', email: 'ana@example.com', profile } });
  return calls;
}

// The first render loads the screen's modules: on a busy machine that takes seconds.
const findTable = () => screen.findByRole('table', { name: 'Places' }, { timeout: 15_000 });

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/places');
const lastList = (calls: ApiCall[]) => listCalls(calls).at(-1)?.query;

/** Types by pasting: one change per field keeps a dialog test quick on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillNewPlace() {
  await findTable();
  await userEvent.click(screen.getByRole('button', { name: 'Add place' }));
  const dialog = await screen.findByRole('dialog', { name: 'New place' });
  await fill(within(dialog).getByRole('textbox', { name: /Name/ }), 'Costa da Caparica');
  // A new place starts in the contract's default country.
  expect(within(dialog).getByRole('combobox', { name: /Country/ })).toHaveValue('Portugal');
  await fill(within(dialog).getByRole('textbox', { name: 'Latitude' }), '38.64');
  await fill(within(dialog).getByRole('textbox', { name: 'Longitude' }), '-9.24');
  return dialog;
}

describe('/place', () => {
  it('lists the places with type, country in the reader’s language, capacity and status', async () => {
    open('manager');
    const table = await findTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Carcavelos');
    expect(rows[0]).toHaveTextContent('Beach');
    expect(rows[0]).toHaveTextContent('Portugal');
    expect(rows[0]).toHaveTextContent('No limit');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Meeting point');
    expect(rows[1]).toHaveTextContent('Spain');
    expect(rows[1]).toHaveTextContent('1,200');
    expect(rows[1]).toHaveTextContent('Inactive');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('asks the server again when the sort or the search changes, and keeps both in the address', async () => {
    const calls = open('manager');
    const table = await findTable();
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Capacity/ }));
    await waitFor(() => expect(lastList(calls)?.get('sort')).toBe('capacity'));
    expect(within(table).getByRole('columnheader', { name: /Capacity/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Capacity/ }));
    await waitFor(() => expect(lastList(calls)?.get('order')).toBe('desc'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'caparica');
    // The search waits for a pause in the typing.
    await waitFor(() => expect(lastList(calls)?.get('q')).toBe('caparica'), { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveTextContent('/place?sort=capacity&order=desc&q=caparica');
  });

  it('reads the list query from the address and filters by type', async () => {
    const calls = open('manager', {}, '/place?type=school&page=2');
    await findTable();
    expect(lastList(calls)?.get('type')).toBe('school');
    expect(lastList(calls)?.get('page')).toBe('2');
  });

  it('shows a server field error on its field and sends nothing twice', async () => {
    const calls = open('manager', {
      'POST /api/v1/places': () =>
        problem(400, 'validation_failed', 'Invalid', [
          { path: 'body.address', message: 'Too big', code: 'too_big', params: { origin: 'string', maximum: 300 } },
        ]),
    });
    const dialog = await fillNewPlace();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(address).toHaveAccessibleDescription('Use at most 300 characters.'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the fields marked in red.');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      name: 'Costa da Caparica',
      type: 'beach',
      country: 'PT',
      address: '',
      latitude: 38.64,
      longitude: -9.24,
      capacity: null,
      notes: '',
      active: true,
      tideStationId: null,
      tideStates: ANY_TIDE,
    });
  });

  it('checks the form against the contract before sending', async () => {
    const calls = open('manager');
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add place' }));
    const dialog = await screen.findByRole('dialog', { name: 'New place' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Fill in this field.');
    expect(within(dialog).getByRole('textbox', { name: 'Latitude' })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows a duplicate name refused by the server on the name field, then creates the place', async () => {
    let taken = true;
    open('manager', {
      'POST /api/v1/places': (call) =>
        taken
          ? refusal(409, 'name_taken', 'A place with this name already exists.', { name: 'Costa da Caparica' })
          : created(place({ ...(call.body as object), id: '00000000-0000-4000-8000-000000000003' })),
    });
    const dialog = await fillNewPlace();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('There is already one named "Costa da Caparica". Choose another name.'),
    );
    taken = false;
    await userEvent.click(name);
    await userEvent.keyboard('{End} Sul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Place “Costa da Caparica Sul” created.')).toBeInTheDocument();
  });

  it('shows a capacity refused under what upcoming lessons bring, with those lessons, and keeps the form open', async () => {
    open('manager', {
      'PUT /api/v1/places/00000000-0000-4000-8000-000000000001': () =>
        json(409, {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          code: 'conflict',
          detail: 'Too small.',
          reason: 'place_below_bookings',
          params: { place: 'Carcavelos', capacity: 2, lessons: 1, list: '' },
          lessons: [{ id: 'l1', title: 'Morning group', startsAt: '2026-07-02T09:00:00.000Z', count: 3 }],
        }),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Carcavelos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carcavelos' });
    const capacity = within(dialog).getByRole('textbox', { name: /Capacity/ });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Carcavelos would take 2 students at once, fewer than 1 upcoming lesson(s) bring in.',
    );
    expect(within(alert).getByRole('link', { name: 'Morning group' })).toHaveAttribute('href', '/lesson/l1');
    expect(screen.queryByRole('dialog', { name: 'Go ahead?' })).not.toBeInTheDocument();
  });

  it('asks before deleting, and offers to deactivate a place in use', async () => {
    const calls = open('manager', {
      'DELETE /api/v1/places/00000000-0000-4000-8000-000000000001': () =>
        refusal(409, 'in_use', 'This place is used by lessons.'),
      'PUT /api/v1/places/00000000-0000-4000-8000-000000000001': (call) => ok(place(call.body as Partial<Place>)),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Carcavelos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete “Carcavelos”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refused = await screen.findByRole('dialog', { name: '“Carcavelos” is in use' });
    expect(refused).toHaveTextContent('Deactivate it instead');
    await userEvent.click(within(refused).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Place “Carcavelos” deactivated.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Carcavelos', active: false });
    // The list is read again after the change.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('deletes a place that nothing uses', async () => {
    const calls = open('owner', {
      'DELETE /api/v1/places/00000000-0000-4000-8000-000000000001': () => noContent(),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Carcavelos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Place “Carcavelos” deleted.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('is read-only for staff: no add, edit or delete', async () => {
    open('staff');
    await findTable();
    expect(screen.queryByRole('button', { name: 'Add place' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says what failed with Retry and no page count when the list cannot be read', async () => {
    open('manager', { 'GET /api/v1/places': () => problem(500, 'internal', 'Server error') });
    // Two retries of a server error come first.
    const failure = await screen.findByTestId('list-error', {}, { timeout: 10_000 });
    expect(failure).toHaveTextContent('Error fetching the places.');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
  });

  it('offers to add the first place when there is none', async () => {
    open('manager', { 'GET /api/v1/places': () => ok({ items: [], total: 0 }) });
    const empty = await screen.findByTestId('list-empty', {}, { timeout: 5000 });
    expect(empty).toHaveTextContent('No places yet.');
    expect(within(empty).getByRole('button', { name: 'Add place' })).toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
  });
});
