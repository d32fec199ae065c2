import type { EventInput } from '@lineup/contract/events';

/** A morning lesson of 90 minutes of a type at a place, as a school plans one. */
export function lesson(eventTypeId: string, placeId: string, change: Partial<EventInput> = {}): EventInput {
  return {
    eventTypeId,
    title: 'Morning lesson',
    placeId,
    roomId: null,
    startsAt: '2026-07-14T09:00:00+01:00',
    durationMinutes: 90,
    color: null,
    capacity: null,
    comments: '',
    notes: '',
    ...change,
  };
}
