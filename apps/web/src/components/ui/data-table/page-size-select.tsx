import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@lineup/contract/constants';

/** Items per page (10, 25, 50, 100), its label beside the field. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: number) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('list.pages.itemsPerPage')}
      data={PAGE_SIZES.map((size) => String(size))}
      value={String(value)}
      allowDeselect={false}
      onChange={(size) => size && onChange(Number(size))}
      size="xs"
      // Label beside the field: the width goes to the field alone, so the label never covers it.
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 8 },
        label: { whiteSpace: 'nowrap' },
        wrapper: { width: 72, flex: 'none' },
      }}
    />
  );
}
