import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import type { Service } from '@lineup/contract/services';
import ServicesScreen from '#web/features/services/services-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const userEvent = events.setup({ delay: null });

const BOARD_ID = '00000000-0000-4000-8000-000000000001';
const PHOTO_ID = '00000000-0000-4000-8000-000000000002';
const service = (change: Partial<Service>): Service => ({
  id: BOARD_ID,
  name: 'Board rental – day',
  priceCents: 2500,
  description: 'Soft-top or epoxy.',
  status: 'active',
  soldCount: 31,
  soldTotalCents: 77_500,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});
const PHOTOS = service({
  id: PHOTO_ID,
  name: 'Photo pack',
  priceCents: 3500,
  description: '',
  status: 'archived',
  soldCount: 0,
  soldTotalCents: 0,
});

function open(profile: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/services': () => ok({ items: [service({}), PHOTOS], total: 2 }),
    ...routes,
  });
  renderScreen(<ServicesScreen />, {
    path: '/services',
    session: { name: 'Ana', email: 'ana@example.com', profile },
  });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
const putBodies = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('/services', () => {
  it('lists services with price, how many were sold, what they came to and status', async () => {
    open('manager');
    const rows = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    for (const text of ['Board rental – day', '€25.00', '31', '€775.00', 'Active']) {
      expect(rows[0]).toHaveTextContent(text);
    }
    for (const text of ['Photo pack', '€35.00', '€0.00', 'Archived']) expect(rows[1]).toHaveTextContent(text);
  });

  it('creates a service with its price in cents, and puts a taken name on its field', async () => {
    let taken = true;
    const calls = open('manager', {
      'POST /api/v1/services': (call) =>
        taken
          ? problem(400, 'validation_failed', 'Invalid', [{ path: 'body.name', message: 'Taken', code: 'taken' }])
          : created(service({ ...(call.body as Partial<Service>), id: PHOTO_ID })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.click(name);
    await userEvent.paste('Wetsuit rental – day');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price/ }), '10');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await userEvent.paste('4/3 or 3/2.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Another record already uses this value\./));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Wetsuit rental – day',
      priceCents: 1000,
      description: '4/3 or 3/2.',
      status: 'active',
    });
    taken = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Service “Wetsuit rental – day” created.')).toBeInTheDocument();
  });

  it('archives an active service and activates an archived one from their rows', async () => {
    const calls = open('manager', {
      'PUT /api/v1/services/00000000-0000-4000-8000-000000000001': (call) => ok(service(call.body as Partial<Service>)),
      'PUT /api/v1/services/00000000-0000-4000-8000-000000000002': (call) =>
        ok(service({ ...(call.body as Partial<Service>), id: PHOTO_ID })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Archive Board rental – day' }));
    expect(await screen.findByText('Service “Board rental – day” archived.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Photo pack' }));
    expect(await screen.findByText('“Photo pack” is active again.')).toBeInTheDocument();
    expect(putBodies(calls)).toEqual([
      { name: 'Board rental – day', priceCents: 2500, description: 'Soft-top or epoxy.', status: 'archived' },
      { name: 'Photo pack', priceCents: 3500, description: '', status: 'active' },
    ]);
  });

  it('archives from the form too, with the switch off', async () => {
    const calls = open('manager', {
      'PUT /api/v1/services/00000000-0000-4000-8000-000000000001': (call) => ok(service(call.body as Partial<Service>)),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Board rental – day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Board rental – day' });
    await userEvent.click(within(dialog).getByRole('switch', { name: /Active/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service “Board rental – day” saved.')).toBeInTheDocument();
    expect(putBodies(calls)).toEqual([expect.objectContaining({ status: 'archived' })]);
  });

  it('filters by status through the address', async () => {
    open('manager');
    await findTable();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(callsTo('GET /api/v1/services').at(-1)?.query.get('status')).toBe('active'));
    expect(screen.getByTestId('location').textContent).toBe('/services?status=active');
  });

  it('shows staff the services without a way to change them', async () => {
    open('staff');
    await findTable();
    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Board rental – day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Board rental – day' })).not.toBeInTheDocument();
  });
});
