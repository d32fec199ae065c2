import { Box, Center, Loader, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { DataCards } from '#web/features/schools/components/data-cards.tsx';
import { DataGrid } from '#web/features/schools/components/data-grid.tsx';
import type { DataTableProps } from '#web/features/schools/components/data-table-types.ts';
import { ListError } from '#web/features/schools/components/list-error.tsx';

const DEFAULT_CARDS_BELOW = 640;

/**
 * The one way Lineup shows a list: a Mantine table where there is room, and one card per row
 * where there is not (a phone, or a narrow panel), so nothing is cramped or scrolls sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { ref, width } = useElementSize();
  // Before the first measurement (and in tests) the width is 0: draw the table.
  const narrow = width > 0 && width < (props.cardsBelow ?? DEFAULT_CARDS_BELOW);
  return (
    <Box ref={ref} data-testid={props.testId} data-layout={narrow ? 'cards' : 'table'}>
      {props.error ? (
        <ListError error={props.error} onRetry={props.onRetry} />
      ) : props.loading && props.rows.length === 0 ? (
        <Center py="xl">
          <Loader size="sm" aria-label={props.label} />
        </Center>
      ) : props.rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {props.empty}
        </Text>
      ) : narrow ? (
        <DataCards {...props} />
      ) : (
        <DataGrid {...props} />
      )}
    </Box>
  );
}
