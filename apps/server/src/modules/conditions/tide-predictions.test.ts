import { describe, expect, it } from 'vitest';
import { decodedStations, PREDICTORS_MAX, stationTides } from './tide-predictions.ts';
import { findStations } from './tide-stations.ts';
import { dayBounds } from '#src/lib/zoned-day.ts';

const CASCAIS = 'ticon/cascais-209-prt-uhslc_fd';
const LISBON = 'Europe/Lisbon';
const waters = (id: string, day: string) => {
  const { start, end } = dayBounds(day, LISBON);
  return stationTides(id)!
    .extremes(start, end)
    .map((water) => [water.at.toISOString(), water.heightM, water.kind]);
};

describe('tide predictions from the harmonic database', () => {
  it('predicts the recorded high and low waters of Cascais on 14 July 2026 (a regression test)', () => {
    // Recorded once from the database 0.10.20260924 (pinned): heights in metres above LAT.
    expect(waters(CASCAIS, '2026-07-14')).toEqual([
      ['2026-07-14T02:05:00.000Z', 2.99, 'high'],
      ['2026-07-14T08:05:00.000Z', 0.48, 'low'],
      ['2026-07-14T14:24:00.000Z', 3.32, 'high'],
      ['2026-07-14T20:41:00.000Z', 0.26, 'low'],
    ]);
    expect(stationTides(CASCAIS)).toMatchObject({
      station: { name: 'Cascais', country: 'PT' },
      datum: 'LAT',
      attribution: expect.stringContaining('TICON-4'),
    });
  });

  it('predicts a subordinate station from its reference, with its own time and height offsets', () => {
    // Nonopapa (Hawaii) is predicted from Nawiliwili's harmonics, 16 minutes earlier at high water.
    const { start, end } = { start: new Date('2026-07-14T00:00:00Z'), end: new Date('2026-07-15T00:00:00Z') };
    const nonopapa = stationTides('noaa/1610367')!;
    expect(nonopapa.datum).toBe('MLLW');
    expect(nonopapa.extremes(start, end).map((water) => [water.at.toISOString(), water.heightM, water.kind])).toEqual([
      ['2026-07-14T01:38:00.000Z', 0.63, 'high'],
      ['2026-07-14T09:03:00.000Z', 0.02, 'low'],
      ['2026-07-14T13:35:00.000Z', 0.16, 'high'],
      ['2026-07-14T18:55:00.000Z', -0.05, 'low'],
    ]);
  });

  it('alternates high and low waters, highs about 12 h 25 min apart, over a month', () => {
    const month = stationTides(CASCAIS)!.extremes(new Date('2026-07-01T00:00:00Z'), new Date('2026-07-31T00:00:00Z'));
    expect(month.length).toBeGreaterThan(110);
    month.slice(1).forEach((water, i) => expect(water.kind).not.toBe(month[i]!.kind));
    const highs = month.filter((water) => water.kind === 'high').map((water) => water.at.getTime());
    const gaps = highs.slice(1).map((at, i) => (at - highs[i]!) / 60_000);
    // The principal lunar tide, M2, has a period of 12 h 25.2 min; the others pull each gap a little.
    for (const gap of gaps) expect(gap).toBeGreaterThan(11 * 60 + 30);
    for (const gap of gaps) expect(gap).toBeLessThan(13 * 60 + 30);
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(Math.abs(mean - (12 * 60 + 25))).toBeLessThan(5);
    // Each low lies between its highs, and lower than both.
    month.slice(1, -1).forEach((water, i) => {
      if (water.kind === 'low') expect(water.heightM).toBeLessThan(Math.min(month[i]!.heightM, month[i + 2]!.heightM));
    });
  });

  it('keeps the waters continuous across the changes of the clocks in Lisbon', () => {
    for (const [before, change, after] of [
      ['2026-03-28', '2026-03-29', '2026-03-30'],
      ['2026-10-24', '2026-10-25', '2026-10-26'],
    ] as const) {
      const days = [before, change, after].map((day) => waters(CASCAIS, day));
      const all = days.flat().map(([at]) => Date.parse(String(at)));
      // No water lost or counted twice at the day boundaries, and no gap of an hour more or less.
      const gaps = all.slice(1).map((at, i) => (at - all[i]!) / 3_600_000);
      for (const gap of gaps) expect(gap).toBeGreaterThan(5);
      for (const gap of gaps) expect(gap).toBeLessThan(7.5);
      // The days are 23 and 25 hours long on the school's clocks.
      const { start, end } = dayBounds(change, LISBON);
      expect((end.getTime() - start.getTime()) / 3_600_000).toBe(change.endsWith('03-29') ? 23 : 25);
    }
    expect(waters(CASCAIS, '2026-03-29')).toEqual([
      ['2026-03-29T06:15:00.000Z', 0.75, 'low'],
      ['2026-03-29T12:26:00.000Z', 2.65, 'high'],
      ['2026-03-29T18:26:00.000Z', 0.86, 'low'],
    ]);
  });

  it('keeps at most PREDICTORS_MAX stations decoded, the most recently used, and knows no other id', () => {
    const ids = findStations({ limit: PREDICTORS_MAX + 5 }).map((station) => station.id);
    for (const id of ids) expect(stationTides(id)).toBeDefined();
    expect(decodedStations()).toBe(PREDICTORS_MAX);
    expect(stationTides('no/such-station')).toBeUndefined();
  });
});
