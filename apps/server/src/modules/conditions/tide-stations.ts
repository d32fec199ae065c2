import { TideDatabaseFile } from './tide-database.ts';

/** A tide station as matching a place needs it: who it is and where. */
export interface TideStationEntry {
  readonly id: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * Every usable tide station of the database in a few flat arrays (about a megabyte for some
 * nine thousand stations), with its position in the database file so that its harmonics can be
 * decoded later without a search. Built once, on first use; the file itself is let go.
 */
interface StationIndex {
  readonly version: string;
  readonly ids: readonly string[];
  readonly names: readonly string[];
  readonly countries: readonly string[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly positions: Uint32Array;
  readonly byId: ReadonlyMap<string, number>;
}

let index: StationIndex | undefined;

function buildIndex(file = new TideDatabaseFile()): StationIndex {
  const ids: string[] = [];
  const names: string[] = [];
  const countries: string[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const positions: number[] = [];
  for (let i = 0; i < file.stationCount; i += 1) {
    const station = file.identity(file.station(i));
    if (!station.usable) continue;
    ids.push(station.id);
    names.push(station.name);
    countries.push(station.country);
    latitudes.push(station.latitude);
    longitudes.push(station.longitude);
    positions.push(i);
  }
  return {
    version: file.version,
    ids,
    names,
    countries,
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
    positions: Uint32Array.from(positions),
    byId: new Map(ids.map((id, i) => [id, i])),
  };
}

export function stationIndex(): StationIndex {
  index ??= buildIndex();
  return index;
}

const entry = (at: number): TideStationEntry => {
  const { ids, names, countries, latitudes, longitudes } = stationIndex();
  return {
    id: ids[at] ?? '',
    name: names[at] ?? '',
    country: countries[at] ?? '',
    latitude: latitudes[at] ?? 0,
    longitude: longitudes[at] ?? 0,
  };
};

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const dLat = radians(toLat - fromLat);
  const dLng = radians(toLng - fromLng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(fromLat)) * Math.cos(radians(toLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A station of the database by its id, if it is a usable tide station. */
export function findStation(id: string): TideStationEntry | undefined {
  const at = stationIndex().byId.get(id);
  return at === undefined ? undefined : entry(at);
}

/** Where a usable station sits in the database file, for decoding its harmonics. */
export function stationPosition(id: string): number | undefined {
  const { byId, positions } = stationIndex();
  const at = byId.get(id);
  return at === undefined ? undefined : positions[at];
}

/** Lower case without accents, so that "nazare" finds Nazaré. */
const folded = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Stations whose name holds `q` (any case, any accents; all when it is empty): the nearest a point
 * first, with their distance, or without a point in the order of their names. A scan of every
 * station: a few milliseconds, no tree.
 */
export function findStations({
  near,
  q = '',
  limit,
}: {
  near?: { latitude: number; longitude: number } | undefined;
  q?: string;
  limit: number;
}): (TideStationEntry & { distanceKm: number | null })[] {
  const { ids, names, latitudes, longitudes } = stationIndex();
  const wanted = folded(q.trim());
  const found: { at: number; rank: number | string }[] = [];
  for (let at = 0; at < ids.length; at += 1) {
    const name = names[at] ?? '';
    if (wanted && !folded(name).includes(wanted)) continue;
    const rank = near
      ? distanceKm(near.latitude, near.longitude, latitudes[at] ?? 0, longitudes[at] ?? 0)
      : folded(name);
    if (found.length === limit && rank >= found[limit - 1]!.rank) continue;
    found.push({ at, rank });
    found.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
    if (found.length > limit) found.pop();
  }
  return found.map(({ at, rank }) => ({ ...entry(at), distanceKm: typeof rank === 'number' ? rank : null }));
}

/** The stations nearest a point, closest first, with their distance. */
export function nearStations(latitude: number, longitude: number, limit: number) {
  return findStations({ near: { latitude, longitude }, limit }).map((station) => ({
    ...station,
    distanceKm: station.distanceKm ?? 0,
  }));
}
