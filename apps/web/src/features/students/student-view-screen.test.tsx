import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@lineup/contract/roles';
import { customerOf } from '#web/features/students/customer-fixture.ts';
import StudentViewScreen from '#web/features/students/student-view-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { mockApi, noContent, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });
const ID = '00000000-0000-4000-8000-000000000001';

function open(profile: Role, id = ID, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf(profile)),
    [`GET /api/v1/customers/${ID}`]: () =>
      ok(
        customerOf({
          birthDate: `${new Date().getFullYear() - 12}-01-01`,
          guardianName: 'Rita Silva',
          guardianPhone: '+351914222333',
          waiverAcceptedOn: '2026-06-01',
          waiverAcceptedBy: 'Rita Silva',
          notes: 'Allergic to latex.',
        }),
      ),
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
  it('shows the customer’s contact and profile, a minor with a guardian, and the sections to come', async () => {
    open('manager');
    expect(await screen.findByRole('heading', { name: 'Marta Silva' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+351 912 345 678' })).toHaveAttribute('href', 'tel:+351912345678');
    expect(screen.getByText(/12 years old/)).toBeInTheDocument();
    expect(screen.getByText('Minor')).toBeInTheDocument();
    expect(screen.getByText(/Rita Silva ·/)).toBeInTheDocument();
    expect(screen.getByText('Allergic to latex.')).toBeInTheDocument();
    expect(screen.getByText('Wetsuit size').nextElementSibling).toHaveTextContent('M');
    for (const section of ['Lessons', 'Credits and packages', 'Services and items', 'Charges and payments']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'All customers' })).toHaveAttribute('href', '/student');
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
