import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomerAccount } from '@lineup/contract/money';
import type { Role } from '@lineup/contract/roles';
import { customerOf } from '#web/features/students/customer-fixture.ts';
import StudentViewScreen from '#web/features/students/student-view-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { created, mockApi, noContent, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { clock } from '@lineup/contract/clock';

const userEvent = events.setup({ delay: null });
const ID = '00000000-0000-4000-8000-000000000001';
const PACKAGE = '00000000-0000-4000-8000-0000000000a1';
const CHARGE = '00000000-0000-4000-8000-0000000000c1';

/** Ten group lessons bought, two used; 35.00 of a lesson still owed; 150.00 paid. */
const ACCOUNT: CustomerAccount = {
  customerId: ID,
  balanceCents: 3500,
  owedCents: 3500,
  onAccountCents: 0,
  credits: 8,
  grants: [
    {
      id: 'g1',
      description: '10 group lessons',
      saleId: 's1',
      eventTypeId: 't1',
      eventTypeName: 'Group lesson',
      credits: 10,
      used: 2,
      expired: 0,
      corrected: 0,
      remaining: 8,
      grantedOn: '2026-07-01',
      expiresOn: '2027-07-01',
    },
  ],
  entries: [],
  sales: [
    {
      id: 's1',
      kind: 'package',
      productId: PACKAGE,
      description: '10 group lessons',
      quantity: 1,
      listPriceCents: 16000,
      unitPriceCents: 15000,
      priceReason: 'Loyal customer',
      discountCents: 0,
      totalCents: 15000,
      soldOn: '2026-07-01',
      eventId: null,
      cancellation: null,
      createdAt: '2026-07-01T10:00:00Z',
    },
  ],
  charges: [
    {
      id: CHARGE,
      description: 'Private lesson',
      saleId: null,
      eventId: 'e3',
      amountCents: 3500,
      reversedCents: 0,
      paidCents: 0,
      openCents: 3500,
      dueOn: '2026-07-20',
      status: 'open',
      createdAt: '2026-07-20T10:00:00Z',
    },
    {
      id: 'c1',
      description: '10 group lessons',
      saleId: 's1',
      eventId: null,
      amountCents: 15000,
      reversedCents: 0,
      paidCents: 15000,
      openCents: 0,
      dueOn: '2026-07-01',
      status: 'paid',
      createdAt: '2026-07-01T10:00:00Z',
    },
  ],
  payments: [
    {
      id: 'p1',
      amountCents: 15000,
      method: 'mb_way',
      paidOn: '2026-07-01',
      reference: 'MBW 123',
      allocations: [{ chargeId: 'c1', description: '10 group lessons', amountCents: 15000 }],
      unallocatedCents: 0,
      createdAt: '2026-07-01T10:00:00Z',
    },
  ],
  lessons: [
    {
      eventId: 'e3',
      title: 'Private with Inês',
      eventTypeName: 'Private lesson',
      startsAt: '2026-07-20T09:00:00Z',
      status: 'scheduled',
      attendance: 'attended',
      paidWith: 'charge',
      credits: 0,
      chargeId: CHARGE,
    },
    {
      eventId: 'e2',
      title: 'Morning group',
      eventTypeName: 'Group lesson',
      startsAt: '2026-07-10T09:00:00Z',
      status: 'scheduled',
      attendance: 'attended',
      paidWith: 'credits',
      credits: 1,
      chargeId: null,
    },
  ],
};

function open(profile: Role, id = ID, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    [`GET /api/v1/customers/${ID}`]: () =>
      ok(
        customerOf({
          birthDate: `${clock.now().getFullYear() - 12}-01-01`,
          guardianName: 'Rita Silva',
          guardianPhone: '+351914222333',
          waiverAcceptedOn: '2026-06-01',
          waiverAcceptedBy: 'Rita Silva',
          notes: 'Allergic to latex.',
        }),
      ),
    [`GET /api/v1/customers/${ID}/account`]: () => ok(ACCOUNT),
    ...routes,
  });
  renderScreen(
    <Routes>
      <Route path="/student/:id" element={<StudentViewScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: `/student/${id}`, session: { name: 'Ana', email: 'ana@example.com', profile } },
  );
  return calls;
}

describe('/student/{id}', () => {
  it('shows the customer’s contact and profile, and a minor with a guardian', async () => {
    open('manager');
    expect(await screen.findByRole('heading', { name: 'Marta Silva' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+351 912 345 678' })).toHaveAttribute('href', 'tel:+351912345678');
    expect(screen.getByText(/12 years old/)).toBeInTheDocument();
    expect(screen.getByText('Minor')).toBeInTheDocument();
    expect(screen.getByText(/Rita Silva ·/)).toBeInTheDocument();
    expect(screen.getByText('Allergic to latex.')).toBeInTheDocument();
    expect(screen.getByText('Wetsuit size').nextElementSibling).toHaveTextContent('M');
    expect(screen.getByRole('link', { name: 'All customers' })).toHaveAttribute('href', '/student');
  });

  it('shows what the customer owes, their credits by package, their lessons and how each was paid', async () => {
    open('manager');
    expect(await screen.findByTestId('customer-balance', {}, { timeout: 15_000 })).toHaveTextContent('Owes €35.00');
    expect(screen.getByTestId('customer-credits')).toHaveTextContent('8');
    const grants = within(screen.getByTestId('customer-grants'));
    expect(grants.getByText('10 group lessons')).toBeInTheDocument();
    expect(grants.getByText('2 / 10')).toBeInTheDocument();
    const lessons = within(screen.getByTestId('customer-lessons'));
    expect(lessons.getByText('Charged')).toBeInTheDocument();
    expect(lessons.getByText('1 credit')).toBeInTheDocument();
    const purchases = within(screen.getByTestId('customer-purchases'));
    expect(purchases.getByText('At €150.00: Loyal customer')).toBeInTheDocument();
    const payments = within(screen.getByTestId('customer-payments'));
    expect(payments.getByText('MB WAY')).toBeInTheDocument();
    expect(payments.getByText('MBW 123')).toBeInTheDocument();
    expect(within(screen.getByTestId('customer-charges')).getByText('Owed')).toBeInTheDocument();
  });

  it('takes a payment for the charge chosen', async () => {
    let body: unknown;
    open('manager', ID, {
      [`POST /api/v1/customers/${ID}/payments`]: (call) => {
        body = call.body;
        return created({ ...ACCOUNT, balanceCents: 0, owedCents: 0 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Take payment' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment from Marta Silva' }));
    expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('€ 35.00');
    await userEvent.type(dialog.getByLabelText('Reference'), 'Till 4');
    await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
    await waitFor(() =>
      expect(body).toEqual({
        amountCents: 3500,
        method: 'cash',
        paidOn: expect.any(String),
        reference: 'Till 4',
        chargeIds: [],
      }),
    );
    expect(await screen.findByTestId('customer-balance')).toHaveTextContent('Settled');
  });

  it('undoes a sale with the reason, and marks it undone', async () => {
    let body: unknown;
    open('manager', ID, {
      'POST /api/v1/sales/s1/cancellation': (call) => {
        body = call.body;
        const sale = { ...ACCOUNT.sales[0]!, cancellation: { reason: 'Wrong package', cancelledOn: '2026-07-02' } };
        return created({ ...ACCOUNT, sales: [sale] });
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Undo the sale of 10 group lessons on / }, { timeout: 15_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo a sale to Marta Silva' }));
    expect(
      dialog.getByText(/lessons that used its credits are paid with other credits or charged/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Undo sale' }));
    expect(await dialog.findByText('Fill in this field.')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Wrong package');
    await userEvent.click(dialog.getByRole('button', { name: 'Undo sale' }));
    await waitFor(() => expect(body).toEqual({ reason: 'Wrong package' }));
    const purchases = within(await screen.findByTestId('customer-purchases'));
    expect(await purchases.findByText('Undone')).toBeInTheDocument();
    expect(purchases.getByText(/Wrong package/)).toBeInTheDocument();
    expect(purchases.queryByRole('button', { name: /^Undo the sale/ })).not.toBeInTheDocument();
  });

  it('shows a payment’s receipt and e-mails it to the customer', async () => {
    let sent = false;
    open('manager', ID, {
      'POST /api/v1/payments/p1/receipt': () => {
        sent = true;
        return noContent();
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Receipt of €150.00 paid on / }, { timeout: 15_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Receipt P1' }));
    expect(dialog.getByTestId('receipt')).toHaveTextContent('10 group lessons: €150.00');
    expect(dialog.getByTestId('receipt')).toHaveTextContent('MBW 123');
    expect(dialog.getByTestId('receipt')).toHaveTextContent('Owes €35.00');
    await userEvent.click(dialog.getByRole('button', { name: 'E-mail to the customer' }));
    await waitFor(() => expect(sent).toBe(true));
    expect(await screen.findByText('Receipt sent to Marta Silva.')).toBeInTheDocument();
  });

  it('deletes the customer and goes back to the list', async () => {
    open('manager', ID, { [`DELETE /api/v1/customers/${ID}`]: () => noContent() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marta Silva' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Customer “Marta Silva” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/student$/));
  });

  it('says a customer is not found, and a role without view_students that it cannot see customers', async () => {
    open('manager', ID, { [`GET /api/v1/customers/${ID}`]: () => problem(404, 'not_found', 'Customer not found.') });
    expect(await screen.findByTestId('customer-not-found', {}, { timeout: 15_000 })).toHaveTextContent(
      'Customer not found',
    );
  });

  it('tells a Staff member, without asking the server, that their role does not include customers', async () => {
    const calls = open('staff');
    expect(await screen.findByTestId('customer-no-access', {}, { timeout: 15_000 })).toHaveTextContent(
      'You cannot see customers',
    );
    expect(calls.some((call) => call.path.startsWith('/api/v1/customers'))).toBe(false);
  });
});
