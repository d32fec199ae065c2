import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import type { Work } from '@lineup/contract/works';
import WorksScreen from '#web/features/works/works-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { created, mockApi, ok, problem, type ApiCall, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

const BOARD = '00000000-0000-4000-8000-0000000000b1';
const VAN = '00000000-0000-4000-8000-0000000000c1';
const ANA = '00000000-0000-4000-8000-0000000000d1';
const OCEAN = '00000000-0000-4000-8000-0000000000e1';
const REPAIR = '00000000-0000-4000-8000-000000000001';
const INSPECTION = '00000000-0000-4000-8000-000000000002';
const KIT = '00000000-0000-4000-8000-000000000003';

const work = (change: Partial<Work>): Work => ({
  id: REPAIR,
  title: 'Ding repair',
  description: '',
  kind: 'maintenance',
  equipmentId: BOARD,
  equipmentName: 'Epoxy 6\'6"',
  equipmentQuantity: 2,
  transportId: null,
  transportName: null,
  assigneeId: ANA,
  assigneeName: 'Ana Silva',
  dueOn: '2026-05-04',
  priority: 'high',
  status: 'in_progress',
  costCents: null,
  supplierId: null,
  supplierName: null,
  doneAt: null,
  overdue: false,
  mine: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

const WORKS = [
  work({}),
  work({
    id: INSPECTION,
    title: 'Van 1 inspection',
    equipmentId: null,
    equipmentName: null,
    equipmentQuantity: null,
    transportId: VAN,
    transportName: 'Van 1',
    assigneeId: null,
    assigneeName: null,
    priority: 'medium',
    status: 'open',
    mine: false,
  }),
  work({
    id: KIT,
    title: 'First-aid kit',
    kind: 'task',
    equipmentId: null,
    equipmentName: null,
    equipmentQuantity: null,
    assigneeId: null,
    assigneeName: null,
    dueOn: '2026-01-10',
    overdue: true,
    priority: 'low',
    status: 'done',
    costCents: 12_050,
    mine: false,
  }),
];

const named = (id: string, name: string) => ({ id, name, active: true });

function open(profile: Role, routes: Record<string, Handler> = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/works': () => ok({ items: WORKS, total: WORKS.length }),
    'GET /api/v1/equipment': () => ok({ items: [named(BOARD, 'Epoxy 6\'6"')], total: 1 }),
    'GET /api/v1/transports': () => ok({ items: [named(VAN, 'Van 1')], total: 1 }),
    'GET /api/v1/staff': () => ok({ items: [named(ANA, 'Ana Silva')], total: 1 }),
    'GET /api/v1/suppliers': () => ok({ items: [named(OCEAN, 'Ocean Boards Lda')], total: 1 }),
    ...routes,
  });
  renderScreen(<WorksScreen />, { path: '/works', session: { name: 'Ana', email: 'ana@example.com', profile } });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Works' }, { timeout: 15_000 });
const rowsOf = async () =>
  within(await findTable())
    .getAllByRole('row')
    .slice(1);
const lastList = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/works').at(-1)?.query;

async function choose(container: HTMLElement, field: RegExp, option: string | RegExp) {
  await userEvent.click(within(container).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/works', () => {
  it('lists each work with what it is on, its assignee, due day, priority and status', async () => {
    open('manager');
    const [repair, inspection, kit] = (await rowsOf()) as HTMLElement[];
    expect(repair).toHaveTextContent('Ding repair');
    expect(repair).toHaveTextContent('Maintenance');
    expect(repair).toHaveTextContent('Epoxy 6\'6" ×2');
    expect(repair).toHaveTextContent('Ana Silva');
    expect(repair).toHaveTextContent('May 4, 2026');
    expect(repair).toHaveTextContent('High');
    expect(repair).toHaveTextContent('In progress');
    expect(repair).not.toHaveTextContent('Overdue');
    expect(inspection).toHaveTextContent('Van 1');
    expect(inspection).toHaveTextContent('Nobody');
    expect(inspection).toHaveTextContent('Open');
    expect(kit).toHaveTextContent('Task');
    expect(kit).toHaveTextContent('None');
    const due = within(kit as HTMLElement).getByText('Jan 10, 2026');
    expect(due.getAttribute('style')).toMatch(/color: var\(--mantine-color-red/);
    expect(kit).toHaveTextContent('Overdue');
    // A manager may move every work and change it.
    expect(within(repair as HTMLElement).getByRole('button', { name: 'Mark Ding repair as done' })).toBeVisible();
    expect(within(inspection as HTMLElement).getByRole('button', { name: 'Start Van 1 inspection' })).toBeVisible();
    expect(within(kit as HTMLElement).getByRole('button', { name: 'Reopen First-aid kit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add work' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Van 1 inspection' })).toBeVisible();
  });

  it('shows staff every work, and the next step only on their own', async () => {
    open('staff');
    const [repair, inspection, kit] = (await rowsOf()) as HTMLElement[];
    expect(within(repair as HTMLElement).getByRole('button', { name: 'Mark Ding repair as done' })).toBeVisible();
    expect(within(inspection as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(kit as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add work' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ding repair' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ding repair' })).not.toBeInTheDocument();
  });

  it('moves a work to its next status with one click', async () => {
    const calls = open('staff', {
      [`PATCH /api/v1/works/${REPAIR}/status`]: (call) => ok(work({ ...(call.body as object) })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Ding repair as done' }));
    expect(await screen.findByText('“Ding repair” is done.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'done' });
    // The list is read again with the change.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/works').length).toBeGreaterThan(1));
  });

  it('says why a reopening is refused when the units are no longer free', async () => {
    open('manager', {
      [`PATCH /api/v1/works/${KIT}/status`]: () =>
        problem(400, 'validation_failed', 'Invalid', [
          { path: 'body.status', message: 'Only 0', code: 'units_unavailable', params: { available: 0 } },
        ]),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen First-aid kit' }));
    expect(
      await screen.findByText('Only 0 units are free: the others are out of use or under other maintenance.'),
    ).toBeInTheDocument();
  });

  it('filters by the quick toggles and by status, kind and priority, in the address', async () => {
    const calls = open('staff');
    await findTable();
    const mine = screen.getByRole('button', { name: 'Mine', pressed: false });
    await userEvent.click(mine);
    await waitFor(() => expect(lastList(calls)?.get('mine')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Mine', pressed: true })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Overdue', pressed: false }));
    await waitFor(() => expect(lastList(calls)?.get('overdue')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Open', pressed: false }));
    await waitFor(() => expect(lastList(calls)?.get('open')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Mine', pressed: true }));
    await waitFor(() => expect(lastList(calls)?.get('mine')).toBeNull());
    await choose(document.body, /^Status/, 'Done');
    await choose(document.body, /^Kind/, 'Task');
    await choose(document.body, /^Priority/, 'Low');
    await waitFor(() => expect(lastList(calls)?.get('priority')).toBe('low'));
    expect(lastList(calls)?.get('status')).toBe('done');
    expect(lastList(calls)?.get('kind')).toBe('task');
    expect(screen.getByTestId('location')).toHaveTextContent('overdue=true');
  });

  it('creates maintenance on equipment chosen by name, with its units, assignee, due day and cost', async () => {
    const calls = open('manager', {
      'POST /api/v1/works': (call) => created(work({ ...(call.body as object), id: 'new' })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add work' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Title/ }));
    await userEvent.paste('Rail repair');
    await choose(dialog, /^Kind/, 'Maintenance');
    const units = within(dialog).getByRole('textbox', { name: /Units/ });
    expect(units).toBeDisabled();
    // A vehicle first, then equipment: a work is on one of them.
    await choose(dialog, /Vehicle/, 'Van 1');
    await choose(dialog, /Equipment/, 'Epoxy 6\'6"');
    expect(within(dialog).getByRole('combobox', { name: /Vehicle/ })).toHaveValue('');
    expect(units).toBeEnabled();
    expect(units).toHaveValue('1');
    await userEvent.clear(units);
    await userEvent.type(units, '2');
    await choose(dialog, /Assignee/, 'Ana Silva');
    await userEvent.type(within(dialog).getByLabelText(/Due date/), '2026-06-01');
    await choose(dialog, /^Priority/, 'High');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Cost/ }), '45');
    await choose(dialog, /Supplier/, 'Ocean Boards Lda');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await userEvent.paste('Glue the rail.\nReplace the skin.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Work “Rail repair” created.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Rail repair',
      description: 'Glue the rail.\nReplace the skin.',
      kind: 'maintenance',
      equipmentId: BOARD,
      equipmentQuantity: 2,
      transportId: null,
      assigneeId: ANA,
      dueOn: '2026-06-01',
      priority: 'high',
      status: 'open',
      costCents: 4_500,
      supplierId: OCEAN,
    });
  });

  it('puts the server’s refusal of units that are not free on the units field', async () => {
    open('manager', {
      [`PUT /api/v1/works/${REPAIR}`]: () =>
        problem(400, 'validation_failed', 'Invalid', [
          { path: 'body.equipmentQuantity', message: 'Only 1', code: 'units_unavailable', params: { available: 1 } },
        ]),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Ding repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ding repair' });
    expect(within(dialog).getByRole('combobox', { name: /Equipment/ })).toHaveValue('Epoxy 6\'6"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const units = within(dialog).getByRole('textbox', { name: /Units/ });
    await waitFor(() =>
      expect(units).toHaveAccessibleDescription(
        /Only 1 units are free: the others are out of use or under other maintenance\./,
      ),
    );
  });
});
