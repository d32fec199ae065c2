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
