import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@lineup/contract/list';
import type { ListParams } from '#web/lib/list/use-list-params.ts';
import type { ListQueryShape } from '#web/lib/resource/resource-api.ts';

interface ListViewOptions<Query extends ListQueryShape> {
  /** The contract's sort keys: a header click asks for one of them, never anything else. */
  readonly sorts: readonly Query['sort'][];
  /** The list's own filters: with a search, they make an empty list "no match" and are cleared together. */
  readonly filters: readonly (keyof Query)[];
  /** What will appear here, when there is nothing yet. */
  readonly empty: string;
  /** Nothing matches the search or the filters; the shared sentence if absent. */
  readonly noMatch?: string;
  /** The action that adds the first row, under the empty text. */
  readonly emptyAction?: ReactNode;
  /** What failed, in the spec's words ("Error fetching the places."). */
  readonly errorTitle: string;
}

/**
 * The parts of a list screen that follow from its query and its answer: the table's rows, sort,
 * skeleton, empty state (with "Clear search and filters" when the search or a filter hides every
 * row) and failure with Retry, and the page controls (hidden while loading or after a failure).
 */
export function useListView<Item, Query extends ListQueryShape>(
  list: UseQueryResult<Page<Item>>,
  params: ListParams<Query>,
  options: ListViewOptions<Query>,
) {
  const { t } = useTranslation();
  const { query, update } = params;
  const filtered = query.q !== '' || options.filters.some((key) => query[key] !== undefined);
  const clear = Object.fromEntries(options.filters.map((key) => [key, undefined]));
  return {
    table: {
      rows: list.data?.items ?? [],
      sort: {
        by: query.sort,
        order: query.order,
        onChange: (by: string, order: Query['order']) =>
          update({ sort: options.sorts.find((key) => key === by) ?? query.sort, order } as Partial<Query>),
      },
      empty: filtered ? (options.noMatch ?? t('list.noMatch')) : options.empty,
      emptyAction: filtered ? (
        <Button variant="default" onClick={() => update({ ...clear, q: '' } as Partial<Query>)}>
          {t('list.clearFilters')}
        </Button>
      ) : (
        options.emptyAction
      ),
      loading: list.isPending,
      error: list.error,
      errorTitle: options.errorTitle,
      onRetry: () => void list.refetch(),
    },
    pages: {
      page: query.page,
      pageSize: query.pageSize,
      total: list.data?.total ?? 0,
      onPage: params.setPage,
      onPageSize: params.setPageSize,
      loading: list.isPending,
      hidden: list.isError,
    },
  };
}
