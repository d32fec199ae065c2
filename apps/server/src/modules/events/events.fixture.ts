import type { EventInput } from '@lineup/contract/events';
import type { eventTypes } from '#src/db/schema/index.ts';

/** A group lesson type of a school, as the schedule's tests store one: 90 minutes, eight customers, four to an instructor. */
export const groupLessonType = (applicationId: string, change: Partial<typeof eventTypes.$inferInsert> = {}) =>
  ({
    applicationId,
    kind: 'lesson',
    name: 'Group lesson',
    color: '#1e88e5',
    durationMinutes: 90,
    capacity: 8,
    studentsPerInstructor: 4,
    priceCents: 3500,
    ...change,
  }) satisfies typeof eventTypes.$inferInsert;

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
