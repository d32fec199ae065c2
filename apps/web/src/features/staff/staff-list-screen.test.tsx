import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import type { Staff } from '@lineup/contract/staff';
import { staffOf } from '#web/features/staff/staff-fixture.ts';
import StaffListScreen from '#web/features/staff/staff-list-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

const RUI_ID = '00000000-0000-4000-8000-000000000001';

function open(profile: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/staff': () =>
      ok({
        items: [
          staffOf(),
          staffOf({
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Inês Carvalho',
            phone: '',
            functions: ['instructor'],
            payPerLessonCents: null,
            certifications: [{ name: 'Nadador-Salvador', expiresOn: '2026-04-18', daysLeft: -12, status: 'expired' }],
            certificationStatus: 'expired',
            certificationDaysLeft: -12,
          }),
          staffOf({
            id: '00000000-0000-4000-8000-000000000003',
            name: 'Marta Lopes',
            phone: '+4915223433101',
            functions: ['reception'],
            certifications: [],
            certificationStatus: 'none',
            certificationDaysLeft: null,
            active: false,
          }),
          staffOf({
            id: '00000000-0000-4000-8000-000000000004',
            name: 'Jack Thompson',
            certifications: [{ name: 'ISA Level 2', expiresOn: '2027-01-31', daysLeft: 300, status: 'ok' }],
            certificationStatus: 'ok',
            certificationDaysLeft: 300,
          }),
        ],
        total: 4,
      }),
    ...routes,
  });
  renderScreen(<StaffListScreen />, {
    path: '/staff',
    session: { name: 'Ana', email: 'ana@example.com', profile },
  });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Staff' }, { timeout: 15_000 });

async function openNew() {
  await findTable();
  await userEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
  return screen.findByRole('dialog', { name: 'New staff member' });
}

describe('/staff', () => {
  it('lists staff with functions, phone, pay and where their certifications stand, each name opening the person', async () => {
    open('manager');
    const rows = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Rui Santos');
    expect(rows[0]).toHaveTextContent('InstructorDriver');
    expect(rows[0]).toHaveTextContent('+351 912 604 318');
    expect(rows[0]).toHaveTextContent('€25.00');
    expect(rows[0]).toHaveTextContent('Expires in 12 days');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('No phone');
    expect(rows[1]).toHaveTextContent('School default');
    expect(rows[1]).toHaveTextContent('Expired');
    expect(rows[2]).toHaveTextContent('+49 1522 3433101');
    expect(rows[2]).toHaveTextContent('Reception');
    expect(rows[2]).toHaveTextContent('None');
    expect(rows[2]).toHaveTextContent('Inactive');
    expect(rows[3]).toHaveTextContent('Valid');
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Rui Santos' });
    expect(link).toHaveAttribute('href', `/staff/${RUI_ID}`);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: '+351 912 604 318' })).toHaveAttribute(
      'href',
      'tel:+351912604318',
    );
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/staff/${RUI_ID}`);
  });

  it('asks the server for one function and one certification standing when the filters say so', async () => {
    open('manager');
    await findTable();
    await userEvent.click(screen.getByRole('combobox', { name: 'Function' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Driver' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff?function=driver'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Certifications' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Expiring within 30 days' }));
    await waitFor(() => {
      const query = callsTo('GET /api/v1/staff').at(-1)?.query;
      expect([query?.get('function'), query?.get('certification')]).toEqual(['driver', 'expiring']);
    });
  });

  it('sends functions, E.164 phone, pay in cents, languages, certifications and hours, and puts a server error on its row', async () => {
    let refuse = true;
    const calls = open('manager', {
      'POST /api/v1/staff': (call) =>
        refuse
          ? problem(400, 'validation_failed', 'Invalid', [
              {
                path: 'body.certifications.0.name',
                message: 'Use at most 120 characters.',
                code: 'too_big',
                params: { origin: 'string', maximum: 120 },
              },
            ])
          : created(
              staffOf({
                ...(call.body as Partial<Staff>),
                id: '00000000-0000-4000-8000-000000000009',
                certifications: [{ name: 'Driving licence D1', expiresOn: '2030-06-30', daysLeft: 1500, status: 'ok' }],
              }),
            ),
    });
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste('Tomás Oliveira');
    await userEvent.click(within(dialog).getByTestId('staff-phone'));
    await userEvent.paste('965 183 027');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Driver' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Instructor' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Pay per event/ }));
    await userEvent.paste('35');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Languages/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Portuguese' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add certification' }));
    const certification = within(dialog).getByTestId('certification-row');
    await userEvent.click(within(certification).getByRole('textbox', { name: /Certification/ }));
    await userEvent.paste('Driving licence D1');
    await userEvent.type(within(certification).getByLabelText('Valid until'), '2030-06-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hours' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(certification).getByRole('textbox', { name: /Certification/ })).toHaveAccessibleDescription(
        'Use at most 120 characters.',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Tomás Oliveira',
      email: '',
      phone: '+351965183027',
      functions: ['driver'],
      payPerLessonCents: null,
      payPerEventCents: 3500,
      languages: ['pt'],
      certifications: [{ name: 'Driving licence D1', expiresOn: '2030-06-30' }],
      availability: [{ weekday: 1, from: '09:00', to: '13:00' }],
      notes: '',
      active: true,
    });
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Staff member “Tomás Oliveira” created.')).toBeInTheDocument();
  });

  it('refuses overlapping hours on one day, and no function at all, before sending anything', async () => {
    const calls = open('manager');
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste('Double booked');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Instructor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hours' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add hours' }));
    const second = within(dialog).getAllByTestId('availability-row')[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('combobox', { name: 'Day' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Monday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Check the fields marked in red.')).toBeInTheDocument();
    expect(within(second).getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription(
      'This overlaps another time on the same day.',
    );
    expect(within(dialog).getByText('Fill in this field.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows no Add to a role that reads the staff but cannot change them', async () => {
    open('manager', {
      'GET /api/v1/me': () => ok({ ...meOf('manager'), permissions: ['view_staff'] }),
    });
    await findTable();
    expect(screen.queryByRole('button', { name: 'Add staff member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Rui Santos/ })).toBeNull();
  });
});
