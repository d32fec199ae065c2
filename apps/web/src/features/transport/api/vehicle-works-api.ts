import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@lineup/contract/list';
import { workPageSchema, type Work, type WorkListQuery } from '@lineup/contract/works';
import { get } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

/** How many of a vehicle's works its page lists; the works list has them all. */
export const VEHICLE_WORKS_SHOWN = 10;

// The works' own keys: a work created, changed or deleted on the works list refreshes the vehicle's page too.
const workKeys = schoolKeys('works');

/**
 * One vehicle's works not done, the first due first (overdue ones lead, those with no due day
 * come last), or (`open: false`) its done ones, the last changed first: the list sorts by no
 * done day, and marking a work done is its last change unless it is edited after.
 */
export function vehicleWorksQuery(schoolId: string, transportId: string, open: boolean) {
  const query = {
    transportId,
    open,
    page: 1,
    pageSize: VEHICLE_WORKS_SHOWN,
    q: '',
    sort: open ? 'dueOn' : 'updatedAt',
    order: open ? 'asc' : 'desc',
  } satisfies WorkListQuery;
  return queryOptions({
    queryKey: workKeys.list(schoolId, query),
    queryFn: ({ signal }) => get('/api/v1/works', { query, schema: workPageSchema, signal }),
  });
}

/** The rows a vehicle's page shows, those not done first, and how many more the works list has. */
export function shownWorks(open: Page<Work>, done: Page<Work>): { readonly rows: Work[]; readonly more: number } {
  const rows = [...open.items, ...done.items].slice(0, VEHICLE_WORKS_SHOWN);
  return { rows, more: Math.max(0, open.total + done.total - rows.length) };
}
