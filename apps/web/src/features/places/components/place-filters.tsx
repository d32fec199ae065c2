import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@lineup/contract/countries';
import { PLACE_TYPES, type PlaceListQuery } from '@lineup/contract/places';
import { CountrySelect } from '#web/components/ui/country-select.tsx';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';

const ALL = 'all';
const FILTER_STYLE = { flex: '0 1 180px' } as const;

interface PlaceFiltersProps {
  readonly query: PlaceListQuery;
  readonly onChange: (change: Pick<Partial<PlaceListQuery>, 'type' | 'country' | 'active'>) => void;
}

/** Type, country and active: the filters of the places list. */
export function PlaceFilters({ query, onChange }: PlaceFiltersProps) {
  const { t } = useTranslation();
  const types = [
    { value: ALL, label: t('places.filters.allTypes') },
    ...PLACE_TYPES.map((value) => ({ value, label: t(`places.types.${value}`) })),
  ];
  return (
    <>
      <Select
        label={t('places.columns.type')}
        data={types}
        value={query.type ?? ALL}
        allowDeselect={false}
        onChange={(value) => onChange({ type: PLACE_TYPES.find((type) => type === value) })}
        style={FILTER_STYLE}
      />
      <CountrySelect
        placeholder={t('places.filters.allCountries')}
        clearable
        value={query.country ?? null}
        onChange={(value) => onChange({ country: COUNTRY_CODES.find((code) => code === value) })}
        style={FILTER_STYLE}
      />
      <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />
    </>
  );
}
