import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventSummary } from '@lineup/contract/events';
import type { StaffPay } from '@lineup/contract/money';
import type { Role } from '@lineup/contract/roles';
import type { Staff } from '@lineup/contract/staff';
import { staffOf } from '#web/features/staff/staff-fixture.ts';
import StaffViewScreen from '#web/features/staff/staff-view-screen.tsx';
import { eventSummaryOf, meOf } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, noContent, ok, problem, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

const RUI_ID = '00000000-0000-4000-8000-000000000001';
const RUI_PATH = `/api/v1/staff/${RUI_ID}`;

/** Two months of lessons, June paid in July. */
const PAY: StaffPay = {
  staffId: RUI_ID,
  earnedCents: 75000,
  paidCents: 50000,
  dueCents: 25000,
  months: [
    { month: '2026-07', events: 10, earnedCents: 25000, paidCents: 50000 },
    { month: '2026-06', events: 20, earnedCents: 50000, paidCents: 0 },
  ],
  payments: [
    {
      id: 'p1',
      amountCents: 50000,
      method: 'transfer',
      paidOn: '2026-07-01',
      note: 'June',
      createdAt: '2026-07-01T10:00:00Z',
    },
  ],
};

const WEEK: EventSummary[] = [
  eventSummaryOf({}),
  eventSummaryOf({
    id: '00000000-0000-4000-8000-0000000000e2',
    title: 'Kids’ club',
    durationMinutes: 60,
    customerCount: 4,
  }),
  eventSummaryOf({
    id: '00000000-0000-4000-8000-0000000000e3',
    title: 'Sunset session',
    status: 'cancelled',
    customerCount: 0,
  }),
];

/** The staff member's page at /staff/{id}, with the list's address to come back to. */
function open(profile: Role, routes: Record<string, Handler> = {}, id = RUI_ID) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    [`GET ${RUI_PATH}`]: () => ok(staffOf()),
    [`GET ${RUI_PATH}/pay`]: () => ok(PAY),
    'GET /api/v1/events': () => ok({ items: WEEK, total: WEEK.length, page: 1, pageSize: 100 }),
    ...routes,
  });
  renderScreen(
    <Routes>
      <Route path="/staff/:id" element={<StaffViewScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: `/staff/${id}`, session: { name: 'Ana', email: 'ana@example.com', profile } },
  );
  return calls;
}

const findTitle = (name = 'Rui Santos') => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('/staff/{id}', () => {
  it('shows the staff member’s week: lessons, hours and customers, each lesson opening its page, and the next week', async () => {
    open('manager');
    await findTitle();
    const lessons = screen.getByRole('region', { name: 'Lessons' });
    expect(await within(lessons).findByTestId('week-count')).toHaveTextContent('2');
    expect(within(lessons).getByTestId('week-hours')).toHaveTextContent('2 h 30 min');
    expect(within(lessons).getByTestId('week-customers')).toHaveTextContent('10');
    expect(within(lessons).getByRole('link', { name: 'Kids’ club' })).toHaveAttribute(
      'href',
      '/lesson/00000000-0000-4000-8000-0000000000e2',
    );
    expect(within(lessons).getByText('Cancelled')).toBeInTheDocument();
    const weeks = () => callsTo('GET /api/v1/events').map((call) => call.query);
    expect(weeks()[0]?.get('staffId')).toBe(RUI_ID);
    const from = weeks()[0]!.get('from')!;
    expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
    await userEvent.click(within(lessons).getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(weeks().at(-1)?.get('from')).toBe(
        new Date(Date.parse(`${from}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
      ),
    );
    expect(within(lessons).getByRole('button', { name: 'This week' })).toBeEnabled();
  });

  it('shows the details, each certification with where it stands, the week, and what lessons and pay will show', async () => {
    open('manager');
    await findTitle();
    const details = screen.getByTestId('staff-details');
    expect(details).toHaveTextContent('rui.santos@example.com');
    expect(within(details).getByRole('link', { name: '+351 912 604 318' })).toHaveAttribute(
      'href',
      'tel:+351912604318',
    );
    expect(details).toHaveTextContent('FunctionsInstructorDriver');
    expect(details).toHaveTextContent('Pay per lesson€25.00');
    expect(details).toHaveTextContent('Pay per eventSchool default');
    expect(details).toHaveTextContent('LanguagesPortuguese, English');
    expect(details).toHaveTextContent('Head coach.');
    expect(details).toHaveTextContent('StatusActive');

    const certifications = screen.getByRole('region', { name: 'Certifications' });
    const items = within(certifications).getAllByTestId('certification');
    // The first to lapse first; the one that never expires last.
    expect(items[0]).toHaveTextContent('Nadador-Salvador');
    expect(items[0]).toHaveTextContent('Valid until May 12, 2026');
    expect(items[0]).toHaveTextContent('Expires in 12 days');
    expect(items[1]).toHaveTextContent('ISA Level 1 Surf Instructor');
    expect(items[1]).toHaveTextContent('Valid');
    expect(items[2]).toHaveTextContent('First aid');
    expect(items[2]).toHaveTextContent('Does not expire');

    const week = screen.getByRole('region', { name: 'Weekly availability' });
    expect(within(week).getByTestId('weekday-1')).toHaveTextContent('Monday08:00–13:00, 15:00–18:30');
    expect(within(week).getByTestId('weekday-2')).toHaveTextContent('TuesdayNot available');
    expect(within(week).getByTestId('weekday-3')).toHaveTextContent('Wednesday08:00–13:00');
    expect(within(week).getByTestId('weekday-7')).toHaveTextContent('SundayNot available');

    const pay = screen.getByRole('region', { name: 'Pay' });
    expect(await within(pay).findByTestId('staff-due')).toHaveTextContent('€250.00');
    expect(within(pay).getByTestId('staff-pay-months')).toHaveTextContent('June 2026');
    expect(within(pay).getByTestId('staff-payments')).toHaveTextContent('Bank transfer');
    expect(screen.getByRole('link', { name: 'All staff' })).toHaveAttribute('href', '/staff');
  });

  it('records a payment to the staff member, the amount due offered', async () => {
    let body: unknown;
    open('manager', {
      [`POST ${RUI_PATH}/payments`]: (call) => {
        body = call.body;
        return ok({ ...PAY, paidCents: 75000, dueCents: 0 });
      },
    });
    await findTitle();
    await userEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment to Rui Santos' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'July');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(body).toEqual({ amountCents: 25000, method: 'transfer', paidOn: expect.any(String), note: 'July' }),
    );
    expect(await screen.findByTestId('staff-due')).toHaveTextContent('€0.00');
  });

  it('shows an instructor their own pay, without Record payment', async () => {
    open('instructor');
    await findTitle();
    expect(await screen.findByTestId('staff-earned')).toHaveTextContent('€750.00');
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('says when there are no certifications, hours, languages or notes', async () => {
    open('manager', {
      [`GET ${RUI_PATH}`]: () =>
        ok(
          staffOf({
            certifications: [],
            certificationStatus: 'none',
            certificationDaysLeft: null,
            availability: [],
            notes: '',
            languages: [],
          }),
        ),
    });
    await findTitle();
    expect(screen.getByRole('region', { name: 'Certifications' })).toHaveTextContent('No certifications on record.');
    expect(screen.getByRole('region', { name: 'Weekly availability' })).toHaveTextContent('No hours on record');
    expect(screen.getByTestId('staff-details')).toHaveTextContent('LanguagesNone');
    expect(screen.getByTestId('staff-details')).toHaveTextContent('No notes');
  });

  it('changes the staff member in the same form as the list, sending their certifications and hours back', async () => {
    let saved: Staff | null = null;
    const calls = open('owner', {
      [`GET ${RUI_PATH}`]: () => ok(saved ?? staffOf()),
      [`PUT ${RUI_PATH}`]: (call) => {
        saved = staffOf({ notes: (call.body as { notes: string }).notes, updatedAt: '2026-03-15T10:00:00.000Z' });
        return ok(saved);
      },
    });
    await findTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rui Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rui Santos' });
    expect(within(dialog).getAllByTestId('certification-row')).toHaveLength(3);
    expect(within(dialog).getAllByTestId('availability-row')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove certification 3' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Notes' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Notes' }));
    await userEvent.paste('Head coach; drives Van 1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff member “Rui Santos” saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Rui Santos',
      email: 'rui.santos@example.com',
      phone: '+351912604318',
      functions: ['instructor', 'driver'],
      payPerLessonCents: 2500,
      payPerEventCents: null,
      languages: ['pt', 'en'],
      certifications: [
        { name: 'ISA Level 1 Surf Instructor', expiresOn: '2027-05-31' },
        { name: 'Nadador-Salvador', expiresOn: '2026-05-12' },
      ],
      availability: [
        { weekday: 3, from: '08:00', to: '13:00' },
        { weekday: 1, from: '08:00', to: '13:00' },
        { weekday: 1, from: '15:00', to: '18:30' },
      ],
      notes: 'Head coach; drives Van 1.',
      active: true,
    });
    await waitFor(() => expect(screen.getByTestId('staff-details')).toHaveTextContent('Head coach; drives Van 1.'));
  });

  it('deletes the staff member after asking, then goes back to the list', async () => {
    let gone = false;
    open('manager', {
      [`GET ${RUI_PATH}`]: () => (gone ? problem(404, 'not_found', 'Staff member not found.') : ok(staffOf())),
      [`DELETE ${RUI_PATH}`]: () => {
        gone = true;
        return noContent();
      },
    });
    await findTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Rui Santos' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete “Rui Santos”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Staff member “Rui Santos” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/));
  });

  it('says plainly when no staff member of the school has the id', async () => {
    open('manager', { [`GET ${RUI_PATH}`]: () => problem(404, 'not_found', 'Staff member not found.') });
    expect(await screen.findByText('Staff member not found', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('staff-not-found')).toHaveTextContent('they may have been deleted');
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows a member without the staff their own record, without Edit, Delete, the list or the account buttons', async () => {
    open('staff', {
      [`GET ${RUI_PATH}`]: () =>
        ok(staffOf({ accountId: 'acc-1', account: { name: 'Rui Santos', email: 'rui@surf.pt', role: 'staff' } })),
    });
    await findTitle();
    expect(callsTo(`GET ${RUI_PATH}`)).toHaveLength(1);
    expect(screen.getByTestId('staff-details')).toHaveTextContent('rui.santos@example.com');
    expect(screen.getByTestId('staff-account')).toHaveTextContent('RoleStaff');
    expect(screen.queryByRole('button', { name: 'Edit Rui Santos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Rui Santos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All staff' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('staff-account')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells an instructor, whose role does not include the staff, that they cannot see another’s record', async () => {
    open('instructor', { [`GET ${RUI_PATH}`]: () => problem(404, 'not_found', 'Staff member not found.') });
    expect(await screen.findByText('You cannot see the staff', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('staff-no-access')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-not-found')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff member' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All staff' })).not.toBeInTheDocument();
    expect(callsTo(`GET ${RUI_PATH}`)).toHaveLength(1);
  });

  it('tells an instructor they cannot see the staff at an address that is no record, without asking the server', async () => {
    open('instructor', {}, 'not-an-id');
    expect(await screen.findByTestId('staff-no-access', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(callsTo('/api/v1/staff/not-an-id')).toHaveLength(0);
  });
});
