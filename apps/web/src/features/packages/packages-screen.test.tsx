import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Package } from '@lineup/contract/packages';
import type { Role } from '@lineup/contract/roles';
import PackagesScreen from '#web/features/packages/packages-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, ok, refusal } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const userEvent = events.setup({ delay: null });

const GROUP_ID = '00000000-0000-4000-8000-0000000000aa';
const TEN_ID = '00000000-0000-4000-8000-000000000001';
const OLD_ID = '00000000-0000-4000-8000-000000000002';
const pack = (change: Partial<Package>): Package => ({
  id: TEN_ID,
  name: '10 group lessons',
  lessonTypeId: GROUP_ID,
  lessonTypeName: 'Group lesson',
  credits: 10,
  priceCents: 25_000,
  validityDays: 180,
  description: 'Board and wetsuit included.',
  status: 'active',
  soldCount: 12,
  creditsConsumed: 87,
  soldTotalCents: 300_000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});
const OLD = pack({
  id: OLD_ID,
  name: 'Winter pass',
  lessonTypeId: null,
  lessonTypeName: null,
  credits: 1,
  priceCents: 4000,
  validityDays: null,
  description: '',
  status: 'archived',
  soldCount: 0,
  creditsConsumed: 0,
  soldTotalCents: 0,
});

function open(profile: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/packages': () => ok({ items: [pack({}), OLD], total: 2 }),
    'GET /api/v1/event-types': () => ok({ items: [{ id: GROUP_ID, name: 'Group lesson', active: true }], total: 1 }),
    ...routes,
  });
  renderScreen(<PackagesScreen />, {
    path: '/packages',
    session: { name: 'Ana', email: 'ana@example.com', profile },
  });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Packages' }, { timeout: 15_000 });
const putBodies = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('/packages', () => {
  it('lists packages with lesson type, credits, validity, price, what was sold and status', async () => {
    open('manager');
    const rows = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    for (const text of ['10 group lessons', 'Group lesson', '10', '180 days', '€250.00', '12', '87', '€3,000.00']) {
      expect(rows[0]).toHaveTextContent(text);
    }
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    for (const text of ['Winter pass', 'Any lesson', 'Never expires', '€40.00', '€0.00', 'Archived']) {
      expect(rows[1]).toHaveTextContent(text);
    }
  });

  it('creates a package for a lesson type chosen among lesson types, with a price in cents and no expiry', async () => {
    const calls = open('manager', {
      'POST /api/v1/packages': (call) => created(pack({ ...(call.body as Partial<Package>), id: OLD_ID })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('5 group lessons');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Lesson type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Group lesson' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Credits/ }), '5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price/ }), '139.5');
    const validity = within(dialog).getByRole('textbox', { name: /Validity in days/ });
    expect(validity).toHaveAttribute('placeholder', 'Never expires');
    expect(validity).toHaveAccessibleDescription(/Leave empty if they never expire/);
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await userEvent.paste('Mornings only.\nBoard included.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Package “5 group lessons” created.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: '5 group lessons',
      lessonTypeId: GROUP_ID,
      credits: 5,
      priceCents: 13_950,
      validityDays: null,
      description: 'Mornings only.\nBoard included.',
      status: 'active',
    });
    expect(callsTo('GET /api/v1/event-types').every((call) => call.query.get('kind') === 'lesson')).toBe(true);
  });

  it('keeps a package without credits from being sent, and keeps any lesson when no type is chosen', async () => {
    const calls = open('manager', {
      'PUT /api/v1/packages/00000000-0000-4000-8000-000000000002': (call) =>
        ok(pack({ ...(call.body as Partial<Package>), id: OLD_ID })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Winter pass' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Winter pass' });
    const credits = within(dialog).getByRole('textbox', { name: /Credits/ });
    await userEvent.clear(credits);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Check the fields marked in red.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.type(credits, '2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Validity in days/ }), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package “Winter pass” saved.')).toBeInTheDocument();
    expect(putBodies(calls)).toEqual([
      {
        name: 'Winter pass',
        lessonTypeId: null,
        credits: 2,
        priceCents: 4000,
        validityDays: 30,
        description: '',
        status: 'archived',
      },
    ]);
  });

  it('archives an active package and activates an archived one from their rows', async () => {
    const calls = open('manager', {
      'PUT /api/v1/packages/00000000-0000-4000-8000-000000000001': (call) => ok(pack(call.body as Partial<Package>)),
      'PUT /api/v1/packages/00000000-0000-4000-8000-000000000002': (call) =>
        ok(pack({ ...(call.body as Partial<Package>), id: OLD_ID })),
    });
    await findTable();
    expect(screen.queryByRole('button', { name: 'Activate 10 group lessons' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive 10 group lessons' }));
    expect(await screen.findByText('Package “10 group lessons” archived.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Winter pass' }));
    expect(await screen.findByText('“Winter pass” is active again.')).toBeInTheDocument();
    expect(putBodies(calls)).toEqual([
      {
        name: '10 group lessons',
        lessonTypeId: GROUP_ID,
        credits: 10,
        priceCents: 25_000,
        validityDays: 180,
        description: 'Board and wetsuit included.',
        status: 'archived',
      },
      {
        name: 'Winter pass',
        lessonTypeId: null,
        credits: 1,
        priceCents: 4000,
        validityDays: null,
        description: '',
        status: 'active',
      },
    ]);
  });

  it('offers to archive a sold package that cannot be deleted', async () => {
    const calls = open('manager', {
      'DELETE /api/v1/packages/00000000-0000-4000-8000-000000000001': () =>
        refusal(409, 'in_use', 'This package has been sold, so it cannot be deleted. Archive it instead.', {
          offer: 'archive',
        }),
      'PUT /api/v1/packages/00000000-0000-4000-8000-000000000001': (call) => ok(pack(call.body as Partial<Package>)),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete 10 group lessons' }));
    const question = await screen.findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await within(question).findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Package “10 group lessons” archived.')).toBeInTheDocument();
    expect(putBodies(calls)).toEqual([expect.objectContaining({ status: 'archived' })]);
  });

  it('shows active and archived packages until the status filter narrows them', async () => {
    open('manager');
    await findTable();
    expect(callsTo('GET /api/v1/packages')[0]?.query.has('status')).toBe(false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Archived' }));
    await waitFor(() => expect(callsTo('GET /api/v1/packages').at(-1)?.query.get('status')).toBe('archived'));
    expect(screen.getByTestId('location').textContent).toBe('/packages?status=archived');
  });

  it('shows staff the packages without a way to change them', async () => {
    open('staff');
    await findTable();
    expect(screen.queryByRole('button', { name: 'Add package' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive 10 group lessons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate Winter pass' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
