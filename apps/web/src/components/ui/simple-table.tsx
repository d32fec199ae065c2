import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

/**
 * A short read-only table (a record's purchases, a staff member's months): it scrolls sideways on a
 * phone rather than squeezing its columns; the last column is aligned right, as amounts are.
 */
export function SimpleTable({
  head,
  rows,
  empty,
  label,
  testId,
}: {
  /** Names the table, and the region that scrolls it on a phone, for screen readers. */
  readonly label: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly ReactNode[])[];
  readonly empty: string;
  readonly testId: string;
}) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
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
            {head.map((label, index) => (
              <Table.Th key={label} ta={index === head.length - 1 ? 'right' : undefined}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, row) => (
            <Table.Tr key={row}>
              {cells.map((cell, index) => (
                <Table.Td key={index} ta={index === cells.length - 1 ? 'right' : undefined}>
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
