import { Box, EmptyState } from '@mantine/core';
import { DataCards } from '#web/components/ui/data-table/data-cards.tsx';
import { DataGrid } from '#web/components/ui/data-table/data-grid.tsx';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { TableSkeleton } from '#web/components/ui/data-table/table-skeleton.tsx';
import type { DataTableProps } from '#web/components/ui/data-table/types.ts';
import { PHONE_WINDOW, useNarrowerThan, useWindowMatches } from '#web/lib/layout-queries.ts';

/**
 * The one way Lineup shows a list: a Mantine table where there is room, and one card per row
 * where there is not, so nothing is cramped or scrolls sideways. Loading shows a skeleton of the
 * rows, an empty list says what will appear and offers the action that adds it, and a failure
 * says what failed with Retry, alone.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  // Below 768 px (a phone, a tablet held upright) rows are cards.
  const phone = useWindowMatches(PHONE_WINDOW);
  // Wider, the list's own width decides; on a phone it need not be measured.
  const [ref, narrowBox] = useNarrowerThan<HTMLDivElement>(phone ? undefined : props.cardsBelow);
  // Without a width (in tests) the window decides.
  const narrow = phone || narrowBox;
  const columns = props.columns.length + (props.actions ? 1 : 0);
  return (
    <Box ref={ref} data-testid={props.testId} data-layout={narrow ? 'cards' : 'table'}>
      {props.error ? (
        <ListError error={props.error} title={props.errorTitle} onRetry={props.onRetry} />
      ) : props.loading && props.rows.length === 0 ? (
        <TableSkeleton columns={columns} cards={narrow} count={props.loadingRows ?? 5} />
      ) : props.rows.length === 0 ? (
        <EmptyState variant="light" size="md" title={props.empty} data-testid="list-empty">
          {props.emptyAction ? <EmptyState.Actions>{props.emptyAction}</EmptyState.Actions> : null}
        </EmptyState>
      ) : narrow ? (
        <DataCards {...props} />
      ) : (
        <DataGrid {...props} />
      )}
    </Box>
  );
}
