import { TIDE_STATION_MATCH_KM } from '@lineup/contract/conditions';
import { stateSpans, type StateSpan } from './tide-states.ts';
import { stationTides, type StationTides, type TideExtreme } from './tide-predictions.ts';
import { distanceKm, nearStations } from './tide-stations.ts';

/** Where a place is and the station it chose, as its row keeps them. */
export interface PlacePoint {
  readonly latitude: number;
  readonly longitude: number;
  readonly tideStationId: string | null;
}

/** The station whose tides stand for a place's, how far it is, and whether the school chose it. */
export interface PlaceStation {
  readonly tides: StationTides;
  readonly distanceKm: number;
  readonly chosen: boolean;
}

/**
 * The place's station: the one the school chose, wherever it is, or else the nearest tide
 * station within TIDE_STATION_MATCH_KM (farther, its tides say little about the place's).
 * None when neither is found (a chosen station gone from the database, an inland place).
 */
export function placeStation(place: PlacePoint): PlaceStation | null {
  if (place.tideStationId) {
    const tides = stationTides(place.tideStationId);
    if (!tides) return null;
    const { latitude, longitude } = tides.station;
    return { tides, chosen: true, distanceKm: distanceKm(place.latitude, place.longitude, latitude, longitude) };
  }
  const [nearest] = nearStations(place.latitude, place.longitude, 1);
  if (!nearest || nearest.distanceKm > TIDE_STATION_MATCH_KM) return null;
  const tides = stationTides(nearest.id);
  return tides ? { tides, chosen: false, distanceKm: nearest.distanceKm } : null;
}

/** The station as the API shows it. */
export function stationView({ tides, distanceKm: km, chosen }: PlaceStation) {
  return {
    ...tides.station,
    distanceKm: Math.round(km * 10) / 10,
    chosen,
    datum: tides.datum,
    attribution: tides.attribution,
  };
}

/** More than half a tide cycle: enough on either side of a time to find the waters around it. */
const BRACKET_MS = 14 * 3_600_000;

/** The high and low waters around a time, and the tide states they cut it into. */
export function tidesAround(
  tides: StationTides,
  from: Date,
  to: Date,
): { extremes: TideExtreme[]; spans: StateSpan[] } {
  const extremes = tides.extremes(new Date(from.getTime() - BRACKET_MS), new Date(to.getTime() + BRACKET_MS));
  return { extremes, spans: stateSpans(extremes) };
}
