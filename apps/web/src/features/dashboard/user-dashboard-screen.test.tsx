import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OutstandingPage } from '@lineup/contract/money';
import { ADVANCED_REPORTS, REPORTS, type AnyReportName, type Report, type ReportTrace } from '@lineup/contract/reports';
import UserDashboardScreen from '#web/features/dashboard/user-dashboard-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, ok, problem, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

/** Every report with one row, except staff performance with two named instructors. */
function reportOf(name: AnyReportName): Report {
  if (name === 'staff-performance') {
    return {
      report: name,
      keyKind: 'record',
      measures: [
        { key: 'lessons', kind: 'count' },
        { key: 'attendanceRate', kind: 'share' },
        { key: 'valueCents', kind: 'cents' },
      ],
      rows: [
        { key: 'rui', label: 'Rui Santos', values: { lessons: 3, attendanceRate: 0.75, valueCents: 10500 } },
        { key: 'ines', label: 'Inês Carvalho', values: { lessons: 1, attendanceRate: 1, valueCents: 3500 } },
      ],
      totals: { lessons: 4, valueCents: 14000 },
    };
  }
  return {
    report: name,
    keyKind: 'month',
    measures: [{ key: 'events', kind: 'count' }],
    rows: [{ key: '2025-03', label: '', values: { events: 7 } }],
    totals: { events: 7 },
  };
}

const RUI_TRACE: ReportTrace = {
  report: 'staff-performance',
  key: 'rui',
  items: [
    {
      kind: 'event',
      id: 'e1',
      day: '2025-03-02',
      label: 'Morning group',
      customerId: null,
      values: { lessons: 1, valueCents: 7000 },
    },
    {
      kind: 'event',
      id: 'e2',
      day: '2025-03-09',
      label: 'Private lesson',
      customerId: null,
      values: { lessons: 2, valueCents: 3500 },
    },
  ],
};

const NOTHING_OWED: OutstandingPage = { items: [], total: 0, totalCents: 0 };

function open(routes: Record<string, Handler> = {}) {
  const reports = Object.fromEntries([
    ...REPORTS.map((name) => [`GET /api/v1/reports/${name}`, () => ok(reportOf(name))] as const),
    ...ADVANCED_REPORTS.map((name) => [`GET /api/v1/advanced-reports/${name}`, () => ok(reportOf(name))] as const),
  ]);
  const calls = mockApi({
    'GET /api/v1/me': () => ok(meOf('owner')),
    'GET /api/v1/outstanding': () => ok(NOTHING_OWED),
    'GET /api/v1/reports/staff-performance/rows': () => ok(RUI_TRACE),
    ...reports,
    ...routes,
  });
  renderScreen(
    <Routes>
      <Route path="/dashboard" element={<UserDashboardScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: '/dashboard', session: { name: 'Ana', email: 'ana@example.com', profile: 'owner' } },
  );
  return calls;
}

const card = (name: AnyReportName) => screen.findByTestId(`report-${name}`, {}, { timeout: 15_000 });

async function choose(label: string, option: string) {
  await userEvent.click(within(screen.getByTestId('dashboard-filters')).getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('/dashboard', () => {
  it('shows the ten reports, and one that fails says so in the spec’s words while the others stand', async () => {
    open({ 'GET /api/v1/reports/staff-performance': () => problem(500, 'internal', 'Database down') });
    for (const name of REPORTS.filter((report) => report !== 'outstanding-payments')) await card(name);
    expect(await screen.findByText('Error fetching the staff performance report')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Outstanding payments' })).toBeVisible();
    expect(await screen.findByTestId('report-monthly-performance-totals')).toHaveTextContent('Events7');
  });

  it('says what the attendance rate counts, under staff performance', async () => {
    open();
    await card('staff-performance');
    expect(
      await screen.findByText(
        'What each instructor taught in lessons that have ended. The attendance rate is the share of customers who came among those who came or did not show up; cancelled bookings do not count.',
      ),
    ).toBeVisible();
  });

  it('shows the comparisons by place and by type to those with view_advanced_reports only', async () => {
    open();
    expect(await card('place-comparison')).toBeVisible();
    expect(await card('type-comparison')).toBeVisible();
    cleanup();
    const basic = meOf('owner');
    open({
      'GET /api/v1/me': () =>
        ok({ ...basic, permissions: basic.permissions.filter((p) => p !== 'view_advanced_reports') }),
    });
    await card('countries');
    expect(screen.queryByTestId('report-place-comparison')).toBeNull();
    expect(callsTo('GET /api/v1/advanced-reports/place-comparison')).toHaveLength(1);
  });

  it('asks every report for the year and month chosen, outstanding payments for what fell due then, and keeps the choice', async () => {
    open();
    await card('daily-usage');
    await choose('Year', '2025');
    await choose('Month', 'March');
    await waitFor(() =>
      expect(
        callsTo('GET /api/v1/reports/countries').some(
          (call) => call.query.get('year') === '2025' && call.query.get('month') === '3',
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        callsTo('GET /api/v1/outstanding').some(
          (call) => call.query.get('dueYear') === '2025' && call.query.get('dueMonth') === '3',
        ),
      ).toBe(true),
    );
    await choose('Charts', 'Revenue only');
    await waitFor(() => expect(screen.queryByTestId('report-daily-usage')).toBeNull());
    expect(await card('staff-payments')).toBeVisible();
    expect(await card('revenue-trends')).toBeVisible();
    expect(screen.queryByTestId('report-countries')).toBeNull();
    // Coming back in the same session finds the same choices.
    cleanup();
    open();
    const filters = await screen.findByTestId('dashboard-filters');
    expect(within(filters).getByRole('combobox', { name: 'Year' })).toHaveValue('2025');
    expect(within(filters).getByRole('combobox', { name: 'Month' })).toHaveValue('March');
    expect(within(filters).getByRole('combobox', { name: 'Charts' })).toHaveValue('Revenue only');
  });

  it('opens the records behind a row, whose figures add up to it, each lesson a link to its page', async () => {
    open();
    const staff = await card('staff-performance');
    expect(await within(staff).findByText('€140.00')).toBeVisible();
    await userEvent.click(within(staff).getByRole('radio', { name: 'Table' }));
    expect(within(staff).getByText('75%')).toBeVisible();
    await userEvent.click(within(staff).getByRole('button', { name: 'Show the records behind Rui Santos' }));
    const drawer = await screen.findByRole('dialog', { name: 'Staff performance: Rui Santos' });
    expect(await within(drawer).findByRole('link', { name: 'Morning group' })).toHaveAttribute('href', '/lesson/e1');
    expect(within(drawer).getByTestId('trace-total-lessons')).toHaveTextContent('3');
    expect(within(drawer).getByTestId('trace-total-valueCents')).toHaveTextContent('€105.00');
    expect(callsTo('GET /api/v1/reports/staff-performance/rows')[0]?.query.get('key')).toBe('rui');
  });
});
