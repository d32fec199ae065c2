import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from '#web/components/ui/data-table/page-size-select.tsx';

interface PageControlsProps {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (pageSize: number) => void;
  /** The list failed: there is nothing to count or page through. */
  readonly hidden?: boolean;
  /** The first page is on its way: no count yet (never "0–0 of 0"). */
  readonly loading?: boolean;
}

/** Items per page (10, 25, 50, 100), where we are in the list, and the page buttons. */
export function PageControls({ page, pageSize, total, onPage, onPageSize, hidden, loading }: PageControlsProps) {
  const { t } = useTranslation();
  // An empty list says so itself; there is nothing to count.
  if (hidden || loading || total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <PageSizeSelect value={pageSize} onChange={onPageSize} />
        <Text size="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {t('list.pages.range', { from, to, total })}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`list.pages.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('list.pages.page', { page: item }) })}
      />
    </Group>
  );
}
