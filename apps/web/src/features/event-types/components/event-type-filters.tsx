import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEVELS, type EventTypeListQuery } from '@lineup/contract/event-types';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';

const ANY = 'any';

interface EventTypeFiltersProps {
  readonly query: Pick<EventTypeListQuery, 'level' | 'active'>;
  readonly onChange: (change: Pick<Partial<EventTypeListQuery>, 'level' | 'active'>) => void;
}

/** Level and status: the filters of both lists of types. */
export function EventTypeFilters({ query, onChange }: EventTypeFiltersProps) {
  const { t } = useTranslation();
  const levels = [
    { value: ANY, label: t('eventTypes.filters.anyLevel') },
    ...LEVELS.map((value) => ({ value, label: t(`eventTypes.levels.${value}`) })),
  ];
  return (
    <>
      <Select
        label={t('eventTypes.columns.level')}
        data={levels}
        value={query.level ?? ANY}
        allowDeselect={false}
        onChange={(value) => onChange({ level: LEVELS.find((level) => level === value) })}
        style={{ flex: '0 1 180px' }}
      />
      <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />
    </>
  );
}
