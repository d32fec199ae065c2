import type { Language } from '@lineup/contract/languages';
import { csvLine } from '#src/lib/csv.ts';
import { translate, type MessageKey } from '#src/i18n/messages.ts';
import type { PlaceRow } from './places.repository.ts';

const COLUMNS = [
  'name',
  'type',
  'country',
  'address',
  'latitude',
  'longitude',
  'capacity',
  'notes',
  'active',
  'updatedAt',
] as const;

/** Writes places as the reader reads them: headers, types, countries, yes/no and dates in their language. */
export function placeCsv(language: Language, timeZone: string) {
  const t = (key: MessageKey) => translate(language, key);
  const countries = new Intl.DisplayNames([language], { type: 'region' });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  return {
    header: csvLine(COLUMNS.map((column) => t(`place.column.${column}`))),
    row: (place: PlaceRow) =>
      csvLine([
        place.name,
        t(`place.type.${place.type}`),
        countries.of(place.country) ?? place.country,
        place.address,
        place.latitude,
        place.longitude,
        place.capacity,
        place.notes,
        t(place.active ? 'list.yes' : 'list.no'),
        dates.format(place.updatedAt),
      ]),
  };
}

/** The export's file name, dated in the school's time zone: places-YYYY-MM-DD.csv. */
export function placeCsvName(now: Date, timeZone: string): string {
  return `places-${new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)}.csv`;
}
