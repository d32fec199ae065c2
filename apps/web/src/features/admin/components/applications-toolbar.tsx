import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@lineup/contract/schools';

const SEARCH_DELAY_MS = 300;
const ALL = 'all';

interface ApplicationsToolbarProps {
  readonly q: string;
  readonly status: ApplicationStatus | undefined;
  readonly onSearch: (q: string) => void;
  readonly onStatus: (status: ApplicationStatus | undefined) => void;
}

/** Search by name or owner, and a status filter. */
export function ApplicationsToolbar({ q, status, onSearch, onStatus }: ApplicationsToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const search = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  const statuses = [
    { value: ALL, label: t('admin.list.allStatuses') },
    ...APPLICATION_STATUSES.map((value) => ({ value, label: t(`schools.status.${value}`) })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('admin.list.search')}
        placeholder={t('admin.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value.trim());
        }}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label={t('admin.list.status')}
        data={statuses}
        value={status ?? ALL}
        allowDeselect={false}
        onChange={(value) => onStatus(APPLICATION_STATUSES.find((candidate) => candidate === value))}
        style={{ flex: '0 1 200px' }}
      />
    </Group>
  );
}
