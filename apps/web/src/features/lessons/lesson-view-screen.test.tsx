import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Event } from '@lineup/contract/events';
import type { Role } from '@lineup/contract/roles';
import LessonViewScreen from '#web/features/lessons/lesson-view-screen.tsx';
import { ANA_ID, INES_ID, LESSON_ID, RUI_ID, lesson, lessonType } from '#web/features/lessons/lesson-fixture.ts';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, ok, refusal, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });
const PATH = `/api/v1/events/${LESSON_ID}`;

/** The lesson's page as `profile`, whose linked staff record is `ownStaffId`. */
function open(profile: Role, routes: Record<string, Handler> = {}, ownStaffId: string | null = null) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/me/staff': () => ok({ staff: ownStaffId ? { id: ownStaffId, name: 'Me' } : null }),
    [`GET ${PATH}`]: () => ok(lesson()),
    ...routes,
  });
  renderScreen(
    <Routes>
      <Route path="/lesson/:id" element={<LessonViewScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: `/lesson/${LESSON_ID}`, session: { name: 'Ana', email: 'ana@example.com', profile } },
  );
  return calls;
}

const findTitle = () => screen.findByRole('heading', { level: 1, name: 'Morning group' }, { timeout: 15_000 });
const attendanceOf = (name: string) => screen.getByRole('radiogroup', { name: `Attendance of ${name}` });

describe('/lesson/{id}', () => {
  it("shows when on the school's clocks, where, who comes and who teaches", async () => {
    open('manager');
    await findTitle();
    const facts = screen.getByTestId('lesson-facts');
    expect(facts).toHaveTextContent('Jul 14, 2026');
    expect(facts).toHaveTextContent(/9:00\s?AM – 10:30\s?AM/);
    expect(facts).toHaveTextContent('Duration1 h 30 min');
    expect(facts).toHaveTextContent('PlaceCarcavelos');
    expect(facts).toHaveTextContent('Customers1 of 8');
    expect(facts).toHaveTextContent('Meet at the van at 8:45.');
    expect(within(attendanceOf('Ana Costa')).getByRole('radio', { name: 'Booked' })).toBeChecked();
    const staff = screen.getByRole('region', { name: 'Staff' });
    expect(staff).toHaveTextContent('Instructor · Pay €25.00');
    expect(screen.getByRole('link', { name: 'All lessons and events' })).toHaveAttribute('href', '/lesson');
  });

  it('records attendance with one tap and shows it recorded', async () => {
    let saved: Event = lesson();
    const calls = open('manager', {
      [`GET ${PATH}`]: () => ok(saved),
      [`PUT ${PATH}/customers/${ANA_ID}/attendance`]: (call) => {
        const { attendance } = call.body as { attendance: 'attended' };
        saved = lesson({ customers: [{ customerId: ANA_ID, name: 'Ana Costa', attendance, wetsuitSize: 'M' }] });
        return ok(saved);
      },
    });
    await findTitle();
    await userEvent.click(within(attendanceOf('Ana Costa')).getByRole('radio', { name: 'Attended' }));
    expect(await screen.findByText('Ana Costa: Attended.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(attendanceOf('Ana Costa')).getByRole('radio', { name: 'Attended' })).toBeChecked(),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ attendance: 'attended' });
  });

  it('sells to a customer from their row, the sale naming the lesson', async () => {
    let body: unknown;
    open('manager', {
      'GET /api/v1/packages': () =>
        ok({ items: [{ id: '7d3f0c7e-4a7b-4a9e-9d8c-0b8a1c2d3e4f', name: 'Five lessons', priceCents: 15000 }] }),
      [`POST /api/v1/customers/${ANA_ID}/sales`]: (call) => {
        body = call.body;
        return created({ customerId: ANA_ID });
      },
    });
    await findTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Sell to Ana Costa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sell to Ana Costa' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /^Package/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Five lessons · €150.00' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sell for €150.00' }));
    await waitFor(() =>
      expect(body).toMatchObject({
        kind: 'package',
        productId: '7d3f0c7e-4a7b-4a9e-9d8c-0b8a1c2d3e4f',
        quantity: 1,
        eventId: LESSON_ID,
      }),
    );
  });

  it("lets the event's own instructor record attendance, but not plan the event", async () => {
    open('instructor', {}, RUI_ID);
    await findTitle();
    const ana = attendanceOf('Ana Costa');
    await waitFor(() => expect(within(ana).getByRole('radio', { name: 'No-show' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Edit Morning group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Customer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sell to Ana Costa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ana Costa' })).not.toBeInTheDocument();
  });

  it('keeps attendance read-only for an instructor who does not teach the event', async () => {
    open('instructor', {}, INES_ID);
    await findTitle();
    await waitFor(() => expect(callsTo('GET /api/v1/me/staff')).toHaveLength(1));
    expect(within(attendanceOf('Ana Costa')).getByRole('radio', { name: 'No-show' })).toBeDisabled();
  });

  it("shows the conflict engine's refusal, naming the other event, when a booking clashes", async () => {
    open('manager', {
      'GET /api/v1/customers': () =>
        ok({ items: [{ id: '00000000-0000-4000-8000-0000000000c2', name: 'Bruno Dias', active: true }], total: 1 }),
      [`POST ${PATH}/customers`]: () =>
        refusal(409, 'customer_double_booked', 'Bruno Dias is already booked.', {
          name: 'Bruno Dias',
          event: 'Kids club',
          start: '14/07/2026 09:30',
        }),
    });
    await findTitle();
    const customers = screen.getByRole('region', { name: 'Customers' });
    await userEvent.click(within(customers).getByRole('combobox', { name: /Customer/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bruno Dias' }));
    await userEvent.click(within(customers).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Bruno Dias is already booked in "Kids club" at 14/07/2026 09:30.'),
    ).toBeInTheDocument();
  });

  it('asks before booking an instructor outside their availability, then books them anyway', async () => {
    const calls = open('manager', {
      'GET /api/v1/staff': () => ok({ items: [{ id: INES_ID, name: 'Inês Carvalho', active: true }], total: 1 }),
      [`POST ${PATH}/staff`]: (call) =>
        (call.body as { override: boolean }).override
          ? ok(
              lesson({
                staff: [
                  { staffId: RUI_ID, name: 'Rui Santos', role: 'instructor', payCents: 2500 },
                  { staffId: INES_ID, name: 'Inês Carvalho', role: 'instructor', payCents: 2500 },
                ],
              }),
            )
          : refusal(409, 'staff_unavailable', 'Not available.', { name: 'Inês Carvalho', day: '2026-07-14' }),
    });
    await findTitle();
    const staff = screen.getByRole('region', { name: 'Staff' });
    await userEvent.click(within(staff).getByRole('combobox', { name: /Staff member/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inês Carvalho' }));
    await userEvent.click(within(staff).getByRole('button', { name: 'Add' }));
    const question = await screen.findByRole('dialog', { name: 'Go ahead?' });
    expect(question).toHaveTextContent(
      'Inês Carvalho is not available at that time on 2026-07-14 (their weekly availability). Book them anyway?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Go ahead' }));
    expect(await screen.findByText('Inês Carvalho added as Instructor.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { staffId: INES_ID, role: 'instructor', scope: 'one', override: false },
      { staffId: INES_ID, role: 'instructor', scope: 'one', override: true },
    ]);
  });

  it('books wetsuits to fit the customers from the sizes on their records', async () => {
    let saved: Event = lesson();
    const calls = open('manager', {
      [`GET ${PATH}`]: () => ok(saved),
      [`POST ${PATH}/wetsuits`]: () => {
        saved = lesson({ equipment: [{ equipmentId: 'suit-m', name: 'Wetsuit 4/3 M', quantity: 1 }] });
        return ok(saved);
      },
    });
    await findTitle();
    expect(screen.getByRole('region', { name: 'Customers' })).toHaveTextContent('Wetsuit M');
    const equipment = screen.getByRole('region', { name: 'Equipment' });
    expect(within(equipment).getByTestId('wetsuit-sizes')).toHaveTextContent('Wetsuits for the customers: M × 1');
    await userEvent.click(within(equipment).getByRole('button', { name: 'Book wetsuits to fit' }));
    expect(await screen.findByText('Wetsuits booked: M × 1.')).toBeInTheDocument();
    expect(await within(equipment).findByText('Wetsuit 4/3 M')).toBeInTheDocument();
    expect(within(equipment).getByText('1 unit')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/wetsuits'))).toHaveLength(1);
  });

  it('cancels the event with a reason everyone reads', async () => {
    let saved: Event = lesson();
    const calls = open('manager', {
      [`GET ${PATH}`]: () => ok(saved),
      [`POST ${PATH}/cancel`]: (call) => {
        saved = lesson({ status: 'cancelled', cancelReason: (call.body as { reason: string }).reason });
        return ok(saved);
      },
    });
    await findTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Morning group' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the event' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Big swell');
    await userEvent.click(confirm);
    expect(await screen.findByText('“Morning group” cancelled.')).toBeInTheDocument();
    expect(await screen.findByTestId('lesson-cancelled')).toHaveTextContent('Cancelled: Big swell');
    expect(calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({ reason: 'Big swell', scope: 'one' });
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
  });

  it("moves the lesson in the form on the school's clocks, keeping the type's colour and capacity", async () => {
    let saved: Event = lesson();
    const calls = open('manager', {
      [`GET ${PATH}`]: () => ok(saved),
      [`PUT ${PATH}`]: () => {
        saved = lesson({ startsAt: '2026-07-14T09:00:00.000Z', endsAt: '2026-07-14T10:30:00.000Z' });
        return ok(saved);
      },
      'GET /api/v1/event-types/00000000-0000-4000-8000-0000000000f1': () => ok(lessonType()),
    });
    await findTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Morning group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Morning group' });
    const start = within(dialog).getByLabelText(/^Start/);
    expect(start).toHaveValue('09:00');
    await userEvent.clear(start);
    await userEvent.type(start, '10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Morning group” saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      eventTypeId: '00000000-0000-4000-8000-0000000000f1',
      title: 'Morning group',
      placeId: '00000000-0000-4000-8000-0000000000b1',
      roomId: null,
      startsAt: '2026-07-14T10:00:00+01:00',
      durationMinutes: 90,
      color: null,
      capacity: null,
      comments: 'Meet at the van at 8:45.',
      notes: '',
      repeat: null,
      scope: 'one',
      override: false,
    });
  });

  it("asks before moving the lesson out of an instructor's hours in the form, then moves it anyway", async () => {
    const calls = open('manager', {
      [`PUT ${PATH}`]: (call) =>
        (call.body as { override: boolean }).override
          ? ok(lesson({ startsAt: '2026-07-14T17:00:00.000Z', endsAt: '2026-07-14T18:30:00.000Z' }))
          : refusal(409, 'staff_unavailable', 'Not available.', { name: 'Rui Santos', day: '2026-07-14' }),
      'GET /api/v1/event-types/00000000-0000-4000-8000-0000000000f1': () => ok(lessonType()),
    });
    await findTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Morning group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Morning group' });
    const start = within(dialog).getByLabelText(/^Start/);
    await userEvent.clear(start);
    await userEvent.type(start, '18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Go ahead?' });
    expect(question).toHaveTextContent('Rui Santos is not available at that time on 2026-07-14');
    await userEvent.click(within(question).getByRole('button', { name: 'Go ahead' }));
    expect(await screen.findByText('“Morning group” saved.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { override: boolean }).override),
    ).toEqual([false, true]);
  });

  it('shows where an occurrence stands in its series, and changes or cancels the following or all of them', async () => {
    const series = {
      position: 3,
      total: 8,
      weekdays: [2, 4],
      firstStartsAt: '2026-07-07T08:00:00.000Z',
      lastStartsAt: '2026-07-30T08:00:00.000Z',
      following: 6,
      all: 8,
    };
    const calls = open('manager', {
      [`GET ${PATH}`]: () => ok(lesson({ seriesId: 'series-1', series })),
      [`PUT ${PATH}`]: () => ok(lesson({ seriesId: 'series-1', series })),
      [`POST ${PATH}/cancel`]: () => ok(lesson({ status: 'cancelled', cancelReason: 'Season over', series })),
      'GET /api/v1/event-types/00000000-0000-4000-8000-0000000000f1': () => ok(lessonType()),
    });
    await findTitle();
    expect(screen.getByTestId('lesson-series')).toHaveTextContent('Weekly on Tue, Thu · 3 of 8 · until Jul 30, 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Morning group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Morning group' });
    const scope = within(dialog).getByRole('radiogroup', { name: 'Which lessons' });
    expect(within(scope).getByRole('radio', { name: 'This one' })).toBeChecked();
    await userEvent.click(within(scope).getByRole('radio', { name: 'This one and the following (6)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Morning group” saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ scope: 'following' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel Morning group' });
    await userEvent.type(within(cancel).getByRole('textbox', { name: /Reason/ }), 'Season over');
    await userEvent.click(within(cancel).getByRole('radio', { name: 'All in the series (8)' }));
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel the event' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({
        reason: 'Season over',
        scope: 'all',
      }),
    );
  });
});
