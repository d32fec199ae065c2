import { Paper, Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shape of the rows to come while the first page loads, instead of a spinner or "0 of 0". */
export function TableSkeleton({ columns, cards, count }: { columns: number; cards: boolean; count: number }) {
  const { t } = useTranslation();
  const rows = Array.from({ length: count }, (_, index) => index);
  return (
    <div aria-busy="true" data-testid="list-loading">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      {cards ? (
        <Stack gap="sm" aria-hidden>
          {rows.map((row) => (
            <Paper key={row} withBorder p="sm" radius="md">
              <Skeleton height={14} width="60%" mb="sm" />
              <Skeleton height={10} mb={6} />
              <Skeleton height={10} width="80%" />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="sm" aria-hidden>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row}>
                {Array.from({ length: columns }, (_, column) => (
                  <Table.Td key={column}>
                    <Skeleton height={12} width={column === 0 ? '70%' : '50%'} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
