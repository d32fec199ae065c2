import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORTS_FIRST_YEAR } from '@lineup/contract/reports';
import { useFormat } from '#web/lib/format.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { CHART_TYPES, type ChartType, type DashboardFilters } from '#web/features/dashboard/dashboard-memory.ts';

const NONE = 'none';

/** None, then this year down to 2015 (spec section 3). */
function yearsUpTo(thisYear: number): number[] {
  return Array.from({ length: Math.max(thisYear - REPORTS_FIRST_YEAR + 1, 1) }, (_, index) => thisYear - index);
}

/** The month's name in the reader's language ("January"). */
const monthName = (language: string, month: number) =>
  new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month - 1, 1)));

/** The dashboard's period (year, month) and which charts it shows. */
export function DashboardFiltersBar({
  value,
  onChange,
}: {
  readonly value: DashboardFilters;
  readonly onChange: (filters: DashboardFilters) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const thisYear = Number(zonedToday(format.timeZone).slice(0, 4));
  const numberOrNull = (chosen: string | null) => (chosen === null || chosen === NONE ? null : Number(chosen));
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="dashboard-filters">
      <Select
        label={t('dashboard.filters.year')}
        allowDeselect={false}
        data={[
          { value: NONE, label: t('dashboard.filters.none') },
          ...yearsUpTo(thisYear).map((year) => ({ value: String(year), label: String(year) })),
        ]}
        value={value.year === null ? NONE : String(value.year)}
        onChange={(chosen) => onChange({ ...value, year: numberOrNull(chosen) })}
      />
      <Select
        label={t('dashboard.filters.month')}
        allowDeselect={false}
        data={[
          { value: NONE, label: t('dashboard.filters.none') },
          ...Array.from({ length: 12 }, (_, index) => ({
            value: String(index + 1),
            label: monthName(format.language, index + 1),
          })),
        ]}
        value={value.month === null ? NONE : String(value.month)}
        onChange={(chosen) => onChange({ ...value, month: numberOrNull(chosen) })}
      />
      <Select
        label={t('dashboard.filters.chartType')}
        allowDeselect={false}
        data={CHART_TYPES.map((type) => ({ value: type, label: t(`dashboard.chartTypes.${type}`) }))}
        value={value.chartType}
        onChange={(chosen) => onChange({ ...value, chartType: (chosen ?? 'all') as ChartType })}
      />
    </SimpleGrid>
  );
}
