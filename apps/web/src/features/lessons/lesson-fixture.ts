import type { Conditions } from '@lineup/contract/conditions';
import type { EventType } from '@lineup/contract/event-types';
import type { Event, EventSummary } from '@lineup/contract/events';

export const LESSON_ID = '00000000-0000-4000-8000-0000000000e1';
export const TYPE_ID = '00000000-0000-4000-8000-0000000000f1';
export const PLACE_ID = '00000000-0000-4000-8000-0000000000b1';
export const ANA_ID = '00000000-0000-4000-8000-0000000000c1';
export const RUI_ID = '00000000-0000-4000-8000-0000000000d1';
export const INES_ID = '00000000-0000-4000-8000-0000000000d2';

/** A lesson of the test school (Lisbon): Tuesday 14 July 2026, 09:00 to 10:30 on the school's clocks. */
export function lessonSummary(change: Partial<EventSummary> = {}): EventSummary {
  return {
    id: LESSON_ID,
    eventTypeId: TYPE_ID,
    eventTypeName: 'Group lesson',
    kind: 'lesson',
    title: 'Morning group',
    placeId: PLACE_ID,
    placeName: 'Carcavelos',
    roomId: null,
    roomName: null,
    startsAt: '2026-07-14T08:00:00.000Z',
    endsAt: '2026-07-14T09:30:00.000Z',
    durationMinutes: 90,
    color: '#1e88e5',
    capacity: 8,
    status: 'scheduled',
    cancelReason: '',
    progress: 'upcoming',
    customerCount: 1,
    instructorNames: ['Rui Santos'],
    seriesId: null,
    ...change,
  };
}

export function lesson(change: Partial<Event> = {}): Event {
  return {
    ...lessonSummary(),
    series: null,
    ownColor: null,
    ownCapacity: null,
    comments: 'Meet at the van at 8:45.',
    notes: '',
    customers: [{ customerId: ANA_ID, name: 'Ana Costa', attendance: 'booked', wetsuitSize: 'M' }],
    staff: [{ staffId: RUI_ID, name: 'Rui Santos', role: 'instructor', payCents: 2500 }],
    equipment: [],
    transports: [],
    createdAt: '2026-07-01T00:00:00.000Z',
    updatedAt: '2026-07-01T00:00:00.000Z',
    ...change,
  };
}

/** The lessons' type as `GET /event-types/{id}` answers it: 90 minutes unless said, eight at most. */
export function lessonType(change: Partial<EventType> = {}): EventType {
  return {
    id: TYPE_ID,
    kind: 'lesson',
    name: 'Group lesson',
    color: '#1e88e5',
    durationMinutes: 90,
    capacity: 8,
    studentsPerInstructor: 6,
    level: 'all',
    priceCents: 3500,
    creditsPerAttendance: 1,
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...change,
  };
}

/** The tide station nearest the test school's beach. */
export const CASCAIS: NonNullable<Conditions['station']> = {
  id: 'ticon/cascais',
  name: 'Cascais',
  country: 'PT',
  latitude: 38.69,
  longitude: -9.42,
  distanceKm: 7.2,
  chosen: false,
  datum: 'LAT',
  attribution: 'TICON-4, CC BY 4.0',
};

/** Carcavelos on a summer's day: two high and two low waters, a curve, the sun's times (UTC; Lisbon is +1). */
export function conditionsOf(change: Partial<Conditions> = {}): Conditions {
  return {
    placeId: PLACE_ID,
    day: '2026-07-14',
    timeZone: 'Europe/Lisbon',
    station: CASCAIS,
    tides: {
      extremes: [
        { at: '2026-07-14T04:05:00.000Z', heightM: 0.62, kind: 'low' },
        { at: '2026-07-14T10:21:00.000Z', heightM: 3.18, kind: 'high' },
      ],
      curve: Array.from({ length: 96 }, (_, index) => ({
        at: new Date(Date.parse('2026-07-13T23:00:00Z') + index * 15 * 60_000).toISOString(),
        heightM: 1.9 + 1.3 * Math.sin(index / 8),
      })),
      states: [],
    },
    daylight: {
      dawn: '2026-07-14T04:45:00.000Z',
      sunrise: '2026-07-14T05:16:00.000Z',
      sunset: '2026-07-14T20:07:00.000Z',
      dusk: '2026-07-14T20:37:00.000Z',
      polar: null,
    },
    forecast: null,
    notice: 'astronomical_only',
    ...change,
  };
}
