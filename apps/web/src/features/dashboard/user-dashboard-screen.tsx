import { useState, type ReactNode } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarStats,
  IconCash,
  IconChartDonut,
  IconCategory,
  IconChartLine,
  IconMapPin,
  IconTicket,
  IconTrendingUp,
  IconUsers,
  IconWorld,
  IconUserStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ADVANCED_REPORTS,
  REPORT_GROUP,
  REPORTS,
  type AnyReportName,
  type ReportQuery,
} from '@lineup/contract/reports';
import { kitTexts } from '#web/components/kit-texts.ts';
import { moneyLocales } from '#web/features/money/public/money-texts.ts';
import { OutstandingPayments } from '#web/features/money/public/outstanding-payments.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { DashboardFiltersBar } from '#web/features/dashboard/components/dashboard-filters.tsx';
import { ReportCard } from '#web/features/dashboard/components/report-card.tsx';
import { dashboardLocales } from '#web/features/dashboard/dashboard-texts.ts';
import { rememberFilters, rememberedFilters, type DashboardFilters } from '#web/features/dashboard/dashboard-memory.ts';

const ICONS: Readonly<Record<AnyReportName, ReactNode>> = {
  'daily-usage': <IconCalendarStats size={20} aria-hidden />,
  'package-utilisation': <IconTicket size={20} aria-hidden />,
  'staff-performance': <IconUserStar size={20} aria-hidden />,
  'staff-payments': <IconCash size={20} aria-hidden />,
  'outstanding-payments': <IconAlertTriangle size={20} aria-hidden />,
  'revenue-trends': <IconTrendingUp size={20} aria-hidden />,
  'package-distribution': <IconChartDonut size={20} aria-hidden />,
  'monthly-performance': <IconChartLine size={20} aria-hidden />,
  countries: <IconWorld size={20} aria-hidden />,
  'services-distribution': <IconUsers size={20} aria-hidden />,
  'place-comparison': <IconMapPin size={20} aria-hidden />,
  'type-comparison': <IconCategory size={20} aria-hidden />,
};

/** Reports over time read best across the whole width, above the others. */
const WIDE: ReadonlySet<AnyReportName> = new Set(['daily-usage', 'monthly-performance']);

function Dashboard({ schoolId }: { readonly schoolId: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<DashboardFilters>(rememberedFilters);
  const change = (next: DashboardFilters) => {
    rememberFilters(next);
    setFilters(next);
  };
  const period: ReportQuery = {
    ...(filters.year === null ? {} : { year: filters.year }),
    ...(filters.month === null ? {} : { month: filters.month }),
  };
  // Without view_advanced_reports the basic reports show; with it, the comparisons too.
  const advanced = useAccess('advancedReport').read;
  const shown = [...REPORTS, ...(advanced ? ADVANCED_REPORTS : [])].filter(
    (name) => filters.chartType === 'all' || REPORT_GROUP[name] === filters.chartType,
  );
  const card = (name: AnyReportName) => (
    <ReportCard key={name} schoolId={schoolId} name={name} period={period} icon={ICONS[name]} />
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('screens.userDashboard')} description={t('dashboard.intro')} />
      <DashboardFiltersBar value={filters} onChange={change} />
      {shown.filter((name) => WIDE.has(name)).map(card)}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="dashboard-reports">
        {shown.filter((name) => !WIDE.has(name) && name !== 'outstanding-payments').map(card)}
      </SimpleGrid>
      {shown.includes('outstanding-payments') ? (
        // What is owed is the list the customers' screen shows, narrowed to what fell due in the period.
        <OutstandingPayments key={`${filters.year}-${filters.month}`} schoolId={schoolId} period={period} />
      ) : null}
    </Stack>
  );
}

/**
 * /dashboard (`view_reports`): the ten reports of the school for a year and a month, each a chart
 * and a table whose every figure opens the records behind it, with a CSV of each table.
 */
export default function UserDashboardScreen() {
  const schoolId = useSchoolId();
  return (
    <ScreenTexts texts={{ kit: kitTexts, money: moneyLocales, dashboard: dashboardLocales }}>
      {schoolId ? <Dashboard schoolId={schoolId} /> : null}
    </ScreenTexts>
  );
}
