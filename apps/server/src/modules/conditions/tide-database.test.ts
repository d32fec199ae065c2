import { describe, expect, it } from 'vitest';
import { TideDatabaseFile } from './tide-database.ts';
import { findStation, findStations, stationIndex, stationPosition } from './tide-stations.ts';

/**
 * Lineup reads the database's FlatBuffers file itself (decision 013); the package's own module,
 * too heavy for the server, is the reference it must agree with.
 */
describe('the tide database as Lineup reads it', () => {
  it('holds the same usable tide stations as the package, with the same identity and harmonics', async () => {
    const reference = await import('@neaps/tide-database');
    const tideStations = reference.stations.filter((station) => station.kind === 'tide');
    expect(stationIndex().ids.toSorted()).toEqual(tideStations.map((station) => station.id).toSorted());

    const file = new TideDatabaseFile();
    const sample = [
      'ticon/cascais-209-prt-uhslc_fd',
      'noaa/1610367',
      ...tideStations.filter((_, i) => i % 400 === 0).map((station) => station.id),
    ];
    for (const id of sample) {
      const theirs = reference.stationsById.get(id)!;
      expect(findStation(id)).toEqual({
        id,
        name: theirs.name,
        country: theirs.country_code,
        latitude: theirs.latitude,
        longitude: theirs.longitude,
      });
      const ours = file.prediction(file.station(stationPosition(id)!));
      expect(ours.constituents, id).toEqual(
        theirs.harmonic_constituents.map(({ name, amplitude, phase }) => ({ name, amplitude, phase })),
      );
      expect(ours.datums, id).toEqual(theirs.datums);
      expect(ours.chartDatum ?? undefined, id).toBe(theirs.chart_datum);
      expect(ours.attribution, id).toBe(theirs.attribution);
      expect(ours.offsets, id).toEqual(
        theirs.type === 'subordinate' ? theirs.offsets && { ...theirs.offsets, reference: undefined } : undefined,
      );
    }
  });

  it('finds the nearest station as the package does: Carcavelos is matched to Cascais, 7.2 km away', async () => {
    const reference = await import('@neaps/tide-database');
    const [theirs, theirKm] = reference.nearest({
      latitude: 38.6777,
      longitude: -9.3365,
      filter: (station) => station.kind === 'tide',
    })!;
    const [ours] = findStations({ near: { latitude: 38.6777, longitude: -9.3365 }, limit: 1 });
    expect(ours).toMatchObject({ id: theirs.id, name: 'Cascais' });
    expect(ours!.distanceKm).toBeCloseTo(theirKm, 1);
  });

  it('searches the stations by name in any case and accents, by name without a point', () => {
    const found = findStations({ q: 'NAZARE', limit: 5 });
    expect(found.map((station) => station.name)).toContain('Nazare');
    expect(found.every((station) => station.distanceKm === null)).toBe(true);
    const near = findStations({ near: { latitude: 38.6777, longitude: -9.3365 }, q: 'nazaré', limit: 5 });
    expect(near[0]).toMatchObject({ name: 'Nazare' });
    expect(near[0]!.distanceKm).toBeGreaterThan(90);
  });
});
