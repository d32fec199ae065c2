import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@lineup/contract/countries';
import type { SupplierListQuery } from '@lineup/contract/suppliers';
import { CountrySelect } from '#web/components/ui/country-select.tsx';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';

interface SupplierFiltersProps {
  readonly query: SupplierListQuery;
  readonly onChange: (change: Pick<Partial<SupplierListQuery>, 'country' | 'active'>) => void;
}

/** Country and status: the filters of the suppliers list. */
export function SupplierFilters({ query, onChange }: SupplierFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <CountrySelect
        placeholder={t('suppliers.filters.allCountries')}
        clearable
        value={query.country ?? null}
        onChange={(value) => onChange({ country: COUNTRY_CODES.find((code) => code === value) })}
        style={{ flex: '0 1 180px' }}
      />
      <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />
    </>
  );
}
