import fc from 'fast-check';
import { getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { SUGGESTIONS_MAX, TIDE_STATES, type TideState } from '@lineup/contract/conditions';
import { daylightOn } from './daylight.ts';
import { chooseOffers, lessonWindows, type Candidate } from './lesson-windows.ts';
import { stationTides, type TideExtreme } from './tide-predictions.ts';
import { stateSpans } from './tide-states.ts';
import { dayAfter, dayBounds, zonedInstant } from '#src/lib/zoned-day.ts';

/** Places with their station and the school's clocks: Lisbon, Hawaii, and far north in Norway (midnight sun, polar night). */
const PLACES = [
  { latitude: 38.6777, longitude: -9.3365, station: 'ticon/cascais-209-prt-uhslc_fd', timeZone: 'Europe/Lisbon' },
  { latitude: 21.87, longitude: -160.235, station: 'noaa/1610367', timeZone: 'Pacific/Honolulu' },
  { latitude: 69.65, longitude: 18.96, station: 'kartverket/TOS', timeZone: 'Europe/Oslo' },
] as const;

/**
 * The tide state at one instant, straight from the definition (decision 013), without the spans
 * the code builds: the third of the time between the waters around it that it falls in.
 */
function stateAt(extremes: readonly TideExtreme[], at: number): TideState | null {
  const next = extremes.findIndex((water) => water.at.getTime() > at);
  if (next <= 0) return null;
  const leaving = extremes[next - 1]!;
  const coming = extremes[next]!;
  const through = (at - leaving.at.getTime()) / (coming.at.getTime() - leaving.at.getTime());
  if (through < 1 / 3) return leaving.kind;
  if (through >= 2 / 3) return coming.kind;
  return 'mid';
}

const settings = fc.record({
  suits: fc.subarray([...TIDE_STATES]),
  place: fc.constantFrom(...PLACES),
  first: fc.integer({ min: 0, max: 364 }).map((days) => dayAfter('2026-01-01', days)),
  days: fc.integer({ min: 1, max: 7 }),
  duration: fc.integer({ min: 2, max: 16 }).map((quarters) => quarters * 15),
  /** Hours from the first day's start before which nothing is offered ("now"). */
  nowHours: fc.integer({ min: -24, max: 48 }),
  /** Times taken already: whoever suggests must not offer a lesson that overlaps one. */
  busy: fc.array(fc.record({ hour: fc.integer({ min: 0, max: 24 * 7 }), hours: fc.integer({ min: 1, max: 6 }) }), {
    maxLength: 12,
  }),
});

describe('lesson suggestions (property)', () => {
  it('never offer a lesson in the dark, at a tide that does not suit, clashing, or in the past', async () => {
    await fc.assert(
      fc.asyncProperty(settings, async ({ suits, place, first, days, duration, nowHours, busy }) => {
        const tides = stationTides(place.station)!;
        const dayList = Array.from({ length: days }, (_, i) => {
          const day = dayAfter(first, i);
          return {
            ...dayBounds(day, place.timeZone),
            daylight: daylightOn(day, place.timeZone, place.latitude, place.longitude),
            day,
          };
        });
        const from = dayList[0]!.start;
        const to = dayList.at(-1)!.end;
        const extremes = tides.extremes(
          new Date(from.getTime() - 14 * 3_600_000),
          new Date(to.getTime() + 14 * 3_600_000),
        );
        const spans = stateSpans(extremes);
        const notBefore = new Date(from.getTime() + nowHours * 3_600_000);
        const taken = busy.map(({ hour, hours }) => ({
          from: from.getTime() + hour * 3_600_000,
          to: from.getTime() + (hour + hours) * 3_600_000,
        }));
        const clashes = (candidate: Candidate) =>
          taken.some((slot) => slot.from < candidate.endsAt.getTime() && slot.to > candidate.startsAt.getTime());

        const windows = lessonWindows({ days: dayList, spans, suits, notBefore });
        const offers = await chooseOffers(windows, duration, spans, clashes, SUGGESTIONS_MAX);

        expect(offers.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
        for (const offer of offers) {
          const start = offer.startsAt.getTime();
          const end = offer.endsAt.getTime();
          expect(end - start).toBe(duration * 60_000);
          expect(start).toBeGreaterThanOrEqual(notBefore.getTime());
          // In daylight: between sunrise and sunset of its day (suncalc asked directly), or a day the sun never sets.
          const day = dayList.find((one) => start >= one.start.getTime() && start < one.end.getTime())!;
          const sun = getTimes(zonedInstant(day.day, 12 * 60, place.timeZone), place.latitude, place.longitude);
          if (!sun.alwaysUp) {
            expect(sun.sunrise && start >= sun.sunrise.getTime()).toBe(true);
            expect(sun.sunset && end <= sun.sunset.getTime()).toBe(true);
          }
          // At a suiting tide every minute of it.
          if (suits.length > 0) {
            for (let at = start; at < end; at += 60_000) expect(suits).toContain(stateAt(extremes, at));
          }
          expect(clashes(offer)).toBe(false);
          expect(offer.startsAt.getUTCMinutes() % 15).toBe(0);
        }
        // Best first: a margin of up to an hour counts, then the earlier.
        offers.slice(1).forEach((offer, i) => {
          const before = offers[i]!;
          const [a, b] = [Math.min(before.marginMinutes, 60), Math.min(offer.marginMinutes, 60)];
          expect(a > b || (a === b && before.startsAt <= offer.startsAt)).toBe(true);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('offer a window whenever a lesson fits in daylight at a suiting tide and nothing is taken', async () => {
    // Carcavelos in summer, beginners at low or mid tide: two windows a day at least.
    const place = PLACES[0];
    const tides = stationTides(place.station)!;
    const dayList = ['2026-07-14', '2026-07-15'].map((day) => ({
      ...dayBounds(day, place.timeZone),
      daylight: daylightOn(day, place.timeZone, place.latitude, place.longitude),
    }));
    const spans = stateSpans(tides.extremes(new Date('2026-07-13T00:00:00Z'), new Date('2026-07-17T00:00:00Z')));
    const windows = lessonWindows({ days: dayList, spans, suits: ['low', 'mid'], notBefore: new Date(0) });
    const offers = await chooseOffers(windows, 90, spans, () => false, SUGGESTIONS_MAX);
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(offers.every((offer) => offer.tideStates.every((state) => state !== 'high'))).toBe(true);
    expect(await chooseOffers(windows, 90, spans, () => true, SUGGESTIONS_MAX)).toEqual([]);
    expect(lessonWindows({ days: dayList, spans, suits: 'none', notBefore: new Date(0) })).toEqual([]);
  });
});
