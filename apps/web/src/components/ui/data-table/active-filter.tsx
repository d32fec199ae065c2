import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

interface ActiveFilterProps {
  /** Active only (true), inactive only (false), or both (undefined). */
  readonly value: boolean | undefined;
  readonly onChange: (active: boolean | undefined) => void;
}

/** The status filter of a list of things that can be deactivated: active, inactive, or both. */
export function ActiveFilter({ value, onChange }: ActiveFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('list.status')}
      data={[
        { value: ALL, label: t('list.allStatuses') },
        { value: 'true', label: t('list.active') },
        { value: 'false', label: t('list.inactive') },
      ]}
      value={value === undefined ? ALL : String(value)}
      allowDeselect={false}
      onChange={(choice) => onChange(choice === ALL || choice === null ? undefined : choice === 'true')}
      style={{ flex: '0 1 180px' }}
    />
  );
}
