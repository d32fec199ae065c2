import { useTranslation } from 'react-i18next';
import type { RoomListQuery } from '@lineup/contract/rooms';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';

interface RoomFiltersProps {
  readonly query: RoomListQuery;
  readonly onChange: (change: Pick<Partial<RoomListQuery>, 'placeId' | 'active'>) => void;
}

/** Place and status: the filters of the rooms list. */
export function RoomFilters({ query, onChange }: RoomFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <ReferenceSelect
        path="/api/v1/places"
        domain="places"
        label={t('rooms.columns.place')}
        placeholder={t('rooms.filters.allPlaces')}
        clearable
        value={query.placeId ?? null}
        onChange={(placeId) => onChange({ placeId: placeId ?? undefined })}
        style={{ flex: '0 1 220px' }}
      />
      <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />
    </>
  );
}
