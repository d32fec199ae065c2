import { REPORT_GROUPS, type ReportGroup } from '@lineup/contract/reports';
import { getSession, subscribeSession } from '#web/lib/session.ts';

/** The chart-type filter: every report, or one group of them (spec section 2). */
export const CHART_TYPES = ['all', ...REPORT_GROUPS] as const;
export type ChartType = 'all' | ReportGroup;

export interface DashboardFilters {
  /** A year from 2015 to this one; none for all years. */
  readonly year: number | null;
  /** 1–12; none for every month. */
  readonly month: number | null;
  readonly chartType: ChartType;
}

export const NO_FILTERS: DashboardFilters = { year: null, month: null, chartType: 'all' };

/**
 * The dashboard's filters for the session (spec section 3 keeps such lists in memory, not
 * stored): coming back to the dashboard shows the same period and charts; a sign-out forgets them.
 */
let remembered: DashboardFilters = NO_FILTERS;
subscribeSession(() => {
  if (!getSession()) remembered = NO_FILTERS;
});

export const rememberedFilters = (): DashboardFilters => remembered;

export function rememberFilters(filters: DashboardFilters): void {
  remembered = filters;
}
