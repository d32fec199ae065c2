import { expect } from 'vitest';
import type { TideStates } from '@lineup/contract/conditions';
import { ANY_TIDE } from '@lineup/contract/conditions';
import type { EventTypeInput, Level } from '@lineup/contract/event-types';
import type { Place, PlaceInput } from '@lineup/contract/places';
import { place } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import type { TestApp } from '#src/testing/test-app.ts';

/** Cascais, the tide station nearest Carcavelos (7.2 km). */
export const CASCAIS = 'ticon/cascais-209-prt-uhslc_fd';
export const PENICHE = 'ticon/penichetg-pen-prt-cmems';

/**
 * Cascais's waters on 14 July 2026 (tide-predictions.test.ts): high 02:05 UTC, low 08:05,
 * high 14:24, low 20:41; the sun at Carcavelos rises at 05:24 and sets at 20:02.
 */
export const JULY_14 = {
  day: '2026-07-14',
  atLow: '2026-07-14T07:30:00Z',
  atHigh: '2026-07-14T13:45:00Z',
  atNight: '2026-07-14T21:30:00Z',
} as const;

export const lessonType = (level: Level, change: Partial<EventTypeInput> = {}): EventTypeInput => ({
  kind: 'lesson',
  name: `${level} lesson`,
  color: '#1d4ed8',
  durationMinutes: 60,
  capacity: 8,
  studentsPerInstructor: 6,
  level,
  priceCents: 3500,
  creditsPerAttendance: 1,
  active: true,
  ...change,
});

export const tideStates = (change: Partial<TideStates>): TideStates => ({ ...ANY_TIDE, ...change });

/** Two schools, A with Carcavelos (no tide settings yet) and a lesson type of each level, and an event type. */
export async function conditionsSchools(t: TestApp) {
  const s = await twoSchools(t);
  const created = async <T>(caller: Caller, path: string, body: object): Promise<T> => {
    const answer = await caller.call('POST', path, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<T>();
  };
  const carcavelos = await created<Place>(s.manager, '/api/v1/places', place());
  const types: Record<Level, string> = { all: '', beginner: '', intermediate: '', advanced: '' };
  for (const level of Object.keys(types) as Level[]) {
    types[level] = (await created<{ id: string }>(s.manager, '/api/v1/event-types', lessonType(level))).id;
  }
  const cleanUp = await created<{ id: string }>(s.manager, '/api/v1/event-types', {
    ...lessonType('all', { kind: 'event', name: 'Beach clean-up', creditsPerAttendance: 0 }),
  });
  return { ...s, carcavelos, types, cleanUp: cleanUp.id };
}

/** Carcavelos as its form sends it, with changes. */
export const carcavelosInput = (change: Partial<PlaceInput> = {}): PlaceInput => place(change);
