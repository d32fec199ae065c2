import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants.ts';
import { text } from './text.ts';

/** The orders a list can be sorted in. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The most characters a list search takes. */
export const SEARCH_MAX = 100;

/** What every list query has: page, items per page (10, 25, 50, 100), search and order. */
export const listQueryBaseSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), 'must be 10, 25, 50 or 100')
    .default(DEFAULT_PAGE_SIZE),
  q: text().trim().max(SEARCH_MAX).default(''),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type ListQueryBase = z.infer<typeof listQueryBaseSchema>;

/** A yes/no filter in a query string: `true` or `false`, absent for either. */
export function booleanFilter() {
  return z.enum(['true', 'false']).transform((value) => value === 'true');
}

/**
 * One list's query: the common part, `sort` from a whitelist of the list's columns, and the
 * list's own filters (each optional). The server sorts only by what the whitelist names.
 */
export function listQuery<
  const Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape = Record<never, never>,
>(options: { sorts: Sorts; defaultSort: Sorts[number]; defaultOrder?: SortOrder; filters?: Filters }) {
  return listQueryBaseSchema.extend({
    sort: z.enum(options.sorts).default(options.defaultSort as never),
    order: z.enum(SORT_ORDERS).default(options.defaultOrder ?? 'asc'),
    ...(options.filters ?? ({} as Filters)),
  });
}

/** One page of a list: its rows and how many rows the whole list has. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
export interface Page<Item> {
  items: Item[];
  total: number;
}
