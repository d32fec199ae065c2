import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '#web/lib/http.ts';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

interface RoomChoice {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

const roomKeys = schoolKeys('rooms');

interface StorageRoomSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The storage place: only its rooms are offered, and none before it is chosen. */
  readonly placeId: string | null;
  readonly value?: string | null;
  readonly onChange: (id: string | null) => void;
  /** The chosen room's name as the record knows it, shown before the rooms load. */
  readonly currentName?: string | null;
}

/** A room at the storage place (a store, a beach hut): a place has few, so all of them, by name. */
export function StorageRoomSelect({ placeId, value, onChange, currentName, ...props }: StorageRoomSelectProps) {
  const { t } = useTranslation();
  const schoolId = useSchoolId() ?? '';
  const rooms = useQuery({
    queryKey: [...roomKeys.all(schoolId), 'choices', 'place', placeId],
    queryFn: ({ signal }) =>
      get<{ items: RoomChoice[] }>('/api/v1/rooms', { query: { placeId, pageSize: 100, sort: 'name' }, signal }),
    enabled: schoolId !== '' && placeId !== null,
  });
  const data = (rooms.data?.items ?? []).map((room) => ({
    value: room.id,
    label: room.active ? room.name : `${room.name} (${t('list.inactive')})`,
  }));
  if (value && currentName && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: currentName });
  }
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={t('list.noMatch')}
      {...props}
      disabled={placeId === null}
      data={data}
      value={value ?? null}
      onChange={onChange}
    />
  );
}
