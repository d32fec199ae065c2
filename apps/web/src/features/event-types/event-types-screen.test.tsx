import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventType } from '@lineup/contract/event-types';
import type { Role } from '@lineup/contract/roles';
import EventTypesScreen from '#web/features/event-types/event-types-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, ok, refusal, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const userEvent = events.setup({ delay: null });

const type = (change: Partial<EventType>): EventType => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'lesson',
  name: 'Group lesson',
  color: '#1d4ed8',
  durationMinutes: 120,
  capacity: 24,
  studentsPerInstructor: 6,
  level: 'beginner',
  priceCents: 3500,
  creditsPerAttendance: 1,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

const lessons = [
  type({}),
  type({
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Improver coaching',
    color: '#15803d',
    durationMinutes: 90,
    capacity: null,
    level: 'intermediate',
    priceCents: 4500,
    creditsPerAttendance: 2,
  }),
];
const events_ = [
  type({
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'event',
    name: 'Yoga on the beach',
    color: '#be185d',
    durationMinutes: 45,
    capacity: 15,
    studentsPerInstructor: 15,
    level: 'all',
    priceCents: 1500,
    creditsPerAttendance: 0,
  }),
];

function open(profile: Role, path: string, routes: Record<string, Handler> = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/event-types': (call) => {
      const items = call.query.get('kind') === 'event' ? events_ : lessons;
      return ok({ items, total: items.length });
    },
    ...routes,
  });
  renderScreen(<EventTypesScreen />, { path, session: { name: 'Ana', email: 'ana@example.com', profile } });
  return calls;
}

const findTable = (name: string) => screen.findByRole('table', { name }, { timeout: 15_000 });
const location = () => screen.getByTestId('location').textContent;

describe('/lessontypes and /eventtypes', () => {
  it('shows the lesson types at /lessontypes, with duration in hours and minutes, no limit, price and credits', async () => {
    open('manager', '/lessontypes');
    const table = await findTable('Lesson types');
    expect(screen.getByRole('tab', { name: 'Lesson types' })).toHaveAttribute('aria-selected', 'true');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(
      expect.arrayContaining(['Duration', 'Capacity', 'Per instructor', 'Level', 'Price', 'Credits']),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Group lesson');
    expect(rows[0]).toHaveTextContent('2 h');
    expect(rows[0]).toHaveTextContent('Beginner');
    expect(rows[0]).toHaveTextContent('€35.00');
    expect(rows[1]).toHaveTextContent('1 h 30 min');
    expect(rows[1]).toHaveTextContent('No limit');
    expect(rows[1]).toHaveTextContent('Intermediate');
    expect(callsTo('GET /api/v1/event-types')[0]?.query.get('kind')).toBe('lesson');
    // The list's kind never shows in the address: it is the path's.
    expect(location()).toBe('/lessontypes');
  });

  it('shows the event types at /eventtypes without credits, and each tab goes to its own address', async () => {
    open('manager', '/eventtypes');
    const table = await findTable('Event types');
    expect(screen.getByRole('tab', { name: 'Event types' })).toHaveAttribute('aria-selected', 'true');
    expect(within(table).queryByRole('columnheader', { name: /Credits/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('45 min');
    expect(callsTo('GET /api/v1/event-types').every((call) => call.query.get('kind') === 'event')).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'Lesson types' }));
    await waitFor(() => expect(location()).toBe('/lessontypes'));
    await findTable('Lesson types');
    expect(callsTo('GET /api/v1/event-types').at(-1)?.query.get('kind')).toBe('lesson');
    // The export holds the same list: the tab's kind goes with it.
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo('GET /api/v1/event-types/export')).toHaveLength(1));
    expect(callsTo('GET /api/v1/event-types/export')[0]?.query.get('kind')).toBe('lesson');
  });

  it('creates a lesson type from the palette, with a readable duration and the price in cents', async () => {
    const calls = open('manager', '/lessontypes', {
      'POST /api/v1/event-types': (call) =>
        created(type({ ...(call.body as object), id: '00000000-0000-4000-8000-000000000009' })),
    });
    await findTable('Lesson types');
    await userEvent.click(screen.getByRole('button', { name: 'Add lesson type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New lesson type' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('Semi-private lesson');
    const palette = within(dialog).getByRole('radiogroup', { name: 'Calendar palette' });
    expect(within(palette).getAllByRole('radio')).toHaveLength(12);
    expect(within(palette).getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.click(within(palette).getByRole('radio', { name: 'Teal' }));
    expect(within(palette).getByRole('radio', { name: 'Teal' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Colour/ })).toHaveValue('#0f766e');
    const duration = within(dialog).getByRole('textbox', { name: /Duration/ });
    expect(duration).toHaveAccessibleDescription('Lasts 1 h 30 min.');
    await userEvent.clear(duration);
    await userEvent.type(duration, '105');
    expect(duration).toHaveAccessibleDescription('Lasts 1 h 45 min.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Capacity/ }), '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price per person/ }), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Lesson type “Semi-private lesson” created.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'lesson',
      name: 'Semi-private lesson',
      color: '#0f766e',
      durationMinutes: 105,
      capacity: 3,
      studentsPerInstructor: 6,
      level: 'all',
      priceCents: 4500,
      creditsPerAttendance: 1,
      active: true,
    });
  });

  it('creates an event type without credits, a colour chosen with the keyboard', async () => {
    const calls = open('manager', '/eventtypes', {
      'POST /api/v1/event-types': (call) =>
        created(type({ ...(call.body as object), id: '00000000-0000-4000-8000-000000000010' })),
    });
    await findTable('Event types');
    await userEvent.click(screen.getByRole('button', { name: 'Add event type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event type' });
    expect(within(dialog).queryByRole('textbox', { name: /Credits/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('Surf trip');
    // One tab stop in the palette, on the chosen colour; arrows move and choose.
    const blue = within(dialog).getByRole('radio', { name: 'Blue' });
    expect(blue).toHaveAttribute('tabindex', '0');
    expect(within(dialog).getByRole('radio', { name: 'Cyan' })).toHaveAttribute('tabindex', '-1');
    blue.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const slate = within(dialog).getByRole('radio', { name: 'Slate' });
    expect(slate).toBeChecked();
    expect(slate).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Cyan' })).toHaveFocus();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price per person/ }), '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Event type “Surf trip” created.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      kind: 'event',
      color: '#0e7490',
      durationMinutes: 120,
      capacity: null,
      priceCents: 8000,
      creditsPerAttendance: 0,
    });
  });

  it('edits a type with its own values and sends its kind back unchanged', async () => {
    const calls = open('manager', '/lessontypes', {
      'PUT /api/v1/event-types/00000000-0000-4000-8000-000000000002': (call) => ok(type({ ...(call.body as object) })),
    });
    await findTable('Lesson types');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Improver coaching' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Improver coaching' });
    expect(within(dialog).getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Capacity/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /Credits per attendance/ })).toHaveValue('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      kind: 'lesson',
      color: '#15803d',
      capacity: null,
      creditsPerAttendance: 2,
      durationMinutes: 90,
    });
  });

  it('offers to deactivate a lesson type in use instead of deleting it, keeping its kind', async () => {
    const calls = open('owner', '/lessontypes', {
      'DELETE /api/v1/event-types/00000000-0000-4000-8000-000000000001': () =>
        refusal(409, 'in_use', 'Events or packages use this type, so it cannot be deleted. Deactivate it instead.', {
          offer: 'deactivate',
        }),
      'PUT /api/v1/event-types/00000000-0000-4000-8000-000000000001': (call) => ok(type({ ...(call.body as object) })),
    });
    await findTable('Lesson types');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Group lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refused = await screen.findByRole('dialog', { name: '“Group lesson” is in use' });
    await userEvent.click(within(refused).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Lesson type “Group lesson” deactivated.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'lesson',
      name: 'Group lesson',
      color: '#1d4ed8',
      durationMinutes: 120,
      capacity: 24,
      studentsPerInstructor: 6,
      level: 'beginner',
      priceCents: 3500,
      creditsPerAttendance: 1,
      active: false,
    });
  });

  it('shows staff both lists without a way to change them', async () => {
    open('staff', '/lessontypes');
    await findTable('Lesson types');
    expect(screen.queryByRole('button', { name: 'Add lesson type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Group lesson' })).not.toBeInTheDocument();
  });
});
