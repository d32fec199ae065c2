import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '#web/lib/http.ts';
import { useSchoolId } from '#web/lib/me/use-access.ts';

interface Named {
  readonly id: string;
  readonly name: string;
  readonly active?: boolean;
}

interface ReferenceSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> {
  /** The list to choose from: `/api/v1/places`. */
  readonly path: string;
  /** The query key's domain, so that a change of that list refreshes the choice. */
  readonly domain: string;
  readonly value?: string | null;
  readonly onChange: (id: string | null) => void;
  /** The chosen record's name as the record that names it knows it, shown before the list loads. */
  readonly currentName?: string | null;
  /** The list's own filters that narrow the choice (`{ kind: 'lesson' }`: lesson types only). */
  readonly listFilter?: Readonly<Record<string, string>>;
}

/**
 * Another record of the school chosen by name (a room's place, an item's supplier): the first
 * hundred by name, searched on the server as the reader types; inactive ones are marked.
 */
export function ReferenceSelect({
  path,
  domain,
  value,
  onChange,
  currentName,
  listFilter,
  ...props
}: ReferenceSelectProps) {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const [search, setSearch] = useState('');
  const options = useQuery({
    queryKey: ['school', schoolId ?? '', domain, 'choices', listFilter ?? {}, search],
    queryFn: ({ signal }) =>
      get<{ items: Named[] }>(path, { query: { ...listFilter, q: search, pageSize: 100, sort: 'name' }, signal }),
    enabled: schoolId !== null,
    placeholderData: (previous) => previous,
  });
  const items = options.data?.items ?? [];
  const data = items.map((item) => ({
    value: item.id,
    label: item.active === false ? `${item.name} (${t('list.inactive')})` : item.name,
  }));
  if (value && currentName && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: currentName });
  }
  return (
    <Select
      searchable
      // A form that opens on this field focuses it: its list opens on a click or on typing, not on
      // focus, so that on a phone it does not cover the fields under it.
      openOnFocus={false}
      nothingFoundMessage={t('list.noMatch')}
      {...props}
      data={data}
      value={value ?? null}
      onChange={(id) => onChange(id)}
      onSearchChange={(text) => {
        // Typing searches; picking an option shows its label, which is not a search.
        if (!data.some((option) => option.label === text)) setSearch(text);
      }}
    />
  );
}
