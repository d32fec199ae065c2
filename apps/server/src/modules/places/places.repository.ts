import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Place, PlaceInput, PlaceListQuery } from '@lineup/contract/places';
import type { PLACE_SORTS } from '@lineup/contract/places';
import type { Transaction } from '#src/db/database.ts';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { places } from '#src/db/schema/index.ts';

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

export function placeFilters(query: Pick<PlaceListQuery, 'type' | 'country' | 'active'>): (SQL | undefined)[] {
  return [
    query.type ? eq(places.type, query.type) : undefined,
    query.country ? eq(places.country, query.country) : undefined,
    query.active === undefined ? undefined : eq(places.active, query.active),
  ];
}

export function toPlace(row: PlaceRow): Place {
  return {
    ...row,
    country: row.country as Place['country'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const byId = (schoolId: string, id: string) => and(eq(places.applicationId, schoolId), eq(places.id, id));

/** The place, locked for a change in this transaction; undefined when the school has none with this id. */
export async function findPlace(tx: Transaction, schoolId: string, id: string, lock = false) {
  const query = tx.select(placeFields).from(places).where(byId(schoolId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPlace(tx: Transaction, schoolId: string, input: PlaceInput): Promise<PlaceRow> {
  const [row] = await tx
    .insert(places)
    .values({ ...input, applicationId: schoolId })
    .returning(placeFields);
  if (!row) throw new Error('place not created');
  return row;
}

export async function updatePlace(tx: Transaction, schoolId: string, id: string, input: PlaceInput) {
  const [row] = await tx
    .update(places)
    .set({ ...input, updatedAt: sql`now()` })
    .where(byId(schoolId, id))
    .returning(placeFields);
  return row;
}

/**
 * Deletes the place. Tables that use places (rooms, events) reference them by
 * (application_id, place_id) with the default ON DELETE NO ACTION, so deleting a place in use
 * fails here with a foreign-key violation, which the service turns into the `in_use` refusal.
 */
export async function deletePlace(tx: Transaction, schoolId: string, id: string): Promise<void> {
  await tx.delete(places).where(byId(schoolId, id));
}
