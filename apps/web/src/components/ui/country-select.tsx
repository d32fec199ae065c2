import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@lineup/contract/countries';

/** Text as a reader searches it: no case, no accents ("mexico" finds México, "turkiye" Türkiye). */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** A country by its name, accents aside, or by its exact code ("DE"). */
const findCountries: OptionsFilter = ({ options, search }) => {
  const wanted = folded(search.trim());
  return (options as ComboboxItem[]).filter(
    (option) => folded(option.label).includes(wanted) || option.value.toLowerCase() === wanted,
  );
};

/** Country names in one language, in that language's alphabetical order. */
export function countryOptions(language: string): ComboboxItem[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** A country by its ISO 3166-1 code, named and sorted in the reader's language, found by typing. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select
      label={t('location.country')}
      searchable
      filter={findCountries}
      nothingFoundMessage={t('location.noCountry')}
      {...props}
      data={data}
    />
  );
}
