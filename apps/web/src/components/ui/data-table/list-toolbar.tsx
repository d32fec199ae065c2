import { useState, type ReactNode } from 'react';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SEARCH_DELAY_MS = 300;

interface ListToolbarProps {
  /** The search in the address; typing updates it after a pause. */
  readonly q: string;
  readonly onSearch: (q: string) => void;
  readonly searchPlaceholder?: string;
  /** The list's own filters (selects, switches). */
  readonly filters?: ReactNode;
  /** On the right: export, and the like. */
  readonly actions?: ReactNode;
}

/** Search, filters and the list's actions above a table. */
export function ListToolbar({ q, onSearch, searchPlaceholder, filters, actions }: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const search = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  // Back, Forward or "Clear search and filters" change the address: the box follows it.
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('list.search')}
        placeholder={searchPlaceholder ?? t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value.trim());
        }}
        style={{ flex: '1 1 220px' }}
      />
      {filters}
      {actions ? (
        <Group gap="sm" ml="auto" wrap="nowrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
