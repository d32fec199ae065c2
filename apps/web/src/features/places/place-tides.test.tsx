import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANY_TIDE, type Conditions, type TideStation, type TideStates } from '@lineup/contract/conditions';
import type { Place } from '@lineup/contract/places';
import PlacesScreen from '#web/features/places/places-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { created, mockApi, ok, problem, type ApiCall, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const userEvent = events.setup({ delay: null });

const CARCAVELOS_ID = '00000000-0000-4000-8000-000000000001';
const ERICEIRA_ID = '00000000-0000-4000-8000-000000000002';
const CREDIT = 'TICON-4 (CC BY 4.0)';

const place = (change: Partial<Place>): Place => ({
  id: CARCAVELOS_ID,
  name: 'Carcavelos',
  type: 'beach',
  country: 'PT',
  address: 'Praia de Carcavelos',
  latitude: 38.6776,
  longitude: -9.3357,
  capacity: 40,
  notes: 'Lockers by the lifeguard tower.',
  active: true,
  tideStationId: null,
  tideStates: ANY_TIDE,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

const station = (id: string, name: string, distanceKm: number | null): TideStation => ({
  id,
  name,
  country: 'PT',
  latitude: 38.69,
  longitude: -9.42,
  distanceKm,
});

const cascais = station('ticon/cascais-209-prt-uhslc_fd', 'Cascais', 7.2);
const lisboa = station('ticon/lisboa-prt', 'Lisboa', 18.3);
const peniche = station('ticon/peniche-prt', 'Peniche', 72.4);

/** The conditions of a place whose station is this one (or none). */
function conditionsOf(placeId: string, answer: (TideStation & { chosen: boolean }) | null): Conditions {
  return {
    placeId,
    day: '2026-07-14',
    timeZone: 'Europe/Lisbon',
    station: answer && { ...answer, distanceKm: answer.distanceKm ?? 0, datum: 'LAT', attribution: CREDIT },
    tides: null,
    daylight: { dawn: null, sunrise: null, sunset: null, dusk: null, polar: null },
    forecast: null,
    notice: 'astronomical_only',
  };
}

/** The nearest two stations, Cascais first; by name, those whose name holds the search. */
const nearby: Handler = (call) => {
  const q = call.query.get('q')?.toLowerCase() ?? '';
  const all = [cascais, lisboa, peniche];
  return ok({ items: q ? all.filter((one) => one.name.toLowerCase().includes(q)) : all.slice(0, 2) });
};

function open(places: Place[], routes: Record<string, Handler> = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf('manager')),
    'GET /api/v1/places': () => ok({ items: places, total: places.length }),
    'GET /api/v1/tide-stations': nearby,
    [`GET /api/v1/places/${CARCAVELOS_ID}/conditions`]: () =>
      ok(conditionsOf(CARCAVELOS_ID, { ...cascais, chosen: false })),
    [`PUT /api/v1/places/${CARCAVELOS_ID}`]: (call) => ok(place(call.body as Partial<Place>)),
    'POST /api/v1/places': (call) => created(place({ ...(call.body as Partial<Place>), id: ERICEIRA_ID })),
    ...routes,
  });
  renderScreen(<PlacesScreen />, {
    path: '/place',
    session: { name: 'Ana', email: 'ana@example.com', profile: 'manager' },
  });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Places' }, { timeout: 15_000 });

async function edit(name: string) {
  await findTable();
  await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

async function save(dialog: HTMLElement, calls: ApiCall[], method: 'PUT' | 'POST' = 'PUT') {
  await userEvent.click(within(dialog).getByRole('button', { name: method === 'PUT' ? 'Save' : 'Create' }));
  await waitFor(() => expect(calls.some((call) => call.method === method)).toBe(true));
  return calls.find((call) => call.method === method)?.body as Record<string, unknown>;
}

const stationLine = async (dialog: HTMLElement, text: string) =>
  waitFor(() => expect(within(dialog).getByTestId('tide-station')).toHaveTextContent(text));

const toggle = (dialog: HTMLElement, level: RegExp | string, state: string) =>
  userEvent.click(within(within(dialog).getByRole('group', { name: level })).getByRole('button', { name: state }));

describe('a place’s tides', () => {
  it('shows the saved place’s station with its distance, its data’s credit and the notice', async () => {
    open([place({})]);
    const dialog = await edit('Carcavelos');
    await stationLine(dialog, 'Cascais, 7.2 km — nearest');
    expect(within(dialog).getByText(`Tide data: ${CREDIT}`)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Tide predictions are astronomical: not for navigation, and they take no account of swell, wind or surge.',
      ),
    ).toBeInTheDocument();
    // Nothing to go back to while the nearest is the one taken.
    expect(within(dialog).queryByRole('button', { name: 'Use the nearest' })).not.toBeInTheDocument();
  });

  it('finds a new place’s nearest station from its point', async () => {
    const calls = open([]);
    await screen.findByTestId('list-empty', {}, { timeout: 15_000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Add place' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New place' });
    expect(within(dialog).getByTestId('tide-station')).toHaveTextContent(
      'Set the place on the map to find its nearest tide station.',
    );
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Latitude' }));
    await userEvent.paste('38.64');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Longitude' }));
    await userEvent.paste('-9.24');
    await stationLine(dialog, 'Cascais, 7.2 km — nearest');
    const asked = calls.filter((call) => call.path === '/api/v1/tide-stations').at(-1)?.query;
    expect(Object.fromEntries(asked ?? [])).toEqual({ latitude: '38.64', longitude: '-9.24', limit: '5' });
  });

  it('says so when no station is within 100 km', async () => {
    open([place({ latitude: 39.46, longitude: -6.37 })], {
      [`GET /api/v1/places/${CARCAVELOS_ID}/conditions`]: () => ok(conditionsOf(CARCAVELOS_ID, null)),
    });
    const dialog = await edit('Carcavelos');
    await stationLine(dialog, 'No tide station within 100 km');
    expect(within(dialog).queryByText(/Tide data:/)).not.toBeInTheDocument();
  });

  it('sends the id of another station chosen from those nearest', async () => {
    const calls = open([place({})]);
    const dialog = await edit('Carcavelos');
    await stationLine(dialog, 'Cascais, 7.2 km — nearest');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tide station' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lisboa · 18.3 km' }));
    await stationLine(dialog, 'Lisboa, 18.3 km — chosen');
    expect(await save(dialog, calls)).toMatchObject({ tideStationId: lisboa.id });
  });

  it('searches the stations by name as the reader types', async () => {
    const calls = open([place({})]);
    const dialog = await edit('Carcavelos');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tide station' }));
    // The nearest are offered first; Peniche is not among them.
    expect(await screen.findByRole('option', { name: 'Lisboa · 18.3 km' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Peniche/ })).not.toBeInTheDocument();
    await userEvent.paste('penic');
    await userEvent.click(await screen.findByRole('option', { name: 'Peniche · 72.4 km' }));
    const searches = calls.filter((call) => call.path === '/api/v1/tide-stations' && call.query.has('q'));
    expect(searches.at(-1)?.query.get('q')).toBe('penic');
    // Nearest the place first, even when searched by name.
    expect(searches.at(-1)?.query.get('latitude')).toBe('38.6776');
    await stationLine(dialog, 'Peniche, 72.4 km — chosen');
    expect(await save(dialog, calls)).toMatchObject({ tideStationId: peniche.id });
  });

  it('goes back to the nearest station with "Use the nearest", which sends null', async () => {
    const calls = open([place({ tideStationId: peniche.id })], {
      [`GET /api/v1/places/${CARCAVELOS_ID}/conditions`]: () =>
        ok(conditionsOf(CARCAVELOS_ID, { ...peniche, chosen: true })),
    });
    const dialog = await edit('Carcavelos');
    await stationLine(dialog, 'Peniche, 72.4 km — chosen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the nearest' }));
    await stationLine(dialog, 'Cascais, 7.2 km — nearest');
    expect(await save(dialog, calls)).toMatchObject({ tideStationId: null });
  });

  it('sends the tide states toggled for a level, in the tides’ order', async () => {
    const calls = open([place({})]);
    const dialog = await edit('Carcavelos');
    expect(within(dialog).getByText(/None chosen means any tide/)).toBeInTheDocument();
    await toggle(dialog, 'Beginners', 'Mid');
    await toggle(dialog, 'Beginners', 'Low');
    await toggle(dialog, /Every lesson/, 'High');
    await toggle(dialog, /Every lesson/, 'High');
    const beginners = within(dialog).getByRole('group', { name: 'Beginners' });
    expect(within(beginners).getByRole('button', { name: 'Low' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(beginners).getByRole('button', { name: 'High' })).toHaveAttribute('aria-pressed', 'false');
    const body = await save(dialog, calls);
    expect(body.tideStates).toEqual({ all: [], beginner: ['low', 'mid'], intermediate: [], advanced: [] });
  });

  it('creates a place with the tides chosen for it', async () => {
    const calls = open([]);
    await screen.findByTestId('list-empty', {}, { timeout: 15_000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Add place' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New place' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('Ribeira d’Ilhas');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Latitude' }));
    await userEvent.paste('38.98');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Longitude' }));
    await userEvent.paste('-9.42');
    await toggle(dialog, 'Advanced', 'High');
    await toggle(dialog, 'Beginners', 'Low');
    await toggle(dialog, 'Beginners', 'Mid');
    const body = await save(dialog, calls, 'POST');
    expect(body).toMatchObject({
      tideStationId: null,
      tideStates: { all: [], beginner: ['low', 'mid'], intermediate: [], advanced: ['high'] },
    });
  });

  it('sends an older place’s tides as they are when only its name changes, and wipes nothing', async () => {
    const calls = open([place({})]);
    const dialog = await edit('Carcavelos');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.keyboard('{End} Sul');
    expect(await save(dialog, calls)).toEqual({
      name: 'Carcavelos Sul',
      type: 'beach',
      country: 'PT',
      address: 'Praia de Carcavelos',
      latitude: 38.6776,
      longitude: -9.3357,
      capacity: 40,
      notes: 'Lockers by the lifeguard tower.',
      active: true,
      tideStationId: null,
      tideStates: ANY_TIDE,
    });
  });

  it('keeps a place’s tide settings when its station cannot be read', async () => {
    const tideStates: TideStates = { all: ['mid', 'high'], beginner: ['mid'], intermediate: [], advanced: ['high'] };
    const calls = open([place({ tideStationId: lisboa.id, tideStates: structuredClone(tideStates) })], {
      [`GET /api/v1/places/${CARCAVELOS_ID}/conditions`]: () => problem(404, 'not_found', 'Not found'),
      'GET /api/v1/tide-stations': () => problem(404, 'not_found', 'Not found'),
    });
    const dialog = await edit('Carcavelos');
    await stationLine(dialog, 'Error fetching the tide stations.');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.keyboard('{End} Sul');
    expect(await save(dialog, calls)).toMatchObject({ name: 'Carcavelos Sul', tideStationId: lisboa.id, tideStates });
  });
});
