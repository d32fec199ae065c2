import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@lineup/contract/countries';
import type { CustomerListQuery } from '@lineup/contract/customers';
import { SKILL_LEVELS } from '@lineup/contract/levels';
import { CountrySelect } from '#web/components/ui/country-select.tsx';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';

const ALL = 'all';
const FILTER_STYLE = { flex: '0 1 180px' } as const;

interface CustomerFiltersProps {
  readonly query: CustomerListQuery;
  readonly onChange: (change: Pick<Partial<CustomerListQuery>, 'country' | 'level' | 'active'>) => void;
}

/** Country, level and active: the filters of the customers list. */
export function CustomerFilters({ query, onChange }: CustomerFiltersProps) {
  const { t } = useTranslation();
  const levels = [
    { value: ALL, label: t('students.filters.allLevels') },
    ...SKILL_LEVELS.map((value) => ({ value, label: t(`students.levels.${value}`) })),
  ];
  return (
    <>
      <CountrySelect
        placeholder={t('students.filters.allCountries')}
        clearable
        value={query.country ?? null}
        onChange={(value) => onChange({ country: COUNTRY_CODES.find((code) => code === value) })}
        style={FILTER_STYLE}
      />
      <Select
        label={t('students.columns.level')}
        data={levels}
        value={query.level ?? ALL}
        allowDeselect={false}
        onChange={(value) => onChange({ level: SKILL_LEVELS.find((level) => level === value) })}
        style={FILTER_STYLE}
      />
      <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />
    </>
  );
}
