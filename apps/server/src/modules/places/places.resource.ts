import { eq, sql } from 'drizzle-orm';
import type { PLACE_SORTS } from '@lineup/contract/places';
import {
  placeInputSchema,
  placeListQuerySchema,
  placePageSchema,
  placeSchema,
  type Place,
  type PlaceListQuery,
} from '@lineup/contract/places';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { places } from '#src/db/schema/index.ts';
import { defineResource, fieldError, withIsoTimes } from '#src/http/resource-kit.ts';
import { isTideStation } from '#src/modules/conditions/conditions.service.ts';
import { heedCatalogueLimit, lessonsOverPlace, tighterCapacity } from '#src/modules/events/catalogue-limits.ts';

const placeFields = {
  id: places.id,
  name: places.name,
  type: places.type,
  country: places.country,
  address: places.address,
  latitude: places.latitude,
  longitude: places.longitude,
  capacity: places.capacity,
  notes: places.notes,
  active: places.active,
  tideStationId: places.tideStationId,
  tideStates: places.tideStates,
  createdAt: places.createdAt,
  updatedAt: places.updatedAt,
};
export type PlaceRow = ListRow<typeof placeFields>;

/** The list of places: its sorts (the contract's whitelist), and search by name or address. */
export const placeList: ListSource<(typeof PLACE_SORTS)[number], typeof placeFields> = {
  table: places,
  school: places.applicationId,
  id: places.id,
  fields: placeFields,
  sorts: {
    name: sql`lower(${places.name})`,
    type: places.type,
    country: places.country,
    capacity: places.capacity,
    active: places.active,
    updatedAt: places.updatedAt,
  },
  search: [places.name, places.address],
};

export const placeFilters = (query: Pick<PlaceListQuery, 'type' | 'country' | 'active'>) => [
  query.type ? eq(places.type, query.type) : undefined,
  query.country ? eq(places.country, query.country) : undefined,
  query.active === undefined ? undefined : eq(places.active, query.active),
];

const toPlace = (row: PlaceRow): Place => ({
  ...withIsoTimes(row),
  country: row.country as Place['country'],
});

/**
 * The school's places: every member reads them, `manage_settings` changes them. Rooms and
 * lessons refer to a place, so one in use is refused and deactivating it is offered. A place
 * also keeps its tide settings (decision 013): the station chosen and the tide states per level.
 */
export const placeResource = defineResource({
  entity: 'place',
  path: '/api/v1/places',
  tag: 'places',
  names: { one: 'Place', many: 'Places' },
  schemas: { query: placeListQuerySchema, input: placeInputSchema, item: placeSchema, page: placePageSchema },
  list: placeList,
  kept: true,
  filters: placeFilters,
  toItem: toPlace,
  // A station chosen must be one of the database's; one kept from before stays, even if the database dropped it.
  prepare: async (_tx, { call, input, before }) => {
    const station = input.tideStationId;
    if (station && station !== before?.tideStationId && !isTideStation(station)) {
      throw fieldError(call, 'tideStationId', 'missing');
    }
  },
  // A capacity is the school's own limit: one lowered under upcoming lessons is refused until they are moved.
  checkScheduleNote:
    'A capacity under the students of upcoming lessons at the place at once is refused with 409 `place_below_bookings`, naming the lessons in `lessons`.',
  checkSchedule: async (tx, { call, schoolId, input, before }) => {
    const capacity = tighterCapacity(before.capacity, input.capacity);
    if (capacity === null) return null;
    return heedCatalogueLimit(
      tx,
      call,
      schoolId,
      { reason: 'place_below_bookings', params: { place: input.name, capacity }, warning: false },
      () => lessonsOverPlace(tx, schoolId, before.id, capacity),
    );
  },
  inUseOffer: 'deactivate',
  csv: {
    header: [
      'place.column.name',
      'place.column.type',
      'place.column.country',
      'place.column.address',
      'place.column.latitude',
      'place.column.longitude',
      'place.column.capacity',
      'place.column.notes',
      'place.column.active',
      'place.column.updatedAt',
    ],
    row: (place, { t, country, yesNo, date }) => [
      place.name,
      t(`place.type.${place.type}`),
      country(place.country),
      place.address,
      place.latitude,
      place.longitude,
      place.capacity,
      place.notes,
      yesNo(place.active),
      date(place.updatedAt),
    ],
  },
});
