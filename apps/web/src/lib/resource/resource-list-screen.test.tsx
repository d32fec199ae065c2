import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import { kitTexts } from '#web/components/kit-texts.ts';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import {
  locker,
  lockersApi,
  pass,
  passesApi,
  testTexts,
  type Locker,
  type Pass,
} from '#web/lib/resource/test-resources.ts';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, ok, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const texts = testTexts();

// Notes sort on no server: the header offers it, the kit must not ask for it.
const columns: Column<Locker>[] = [
  { key: 'name', label: 'Name', sortKey: 'name', primary: true, render: (row) => row.name },
  { key: 'notes', label: 'Notes', sortKey: 'notes', render: (row) => row.notes },
];

const valuesOf = (record: Locker | null) => ({
  name: record?.name ?? '',
  size: record?.size ?? 'board',
  notes: record?.notes ?? '',
  active: record?.active ?? true,
});

function LockerForm(props: ResourceFormProps<Locker>) {
  const { form, dialog } = useResourceForm(props, {
    api: lockersApi,
    texts,
    valuesOf,
    toInput: (values) => values,
    testId: 'locker-form',
  });
  return (
    <FormDialog {...dialog}>
      <TextInput label="Name" {...form.getInputProps('name')} />
    </FormDialog>
  );
}

function open(profile: Role, path: string, routes: Record<string, Handler> = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/lockers': () => ok({ items: [locker()], total: 1 }),
    ...routes,
  });
  renderScreen(
    <ScreenTexts texts={{ kit: kitTexts }}>
      <ResourceListScreen
        entity="place"
        api={lockersApi}
        sorts={['name', 'size']}
        filterKeys={['size', 'active']}
        columns={columns}
        form={LockerForm}
        texts={texts}
        testId="lockers"
      />
    </ScreenTexts>,
    { path, session: { name: 'Ana', email: 'ana@example.com', profile } },
  );
  return calls;
}

/** Lesson passes, archived and activated again from their rows. */
function PassForm(props: ResourceFormProps<Pass>) {
  const { dialog } = useResourceForm(props, {
    api: passesApi,
    texts,
    valuesOf: (record) => ({ title: record?.title ?? '', credits: record?.credits ?? 1, status: 'active' }),
    toInput: (values) => values,
  });
  return <FormDialog {...dialog}>{null}</FormDialog>;
}

function openPasses(profile: Role, passes: Pass[], routes: Record<string, Handler> = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/passes': () => ok({ items: passes, total: passes.length }),
    ...routes,
  });
  renderScreen(
    <ScreenTexts texts={{ kit: kitTexts }}>
      <ResourceListScreen
        entity="package"
        api={passesApi}
        sorts={['title']}
        filterKeys={[]}
        columns={[{ key: 'title', label: 'Title', primary: true, render: (row: Pass) => row.title }]}
        form={PassForm}
        texts={texts}
        testId="passes"
        statusActions
      />
    </ScreenTexts>,
    { path: '/passes', session: { name: 'Ana', email: 'ana@example.com', profile } },
  );
  return calls;
}

const where = () => screen.getByTestId('location').textContent;
const lastList = () => callsTo('GET /api/v1/lockers').at(-1)?.query;

describe('ResourceListScreen', () => {
  it('clears the search and the list’s filters, keeps the rest of the address, then offers to add', async () => {
    open('manager', '/lockers?tab=plan&size=wetsuit&q=zz&pageSize=50', {
      'GET /api/v1/lockers': () => ok({ items: [], total: 0 }),
    });
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('Nothing matches this search or these filters.');
    expect(lastList()?.get('size')).toBe('wetsuit');
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(where()).toBe('/lockers?tab=plan&pageSize=50'));
    expect(screen.getByTestId('list-empty')).toHaveTextContent('No lockers yet.');
    expect(within(screen.getByTestId('list-empty')).getByRole('button', { name: 'Add locker' })).toBeInTheDocument();
  });

  it('sorts by the contract’s keys only', async () => {
    open('manager', '/lockers');
    const table = await screen.findByRole('table', { name: 'Lockers' });
    await userEvent.click(within(table).getByRole('button', { name: /Notes/ }));
    expect(where()).toBe('/lockers');
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(where()).toBe('/lockers?order=desc'));
    expect(callsTo('GET /api/v1/lockers').some((call) => call.query.get('sort') === 'notes')).toBe(false);
  });

  it('edits a row through the form: the whole record goes out, a toast says so and the list is read again', async () => {
    const calls = open('manager', '/lockers', {
      'PUT /api/v1/lockers/00000000-0000-4000-8000-000000000007': (call) => ok(locker(call.body as Partial<Locker>)),
    });
    await screen.findByRole('table', { name: 'Lockers' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Locker 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Locker 7' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Locker 8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Locker 8” saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Locker 8',
      size: 'board',
      notes: 'By the showers',
      active: true,
    });
    await waitFor(() => expect(callsTo('GET /api/v1/lockers').length).toBeGreaterThan(1));
  });

  it('shows the list without the buttons that change it to whom the access table lets only read', async () => {
    open('staff', '/lockers');
    await screen.findByRole('table', { name: 'Lockers' });
    expect(screen.queryByRole('button', { name: 'Add locker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Locker 7' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Locker 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
  it('archives an active record and activates an archived one from its row, the whole record going out', async () => {
    const calls = openPasses(
      'manager',
      [pass(), pass({ id: '00000000-0000-4000-8000-000000000011', title: 'Old pass', status: 'archived' })],
      {
        'PUT /api/v1/passes/00000000-0000-4000-8000-000000000010': (call) => ok(pass(call.body as Partial<Pass>)),
        'PUT /api/v1/passes/00000000-0000-4000-8000-000000000011': (call) =>
          ok(pass({ ...(call.body as Partial<Pass>), id: '00000000-0000-4000-8000-000000000011' })),
      },
    );
    await screen.findByRole('table', { name: 'Lockers' });
    expect(screen.queryByRole('button', { name: 'Activate Ten lessons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Old pass' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive Ten lessons' }));
    expect(await screen.findByText('“Ten lessons” retired.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Old pass' }));
    expect(await screen.findByText('“Old pass” is active again.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { title: 'Ten lessons', credits: 10, status: 'archived' },
      { title: 'Old pass', credits: 10, status: 'active' },
    ]);
    await waitFor(() => expect(callsTo('GET /api/v1/passes').length).toBeGreaterThan(1));
  });

  it('keeps the status buttons from whom may only read', async () => {
    openPasses('staff', [pass()]);
    await screen.findByRole('table', { name: 'Lockers' });
    expect(screen.queryByRole('button', { name: 'Archive Ten lessons' })).not.toBeInTheDocument();
  });

  it('shows no status buttons on a list without them', async () => {
    open('manager', '/lockers');
    await screen.findByRole('table', { name: 'Lockers' });
    expect(screen.queryByRole('button', { name: 'Deactivate Locker 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Locker 7' })).toBeInTheDocument();
  });
});
