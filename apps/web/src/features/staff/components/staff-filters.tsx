import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATION_STATUSES,
  CERTIFICATION_WARNING_DAYS,
  SPOKEN_LANGUAGES,
  STAFF_FUNCTIONS,
  type StaffListQuery,
} from '@lineup/contract/staff';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useLanguageOptions } from '#web/features/staff/components/staff-words.ts';

const ALL = 'all';
const FILTER_STYLE = { flex: '0 1 180px' } as const;

type Filtered = 'function' | 'certification' | 'language' | 'active';

interface StaffFiltersProps {
  readonly query: StaffListQuery;
  readonly onChange: (change: Pick<Partial<StaffListQuery>, Filtered>) => void;
}

/** Function, where the certifications stand, a language spoken, and status: the filters of the staff list. */
export function StaffFilters({ query, onChange }: StaffFiltersProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const languages = useLanguageOptions();
  const functions = [
    { value: ALL, label: t('staff.filters.allFunctions') },
    ...STAFF_FUNCTIONS.map((value) => ({ value, label: t(`staff.functions.${value}`) })),
  ];
  const statuses = [
    { value: ALL, label: t('staff.filters.allCertifications') },
    ...CERTIFICATION_STATUSES.map((value) => ({
      value,
      label: t(`staff.filters.statuses.${value}`, { days: format.number(CERTIFICATION_WARNING_DAYS) }),
    })),
  ];
  return (
    <>
      <Select
        label={t('staff.filters.function')}
        data={functions}
        value={query.function ?? ALL}
        allowDeselect={false}
        onChange={(value) => onChange({ function: STAFF_FUNCTIONS.find((known) => known === value) })}
        style={FILTER_STYLE}
      />
      <Select
        label={t('staff.filters.certification')}
        data={statuses}
        value={query.certification ?? ALL}
        allowDeselect={false}
        onChange={(value) => onChange({ certification: CERTIFICATION_STATUSES.find((known) => known === value) })}
        style={FILTER_STYLE}
      />
      <Select
        label={t('staff.filters.language')}
        data={[{ value: ALL, label: t('staff.filters.allLanguages') }, ...languages]}
        value={query.language ?? ALL}
        searchable
        allowDeselect={false}
        onChange={(value) => onChange({ language: SPOKEN_LANGUAGES.find((known) => known === value) })}
        style={FILTER_STYLE}
      />
      <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />
    </>
  );
}
