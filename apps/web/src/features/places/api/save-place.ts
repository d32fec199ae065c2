import { placeSchema, type Place, type PlaceInput } from '@lineup/contract/places';
import { del, post, put } from '#web/lib/http.ts';
import { PLACES_PATH } from '#web/features/places/api/get-places.ts';

const pathOf = (id: string) => `${PLACES_PATH}/${encodeURIComponent(id)}`;

export function createPlace(input: PlaceInput): Promise<Place> {
  return post(PLACES_PATH, input, { schema: placeSchema });
}

/** A change sends the whole place. */
export function updatePlace(id: string, input: PlaceInput): Promise<Place> {
  return put(pathOf(id), input, { schema: placeSchema });
}

/** Refused with reason `in_use` while lessons or rooms use the place. */
export function deletePlace(id: string): Promise<void> {
  return del(pathOf(id));
}

/** The editable part of a place, as a change sends it. */
export function inputOf(place: Place): PlaceInput {
  const { name, type, country, address, latitude, longitude, capacity, notes, active } = place;
  return { name, type, country, address, latitude, longitude, capacity, notes, active };
}
