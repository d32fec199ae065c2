import { ROOM_SORTS } from '@lineup/contract/rooms';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { roomsApi } from '#web/features/rooms/api/rooms-api.ts';
import { useRoomColumns } from '#web/features/rooms/components/room-columns.tsx';
import { RoomFilters } from '#web/features/rooms/components/room-filters.tsx';
import { RoomFormDialog } from '#web/features/rooms/components/room-form-dialog.tsx';
import { roomTexts } from '#web/features/rooms/room-texts.ts';

const roomLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** /room: classrooms, changing rooms and stores at the school's places; `manage_settings` changes them. */
function RoomsList() {
  const columns = useRoomColumns();
  return (
    <ResourceListScreen
      entity="room"
      api={roomsApi}
      sorts={ROOM_SORTS}
      filterKeys={['placeId', 'active']}
      filters={RoomFilters}
      columns={columns}
      form={RoomFormDialog}
      texts={roomTexts}
      testId="rooms"
    />
  );
}

export default function RoomsScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, rooms: roomLocales }}>
      <RoomsList />
    </ScreenTexts>
  );
}
