import { describe, expect, it } from 'vitest';
import type { Conditions, TideStation } from '@lineup/contract/conditions';
import { shownStation, type StationSetting } from '#web/features/places/shown-station.ts';

const station = (id: string, name: string, distanceKm: number): TideStation => ({
  id,
  name,
  country: 'PT',
  latitude: 38.69,
  longitude: -9.42,
  distanceKm,
});
const cascais = station('cascais', 'Cascais', 7.2);
const sines = station('sines', 'Sines', 3.1);

const saved: StationSetting = { latitude: 38.68, longitude: -9.34, tideStationId: null };
const conditions = {
  data: { station: { ...cascais, chosen: false, datum: 'LAT', attribution: 'TICON-4' } } as Conditions,
  failed: false,
};
const none = { data: undefined, failed: false };

describe('the station a place’s form shows', () => {
  it('is the server’s match while the place is as saved', () => {
    expect(shownStation({ saved, form: saved, conditions, nearest: none, seen: [] })).toMatchObject({
      kind: 'station',
      name: 'Cascais',
      chosen: false,
      attribution: 'TICON-4',
    });
    expect(shownStation({ saved, form: saved, conditions: none, nearest: none, seen: [] })).toEqual({
      kind: 'loading',
    });
  });

  it('is the nearest to a moved point, without the credit of a station the server has not named', () => {
    const moved = { ...saved, latitude: 37.95, longitude: -8.87 };
    const nearest = { data: [sines, cascais], failed: false };
    expect(shownStation({ saved, form: moved, conditions, nearest, seen: [] })).toMatchObject({
      kind: 'station',
      name: 'Sines',
      distanceKm: 3.1,
      attribution: null,
    });
  });

  it('is none beyond 100 km, and none without a point', () => {
    const far = { data: [station('far', 'Far', 100.1)], failed: false };
    const form = { latitude: 39.46, longitude: -6.37, tideStationId: null };
    expect(shownStation({ saved: null, form, conditions: none, nearest: far, seen: [] })).toEqual({ kind: 'none' });
    const blank = { latitude: null, longitude: null, tideStationId: null };
    expect(shownStation({ saved: null, form: blank, conditions: none, nearest: none, seen: [] })).toEqual({
      kind: 'noPoint',
    });
  });

  it('says a chosen station gone from the database is gone', () => {
    const chosen = { ...saved, tideStationId: 'gone' };
    const answer = { data: { station: null } as unknown as Conditions, failed: false };
    const nearest = { data: [cascais], failed: false };
    expect(shownStation({ saved: chosen, form: chosen, conditions: answer, nearest, seen: [] })).toEqual({
      kind: 'gone',
    });
  });
});
