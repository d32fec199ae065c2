import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventSummary } from '@lineup/contract/events';
import type { Role } from '@lineup/contract/roles';
import LessonListScreen from '#web/features/lessons/lesson-list-screen.tsx';
import {
  LESSON_ID,
  PLACE_ID,
  TYPE_ID,
  lesson,
  lessonType,
  lessonSummary,
} from '#web/features/lessons/lesson-fixture.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, ok, refusal, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

function open(profile: Role, routes: Record<string, Handler> = {}, path = '/lesson') {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/events': () => ok({ items: [lessonSummary()], total: 1 }),
    'GET /api/v1/event-types': () => ok({ items: [{ id: TYPE_ID, name: 'Group lesson', active: true }], total: 1 }),
    'GET /api/v1/places': () => ok({ items: [{ id: PLACE_ID, name: 'Carcavelos', active: true }], total: 1 }),
    'GET /api/v1/rooms': () => ok({ items: [], total: 0 }),
    'GET /api/v1/staff': () => ok({ items: [], total: 0 }),
    ...routes,
  });
  renderScreen(<LessonListScreen />, { path, session: { name: 'Ana', email: 'ana@example.com', profile } });
  return calls;
}

const row = () => screen.findByRole('row', { name: /Morning group/ }, { timeout: 15_000 });

describe('/lesson', () => {
  it("opens at today on the school's clocks, one row per lesson with its hours, head-count and instructors", async () => {
    open('manager');
    const lessonRow = await row();
    expect(lessonRow).toHaveTextContent(/Jul 14, 2026.*9:00\s?AM – 10:30\s?AM/);
    expect(lessonRow).toHaveTextContent('1 of 8');
    expect(lessonRow).toHaveTextContent('Rui Santos');
    expect(lessonRow).toHaveTextContent('Upcoming');
    expect(within(lessonRow).getByRole('link', { name: 'Morning group' })).toHaveAttribute(
      'href',
      `/lesson/${LESSON_ID}`,
    );
    await waitFor(() =>
      expect(callsTo('GET /api/v1/events').at(-1)?.query.get('from')).toBe(zonedToday('Europe/Lisbon')),
    );
  });

  it('marks the occurrences of a repeating lesson, and only those', async () => {
    open('manager', {
      'GET /api/v1/events': () =>
        ok({
          items: [
            lessonSummary({ seriesId: 'series-1' }),
            lessonSummary({ id: 'other', title: 'Private lesson', seriesId: null }),
          ],
          total: 2,
        }),
    });
    expect(within(await row()).getByRole('img', { name: 'Repeats' })).toBeInTheDocument();
    const single = await screen.findByRole('row', { name: /Private lesson/ });
    expect(within(single).queryByRole('img', { name: 'Repeats' })).not.toBeInTheDocument();
  });

  it('keeps the days the address names, and filters by progress', async () => {
    open('manager', {}, '/lesson?from=2026-07-01&to=2026-07-31');
    await row();
    await userEvent.click(screen.getByRole('combobox', { name: 'Progress' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(callsTo('GET /api/v1/events').at(-1)?.query.get('progress')).toBe('completed'));
    const last = callsTo('GET /api/v1/events').at(-1)?.query;
    expect([last?.get('from'), last?.get('to')]).toEqual(['2026-07-01', '2026-07-31']);
  });

  it('creates a lesson whose type fills the title and the duration', async () => {
    const calls = open('manager', {
      'POST /api/v1/events': (call) => created(lesson({ title: (call.body as EventSummary).title })),
      [`GET /api/v1/event-types/${TYPE_ID}`]: () => ok(lessonType({ durationMinutes: 120 })),
    });
    await row();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add lesson or event' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New lesson or event' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Group lesson' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Group lesson'));
    expect(within(dialog).getByRole('textbox', { name: /^Duration/ })).toHaveValue('120');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Place/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carcavelos' }));
    const day = within(dialog).getByLabelText(/^Day/);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('“Group lesson” is on the schedule.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      eventTypeId: TYPE_ID,
      title: 'Group lesson',
      placeId: PLACE_ID,
      roomId: null,
      startsAt: '2026-12-01T09:00:00+00:00',
      durationMinutes: 120,
      color: null,
      capacity: null,
    });
  });

  it('asks before planning a lesson in the dark, then plans it anyway', async () => {
    const calls = open('manager', {
      'POST /api/v1/events': (call) =>
        (call.body as { override: boolean }).override
          ? created(lesson({ title: 'Group lesson' }))
          : refusal(409, 'outside_daylight', 'In the dark.', {
              sunrise: '2026-12-01T07:40:00.000Z',
              sunset: '2026-12-01T17:15:00.000Z',
            }),
      [`GET /api/v1/event-types/${TYPE_ID}`]: () => ok(lessonType()),
    });
    await row();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add lesson or event' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New lesson or event' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Group lesson' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Place/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carcavelos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const question = await screen.findByRole('dialog', { name: 'Go ahead?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Go ahead' }));
    expect(await screen.findByText('“Group lesson” is on the schedule.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => (call.body as { override: boolean }).override),
    ).toEqual([false, true]);
  });

  it('creates a lesson that repeats weekly on the days chosen, its own day first, for a number of times', async () => {
    const calls = open('manager', {
      'POST /api/v1/events': (call) => created(lesson({ title: (call.body as EventSummary).title })),
      [`GET /api/v1/event-types/${TYPE_ID}`]: () => ok(lessonType()),
    });
    await row();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add lesson or event' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New lesson or event' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Group lesson' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Place/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carcavelos' }));
    const day = within(dialog).getByLabelText(/^Day/);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-01');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Repeat weekly/ }));
    // 1 December 2026 is a Tuesday: it is chosen; Thursday is added.
    expect(within(dialog).getByRole('checkbox', { name: 'Tue' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Thu' }));
    const times = within(dialog).getByRole('textbox', { name: /^Times in all/ });
    await userEvent.clear(times);
    await userEvent.type(times, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('“Group lesson” is on the schedule.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      startsAt: '2026-12-01T09:00:00+00:00',
      repeat: { weekdays: [2, 4], until: null, times: 10 },
    });
  });

  it('offers no add button to an instructor, and no staff filter to those who cannot list the staff', async () => {
    open('instructor');
    await row();
    expect(screen.queryByRole('button', { name: 'Add lesson or event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Staff' })).not.toBeInTheDocument();
    expect(callsTo('GET /api/v1/staff')).toHaveLength(0);
  });
});
