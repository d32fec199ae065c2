import { eq, sql } from 'drizzle-orm';
import type { ROOM_SORTS } from '@lineup/contract/rooms';
import {
  roomInputSchema,
  roomListQuerySchema,
  roomPageSchema,
  roomSchema,
  type Room,
  type RoomListQuery,
} from '@lineup/contract/rooms';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { places, rooms } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';
import { heedCatalogueLimit, lessonsOverRoom, tighterCapacity } from '#src/modules/events/catalogue-limits.ts';
import { placeList } from '#src/modules/places/places.resource.ts';

const roomFields = {
  id: rooms.id,
  name: rooms.name,
  placeId: rooms.placeId,
  placeName: places.name,
  capacity: rooms.capacity,
  notes: rooms.notes,
  active: rooms.active,
  createdAt: rooms.createdAt,
  updatedAt: rooms.updatedAt,
};

/** Rooms with their place's name; search by room or place name. */
const roomList: ListSource<(typeof ROOM_SORTS)[number], typeof roomFields> = {
  table: rooms,
  school: rooms.applicationId,
  id: rooms.id,
  fields: roomFields,
  sorts: {
    name: sql`lower(${rooms.name})`,
    place: sql`lower(${places.name})`,
    capacity: rooms.capacity,
    active: rooms.active,
    updatedAt: rooms.updatedAt,
  },
  search: [rooms.name, places.name],
  joins: [
    { table: places, on: sql`${places.applicationId} = ${rooms.applicationId} and ${places.id} = ${rooms.placeId}` },
  ],
};

const toRoom = (row: ListRow<typeof roomFields>): Room => ({
  ...withIsoTimes(row),
  // The foreign key keeps every room's place.
  placeName: row.placeName ?? '',
});

/** The school's rooms: every member reads them, `manage_settings` changes them. */
export const roomResource = defineResource({
  entity: 'room',
  path: '/api/v1/rooms',
  tag: 'rooms',
  names: { one: 'Room', many: 'Rooms' },
  schemas: { query: roomListQuerySchema, input: roomInputSchema, item: roomSchema, page: roomPageSchema },
  list: roomList,
  kept: true,
  filters: (query: RoomListQuery) => [
    query.placeId ? eq(rooms.placeId, query.placeId) : undefined,
    query.active === undefined ? undefined : eq(rooms.active, query.active),
  ],
  toItem: toRoom,
  references: { placeId: placeList },
  // A capacity is the school's own limit: one lowered under upcoming lessons is refused until they are moved.
  checkScheduleNote:
    'A capacity under the people of an upcoming lesson in the room at once is refused with 409 `room_below_bookings`, naming the lessons in `lessons`.',
  checkSchedule: async (tx, { call, schoolId, input, before }) => {
    const capacity = tighterCapacity(before.capacity, input.capacity);
    if (capacity === null) return null;
    return heedCatalogueLimit(
      tx,
      call,
      schoolId,
      { reason: 'room_below_bookings', params: { room: input.name, capacity }, warning: false },
      () => lessonsOverRoom(tx, schoolId, before.id, capacity),
    );
  },
  inUseOffer: 'deactivate',
  csv: {
    header: [
      'catalogue.column.name',
      'room.column.place',
      'catalogue.column.capacity',
      'catalogue.column.notes',
      'catalogue.column.active',
      'catalogue.column.updatedAt',
    ],
    row: (room, { yesNo, date }) => [
      room.name,
      room.placeName,
      room.capacity,
      room.notes,
      yesNo(room.active),
      date(room.updatedAt),
    ],
  },
});
