import type { Readable } from 'node:stream';
import type { Page } from '@lineup/contract/list';
import type { Place, PlaceInput, PlaceListQuery } from '@lineup/contract/places';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { isForeignKeyViolation, isUniqueViolation } from '#src/db/errors.ts';
import { listBatches, listPage } from '#src/db/list.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { csvStream } from '#src/lib/csv.ts';
import { placeCsv, placeCsvName } from './places.csv.ts';
import * as repository from './places.repository.ts';
import { placeFilters, placeList, toPlace } from './places.repository.ts';

const notFound = (call: CallContext) => localizedError('not_found', call.language, 'place.notFound');

/** A second place with the same name (in any case) loses to the unique index, even in a race. */
function nameTaken(call: CallContext, name: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw refusal(call.language, 'name_taken', { name });
    throw error;
  };
}

export function listPlaces(call: CallContext, query: PlaceListQuery): Promise<Page<Place>> {
  return withSchool(call, async (tx, schoolId) => {
    const page = await listPage(tx, placeList, schoolId, query, placeFilters(query));
    return { items: page.items.map(toPlace), total: page.total };
  });
}

/** The list as the caller filtered and sorted it, every page, as a CSV file. */
export async function exportPlaces(
  call: CallContext,
  query: PlaceListQuery,
): Promise<{ name: string; file: Readable }> {
  const timeZone = call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;
  const csv = placeCsv(call.language, timeZone);
  const file = await csvStream((write) =>
    withSchool(call, async (tx, schoolId) => {
      let header = csv.header;
      for await (const batch of listBatches(tx, placeList, schoolId, query, placeFilters(query))) {
        await write(header + batch.map(csv.row).join(''));
        header = '';
      }
      if (header) await write(header);
    }),
  );
  return { name: placeCsvName(new Date(), timeZone), file };
}

export function getPlace(call: CallContext, id: string): Promise<Place> {
  return withSchool(call, async (tx, schoolId) => {
    const row = await repository.findPlace(tx, schoolId, id);
    if (!row) throw notFound(call);
    return toPlace(row);
  });
}

export function createPlace(call: CallContext, input: PlaceInput): Promise<Place> {
  return withSchool(call, async (tx, schoolId) => {
    const row = await repository.insertPlace(tx, schoolId, input);
    await recordCallAudit(tx, call, { action: 'place_created', schoolId, target: row.name, data: { type: row.type } });
    return toPlace(row);
  }).catch(nameTaken(call, input.name));
}

export function updatePlace(call: CallContext, id: string, input: PlaceInput): Promise<Place> {
  return withSchool(call, async (tx, schoolId) => {
    const before = await repository.findPlace(tx, schoolId, id, true);
    if (!before) throw notFound(call);
    const row = await repository.updatePlace(tx, schoolId, id, input);
    if (!row) throw notFound(call);
    const changed = (Object.keys(input) as (keyof PlaceInput)[]).filter((key) => before[key] !== row[key]);
    await recordCallAudit(tx, call, {
      action: 'place_updated',
      schoolId,
      target: row.name,
      data: { changed: changed.join(', ') },
    });
    return toPlace(row);
  }).catch(nameTaken(call, input.name));
}

/** Deletes a place; one in use is refused with the offer to deactivate it, which keeps its history. */
export async function deletePlace(call: CallContext, id: string): Promise<void> {
  await withSchool(call, async (tx, schoolId) => {
    const place = await repository.findPlace(tx, schoolId, id, true);
    if (!place) throw notFound(call);
    await repository.deletePlace(tx, schoolId, id);
    await recordCallAudit(tx, call, { action: 'place_deleted', schoolId, target: place.name });
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw refusal(call.language, 'in_use', { offer: 'deactivate' });
    throw error;
  });
}
