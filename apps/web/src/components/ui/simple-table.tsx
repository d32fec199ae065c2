import type { ReactNode } from 'react';
import { DataList, Paper, Stack, Table, Text } from '@mantine/core';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

const PHONE_QUERY = '(max-width: 35.99em)';

interface SimpleTableProps {
  /** Names the table (its cards on a phone), and the region that scrolls it, for screen readers. */
  readonly label: string;
  /** The columns' names; an empty one (a row's buttons) goes unlabelled on a phone's cards. */
  readonly head: readonly string[];
  readonly rows: readonly (readonly ReactNode[])[];
  readonly empty: string;
  readonly testId: string;
  /** The column that titles a row's card on a phone: the first unless said. */
  readonly primary?: number;
  /** The columns aligned right, as amounts are: the last unless said. */
  readonly right?: readonly number[];
}

/**
 * A short read-only table (a record's purchases, a staff member's months): on a phone, one card
 * per row with each value beside its column's name, one (`primary`) as the card's title; wider, a table
 * that scrolls sideways rather than squeezing its columns, amounts aligned right.
 */
export function SimpleTable({ head, rows, empty, label, testId, primary = 0, right }: SimpleTableProps) {
  const alignOf = (index: number) => ((right ?? [head.length - 1]).includes(index) ? 'right' : undefined);
  const phone = useWindowMatches(PHONE_QUERY);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  if (phone) {
    return (
      <Stack gap="xs" component="ul" aria-label={label} data-testid={testId} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((cells, row) => (
          <Paper component="li" key={row} withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Text size="sm" fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
                {cells[primary]}
              </Text>
              <DataList size="sm" gap={6} labelWidth="40%">
                {cells.map((cell, index) =>
                  index === primary ? null : (
                    <DataList.Item key={index}>
                      <DataList.ItemLabel c="dimmed">{head[index]}</DataList.ItemLabel>
                      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{cell}</DataList.ItemValue>
                    </DataList.Item>
                  ),
                )}
              </DataList>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    // The region that scrolls sideways takes the keyboard's focus, so arrows scroll it too.
    <Table.ScrollContainer
      minWidth={460}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {head.map((name, index) => (
              <Table.Th key={index} ta={alignOf(index)}>
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, row) => (
            <Table.Tr key={row}>
              {cells.map((cell, index) => (
                <Table.Td key={index} ta={alignOf(index)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
