import { and, eq } from 'drizzle-orm';
import {
  CONDITIONS_NOTICE,
  type Conditions,
  type TideStation,
  type TideStationsQuery,
} from '@lineup/contract/conditions';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import type { Transaction } from '#src/db/database.ts';
import { places } from '#src/db/schema/index.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import { daylightOn, type DaylightTimes } from './daylight.ts';
import { marineForecast } from './marine-forecast.ts';
import { placeStation, stationView, tidesAround, type PlaceStation } from './place-station.ts';
import { spansWithin } from './tide-states.ts';
import { findStation, findStations } from './tide-stations.ts';
import { dayBounds, localDay } from '#src/lib/zoned-day.ts';
import { clock } from '@lineup/contract/clock';

export const zoneOf = (call: CallContext) => call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;

/** One of the school's places with what its conditions need; a 404 when the school has none of that id. */
export async function findPlace(tx: Transaction, call: CallContext, schoolId: string, id: string) {
  const [place] = await tx
    .select({
      id: places.id,
      latitude: places.latitude,
      longitude: places.longitude,
      capacity: places.capacity,
      tideStationId: places.tideStationId,
      tideStates: places.tideStates,
    })
    .from(places)
    .where(and(eq(places.applicationId, schoolId), eq(places.id, id)));
  if (!place) throw localizedError('not_found', call.language, 'place.notFound');
  return place;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const daylightView = (daylight: DaylightTimes) => ({
  dawn: iso(daylight.dawn),
  sunrise: iso(daylight.sunrise),
  sunset: iso(daylight.sunset),
  dusk: iso(daylight.dusk),
  polar: daylight.polar,
});

/** The day's tides at a station: its high and low waters, a curve every 15 minutes, its states. */
function dayTides(station: PlaceStation, start: Date, end: Date): NonNullable<Conditions['tides']> {
  const { extremes, spans } = tidesAround(station.tides, start, end);
  return {
    extremes: extremes
      .filter((extreme) => extreme.at >= start && extreme.at < end)
      .map((extreme) => ({ at: extreme.at.toISOString(), heightM: extreme.heightM, kind: extreme.kind })),
    curve: station.tides.curve(start, end, 15).map((point) => ({ at: point.at.toISOString(), heightM: point.heightM })),
    states: spansWithin(spans, start, end).map((span) => ({
      from: span.from.toISOString(),
      to: span.to.toISOString(),
      state: span.state,
    })),
  };
}

/**
 * A place's conditions on a day of the school's clocks (today when none is given): its station,
 * the day's tides, the sun's times and, when a marine forecast is configured and answers, the
 * swell and wind. Predicted offline; the notice goes wherever they are shown.
 */
export async function placeConditions(call: CallContext, id: string, day?: string): Promise<Conditions> {
  const place = await withSchool(call, (tx, schoolId) => findPlace(tx, call, schoolId, id));
  const timeZone = zoneOf(call);
  const theDay = day ?? localDay(clock.now(), timeZone);
  const { start, end } = dayBounds(theDay, timeZone);
  const station = placeStation(place);
  return {
    placeId: place.id,
    day: theDay,
    timeZone,
    station: station ? stationView(station) : null,
    tides: station ? dayTides(station, start, end) : null,
    daylight: daylightView(daylightOn(theDay, timeZone, place.latitude, place.longitude)),
    forecast: await marineForecast(call.config, place, start, end),
    notice: CONDITIONS_NOTICE,
  };
}

/** Whether a tide station has that id: a place may name only a known station. */
export function isTideStation(id: string): boolean {
  return findStation(id) !== undefined;
}

/** Stations to choose a place's station from: nearest a point first, or by name. */
export function tideStations(query: TideStationsQuery): { items: TideStation[] } {
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : undefined;
  return {
    items: findStations({ near, q: query.q, limit: query.limit }).map((station) => ({
      ...station,
      distanceKm: station.distanceKm === null ? null : Math.round(station.distanceKm * 10) / 10,
    })),
  };
}
