import { TIDE_STATION_MATCH_KM, type Conditions, type TideStation } from '@lineup/contract/conditions';

/** Where a place is and the station it names: the saved place's, or the form's as it stands. */
export interface StationSetting {
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Null: the nearest within TIDE_STATION_MATCH_KM. */
  readonly tideStationId: string | null;
}

/** What a query has given so far: its answer, or that it failed; neither is still loading. */
export interface Answer<T> {
  readonly data: T | undefined;
  readonly failed: boolean;
}

/** The station whose tides the place takes, as the form shows it. */
export type ShownStation =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  /** No point on the map yet, so no nearest station. */
  | { readonly kind: 'noPoint' }
  /** None within TIDE_STATION_MATCH_KM: the place has no tides, only daylight. */
  | { readonly kind: 'none' }
  /** The chosen station is no longer in the tide database. */
  | { readonly kind: 'gone' }
  | {
      readonly kind: 'station';
      readonly name: string;
      readonly distanceKm: number | null;
      readonly chosen: boolean;
      /** The credit its data asks for; known once the place is saved with this station. */
      readonly attribution: string | null;
    };

export const hasPoint = (
  setting: StationSetting,
): setting is StationSetting & { latitude: number; longitude: number } =>
  setting.latitude !== null &&
  setting.longitude !== null &&
  Math.abs(setting.latitude) <= 90 &&
  Math.abs(setting.longitude) <= 180;

const sameSetting = (a: StationSetting, b: StationSetting) =>
  a.latitude === b.latitude && a.longitude === b.longitude && a.tideStationId === b.tideStationId;

interface ShownStationInput {
  /** The place as saved, or null for a new one. */
  readonly saved: StationSetting | null;
  readonly form: StationSetting;
  /** The saved place's conditions: its station as the server matches it. */
  readonly conditions: Answer<Conditions>;
  /** The stations nearest the form's point, closest first. */
  readonly nearest: Answer<readonly TideStation[]>;
  /** Other stations seen since the form opened: those picked and those searched for. */
  readonly seen: readonly TideStation[];
}

/**
 * While the form holds the place as saved, the server's answer for it; once its point or its
 * station changes, the station it names (from the stations seen) or the nearest to its point.
 */
export function shownStation({ saved, form, conditions, nearest, seen }: ShownStationInput): ShownStation {
  const matched = conditions.data?.station ?? null;
  if (saved && sameSetting(saved, form) && !conditions.failed) {
    if (!conditions.data) return { kind: 'loading' };
    if (matched) return { kind: 'station', ...matched };
    return { kind: form.tideStationId ? 'gone' : 'none' };
  }
  const credit = (id: string) => (matched?.id === id ? matched.attribution : null);
  if (form.tideStationId !== null) {
    const id = form.tideStationId;
    const station = [...(nearest.data ?? []), ...seen, ...(matched ? [matched] : [])].find((one) => one.id === id);
    if (station) return { kind: 'station', ...station, chosen: true, attribution: credit(id) };
    if (conditions.failed || nearest.failed) return { kind: 'failed' };
    const pending = (saved !== null && !conditions.data) || (hasPoint(form) && !nearest.data);
    return { kind: pending ? 'loading' : 'gone' };
  }
  if (!hasPoint(form)) return { kind: 'noPoint' };
  if (nearest.failed) return { kind: 'failed' };
  if (!nearest.data) return { kind: 'loading' };
  const [first] = nearest.data;
  if (!first || first.distanceKm === null || first.distanceKm > TIDE_STATION_MATCH_KM) return { kind: 'none' };
  return { kind: 'station', ...first, chosen: false, attribution: credit(first.id) };
}
