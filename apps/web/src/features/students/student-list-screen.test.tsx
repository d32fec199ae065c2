import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutstandingPage } from '@lineup/contract/money';
import type { Role } from '@lineup/contract/roles';
import { customerOf } from '#web/features/students/customer-fixture.ts';
import StudentListScreen from '#web/features/students/student-list-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, created, mockApi, noContent, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { clock } from '@lineup/contract/clock';

const userEvent = events.setup({ delay: null });

const MARTA_ID = '00000000-0000-4000-8000-000000000001';

const OUTSTANDING: OutstandingPage = {
  items: [
    {
      chargeId: '00000000-0000-4000-8000-0000000000c1',
      customerId: '00000000-0000-4000-8000-000000000001',
      customerName: 'Marta Silva',
      customerEmail: 'marta@example.com',
      description: '10 group lessons',
      amountCents: 25000,
      dueOn: '2026-09-01',
      daysOverdue: 45,
      priority: 'high',
      createdAt: '2026-09-01T10:00:00Z',
    },
    {
      chargeId: '00000000-0000-4000-8000-0000000000c2',
      customerId: '00000000-0000-4000-8000-000000000002',
      customerName: 'Tiago Costa',
      customerEmail: '',
      description: 'Photos',
      amountCents: 2000,
      dueOn: '2026-10-10',
      daysOverdue: 5,
      priority: 'low',
      createdAt: '2026-10-10T10:00:00Z',
    },
  ],
  total: 2,
  totalCents: 27000,
};

function open(profile: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    'GET /api/v1/customers': () =>
      ok({
        items: [
          customerOf(),
          customerOf({
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Tiago Costa',
            email: '',
            phone: '',
            country: 'FR',
            birthDate: `${clock.now().getFullYear() - 10}-01-01`,
            level: null,
            active: false,
          }),
        ],
        total: 2,
      }),
    'GET /api/v1/customers/duplicates': () => ok({ items: [] }),
    'GET /api/v1/outstanding': () => ok(OUTSTANDING),
    ...routes,
  });
  renderScreen(<StudentListScreen />, {
    path: '/student',
    session: { name: 'Ana', email: 'ana@example.com', profile },
  });
  return calls;
}

const findTable = () => screen.findByRole('table', { name: 'Students' }, { timeout: 15_000 });

describe('/student', () => {
  it('lists customers with contact, country, level and age, a minor marked, each name opening the customer', async () => {
    open('manager');
    const rows = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Marta Silva');
    expect(rows[0]).toHaveTextContent('+351 912 345 678');
    expect(rows[0]).toHaveTextContent('Portugal');
    expect(rows[0]).toHaveTextContent('Beginner');
    expect(rows[0]).not.toHaveTextContent('Minor');
    expect(rows[1]).toHaveTextContent('Minor');
    expect(rows[1]).toHaveTextContent('10 years');
    expect(rows[1]).toHaveTextContent('Not assessed');
    expect(rows[1]).toHaveTextContent('No contact');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Marta Silva' })).toHaveAttribute(
      'href',
      `/student/${MARTA_ID}`,
    );
  });

  it('shows neither Add nor Import to a role that cannot change customers', async () => {
    open('administrator', {
      'GET /api/v1/me': () => ok({ ...meOf('manager'), permissions: ['view_students'] }),
    });
    await findTable();
    expect(screen.queryByRole('button', { name: 'Add customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('sends the phone in E.164 from the country and the number as typed, and shows the server’s errors on their fields', async () => {
    let refuse = true;
    const calls = open('manager', {
      'POST /api/v1/customers': (call) =>
        refuse
          ? problem(400, 'validation_failed', 'Invalid', [
              {
                path: 'body.guardianName',
                message: 'A customer under 18 needs a guardian: name and phone.',
                code: 'guardian_required',
              },
            ])
          : created(customerOf({ ...(call.body as object), id: '00000000-0000-4000-8000-000000000003' })),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste('Lena Fischer');
    await userEvent.click(within(dialog).getByTestId('customer-phone'));
    await userEvent.paste('912 000 111');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Wetsuit size/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'K10 – age 10' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const guardian = within(dialog).getByRole('textbox', { name: /Guardian's name/ });
    await waitFor(() => expect(guardian).toHaveAccessibleDescription(/needs a guardian/));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Lena Fischer',
      phone: '+351912000111',
      country: null,
      birthDate: null,
      wetsuitSize: 'K10',
      waiverAcceptedOn: null,
    });
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Customer “Lena Fischer” created.')).toBeInTheDocument();
  });

  it('refuses a phone no country has before sending anything', async () => {
    const calls = open('manager');
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste('Bad Phone');
    await userEvent.click(within(dialog).getByTestId('customer-phone'));
    await userEvent.paste('12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This is not a phone number.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('warns of a customer with the same e-mail, and links to them', async () => {
    open('manager', {
      'GET /api/v1/customers/duplicates': (call) =>
        ok({
          items:
            call.query.get('email') === 'marta@example.com'
              ? [{ id: MARTA_ID, name: 'Marta Silva', email: 'marta@example.com', phone: '', matches: ['email'] }]
              : [],
        }),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'E-mail' }));
    await userEvent.paste('marta@example.com');
    const warning = await within(dialog).findByTestId('customer-duplicates', {}, { timeout: 5000 });
    expect(warning).toHaveTextContent('Already in your school with the same e-mail');
    expect(within(warning).getByRole('link', { name: 'Marta Silva' })).toHaveAttribute('href', `/student/${MARTA_ID}`);
  });

  it('imports a CSV: columns guessed, a bad row named, then all rows at once', async () => {
    let bad = true;
    const calls = open('manager', {
      'POST /api/v1/customers/import/check': () =>
        ok({
          rows: 2,
          errors: bad
            ? [
                {
                  path: 'rows.1.phone',
                  code: 'phone_needs_country_code',
                  message: 'Write the number with its country code (+351 …).',
                },
              ]
            : [],
        }),
      'POST /api/v1/customers/import': () => created({ imported: 2 }),
    });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    const file = (text: string) => new File([text], 'customers.csv', { type: 'text/csv' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file('Nome;Telefone;País\nAna;+351 912 345 678;Portugal\nRui;912 345 679;PT\n'));
    expect(await within(dialog).findByRole('combobox', { name: 'Phone' })).toHaveValue('Telefone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    const errors = await within(dialog).findByTestId('import-errors');
    expect(errors).toHaveTextContent('1 error');
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(
      '2Phone912 345 679Write the number with its country code',
    );
    expect(callsTo('POST /api/v1/customers/import/check')[0]?.body).toEqual({
      rows: [
        { name: 'Ana', phone: '+351 912 345 678', country: 'Portugal' },
        { name: 'Rui', phone: '912 345 679', country: 'PT' },
      ],
    });
    bad = false;
    await userEvent.upload(input, file('Nome;Telefone;País\nAna;+351 912 345 678;Portugal\nRui;+351 912 345 679;PT\n'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByTestId('import-ready')).toHaveTextContent('All 2 rows are ready to import.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 customers' }));
    expect(await screen.findByText('2 customers imported.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/customers/import')).toHaveLength(1);
  });

  it('lists outstanding payments with priority, in the order chosen, and e-mails a reminder from the row', async () => {
    let reminded = '';
    const calls = open('manager', {
      'POST /api/v1/charges/00000000-0000-4000-8000-0000000000c1/reminder': () => {
        reminded = 'c1';
        return noContent();
      },
    });
    const table = await screen.findByRole('table', { name: 'Outstanding payments' }, { timeout: 15_000 });
    expect(within(table).getByText('High')).toBeInTheDocument();
    expect(within(table).getByText('45')).toBeInTheDocument();
    expect(screen.getByText('2 charges, €270.00 in all')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'E-mail Tiago Costa a payment reminder' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'E-mail Marta Silva a payment reminder' }));
    await waitFor(() => expect(reminded).toBe('c1'));
    expect(await screen.findByText('Reminder sent to Marta Silva.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Amount, low to high' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/api/v1/outstanding' &&
            call.query.get('sort') === 'amount' &&
            call.query.get('order') === 'asc',
        ),
      ).toBe(true),
    );
  });

  it('says the spec’s words when outstanding payments cannot be read', async () => {
    open('manager', { 'GET /api/v1/outstanding': () => problem(500, 'internal', 'Boom') });
    expect(await screen.findByText('Error fetching outstanding payments', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
