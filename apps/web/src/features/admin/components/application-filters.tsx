import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES } from '@lineup/contract/schools';
import type { ApplicationListQuery } from '#web/features/admin/api/get-applications.ts';

const ALL = 'all';

interface ApplicationFiltersProps {
  readonly query: ApplicationListQuery;
  readonly onChange: (change: Pick<Partial<ApplicationListQuery>, 'status'>) => void;
}

/** The status filter of the schools list. */
export function ApplicationFilters({ query, onChange }: ApplicationFiltersProps) {
  const { t } = useTranslation();
  const statuses = [
    { value: ALL, label: t('admin.list.allStatuses') },
    ...APPLICATION_STATUSES.map((value) => ({ value, label: t(`schools.status.${value}`) })),
  ];
  return (
    <Select
      label={t('admin.list.status')}
      data={statuses}
      value={query.status ?? ALL}
      allowDeselect={false}
      onChange={(value) => onChange({ status: APPLICATION_STATUSES.find((status) => status === value) })}
      style={{ flex: '0 1 200px' }}
    />
  );
}
