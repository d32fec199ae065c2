import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@lineup/contract/constants';

interface PageControlsProps {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (pageSize: number) => void;
  /** The list failed: there is nothing to count or page through. */
  readonly hidden?: boolean;
}

/** Items per page (10, 25, 50, 100), where we are in the list, and the page buttons. */
export function PageControls({ page, pageSize, total, onPage, onPageSize, hidden }: PageControlsProps) {
  const { t } = useTranslation();
  if (hidden) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Select
          label={t('schools.pages.itemsPerPage')}
          data={PAGE_SIZES.map((size) => String(size))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => value && onPageSize(Number(value))}
          size="xs"
          // Label beside the field: the width goes to the field alone, so the label never covers it.
          styles={{
            root: { display: 'flex', alignItems: 'center', gap: 8 },
            label: { whiteSpace: 'nowrap' },
            wrapper: { width: 72, flex: 'none' },
          }}
        />
        <Text size="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {t('schools.pages.range', { from, to, total })}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`schools.pages.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('schools.pages.page', { page: item }) })}
      />
    </Group>
  );
}
