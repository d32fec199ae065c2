import { useStation, type StationPredictor } from '@neaps/tide-predictor';
import { TideDatabaseFile } from './tide-database.ts';
import { findStation, stationPosition, type TideStationEntry } from './tide-stations.ts';

/** A high or low water: when, how high (metres above the station's chart datum), which. */
export interface TideExtreme {
  readonly at: Date;
  readonly heightM: number;
  readonly kind: 'high' | 'low';
}

export interface TidePoint {
  readonly at: Date;
  readonly heightM: number;
}

/** A station ready to predict: its identity, datum and attribution, and the library's predictor. */
export interface StationTides {
  readonly station: TideStationEntry;
  /** The datum heights are given above (`LAT`, `MLLW`…); null when the station has none. */
  readonly datum: string | null;
  /** The credit its data's licence asks to be shown with it. */
  readonly attribution: string;
  extremes(from: Date, to: Date): TideExtreme[];
  curve(from: Date, to: Date, stepMinutes: number): TidePoint[];
}

/**
 * Stations whose harmonics are decoded, most recently used last. A school has a few places and
 * so a few stations; the bound keeps a server of many schools from holding the whole database.
 */
export const PREDICTORS_MAX = 64;
const predictors = new Map<string, StationTides>();

const centimetres = (metres: number) => Math.round(metres * 100) / 100;

function load(id: string): StationTides | undefined {
  const station = findStation(id);
  const position = stationPosition(id);
  if (!station || position === undefined) return undefined;
  const file = new TideDatabaseFile();
  const data = file.prediction(file.station(position));
  const predictor: StationPredictor = useStation({
    id,
    name: station.name,
    continent: '',
    country: station.country,
    timezone: data.timezone,
    disclaimers: '',
    latitude: station.latitude,
    longitude: station.longitude,
    source: { name: '', id: '', url: '' },
    datums: data.datums,
    ...(data.chartDatum ? { chart_datum: data.chartDatum } : {}),
    type: data.subordinate ? 'subordinate' : 'reference',
    harmonic_constituents: data.constituents,
    ...(data.offsets ? { offsets: data.offsets } : {}),
  });
  return {
    station,
    datum: predictor.defaultDatum ?? null,
    attribution: data.attribution,
    // To the minute and the centimetre, as tide tables give them: the same waters everywhere they are used.
    extremes: (from, to) =>
      predictor.getExtremesPrediction({ start: from, end: to }).extremes.map((extreme) => ({
        at: new Date(Math.round(extreme.time.getTime() / 60_000) * 60_000),
        heightM: centimetres(extreme.level),
        kind: extreme.high ? 'high' : 'low',
      })),
    curve: (from, to, stepMinutes) =>
      predictor
        .getTimelinePrediction({ start: from, end: to, timeFidelity: stepMinutes * 60 })
        .timeline.map((point) => ({ at: point.time, heightM: centimetres(point.level) })),
  };
}

/** How many stations are decoded now: never more than PREDICTORS_MAX. */
export const decodedStations = () => predictors.size;

/** The station's predictions, decoded on first use and kept among the most recently used. */
export function stationTides(id: string): StationTides | undefined {
  const known = predictors.get(id);
  if (known) {
    predictors.delete(id);
    predictors.set(id, known);
    return known;
  }
  const loaded = load(id);
  if (!loaded) return undefined;
  predictors.set(id, loaded);
  while (predictors.size > PREDICTORS_MAX) predictors.delete(predictors.keys().next().value!);
  return loaded;
}
