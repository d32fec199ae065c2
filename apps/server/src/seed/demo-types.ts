import { EVENT_COLORS, type EventTypeInput } from '@lineup/contract/event-types';
import type { Transaction } from '#src/db/database.ts';
import { eventTypes } from '#src/db/schema/index.ts';

/** The demo school's lesson types by name: its packages name the lesson type they pay for. */
export const DEMO_LESSON_TYPES = {
  group: 'Group lesson',
  private: 'Private lesson',
  semiPrivate: 'Semi-private lesson',
  kids: 'Kids’ lesson',
  improver: 'Improver coaching',
} as const;

/** The demo school's event types by name. */
export const DEMO_EVENT_TYPES = {
  trip: 'Surf trip',
  yoga: 'Yoga on the beach',
  video: 'Video analysis session',
} as const;

const lesson = (type: Omit<EventTypeInput, 'kind' | 'active'>): EventTypeInput => ({
  kind: 'lesson',
  ...type,
  active: true,
});
const event = (type: Omit<EventTypeInput, 'kind' | 'active' | 'creditsPerAttendance'>): EventTypeInput => ({
  kind: 'event',
  ...type,
  creditsPerAttendance: 0,
  active: true,
});

/** Five lesson types and three event types, each in its own colour of the calendar's palette. */
export const DEMO_TYPES: readonly EventTypeInput[] = [
  lesson({
    name: DEMO_LESSON_TYPES.group,
    color: EVENT_COLORS.blue,
    durationMinutes: 120,
    capacity: 24,
    studentsPerInstructor: 6,
    level: 'beginner',
    priceCents: 3500,
    creditsPerAttendance: 1,
  }),
  lesson({
    name: DEMO_LESSON_TYPES.private,
    color: EVENT_COLORS.purple,
    durationMinutes: 90,
    capacity: 1,
    studentsPerInstructor: 1,
    level: 'all',
    priceCents: 6000,
    creditsPerAttendance: 1,
  }),
  lesson({
    name: DEMO_LESSON_TYPES.semiPrivate,
    color: EVENT_COLORS.teal,
    durationMinutes: 90,
    capacity: 3,
    studentsPerInstructor: 3,
    level: 'all',
    priceCents: 4500,
    creditsPerAttendance: 1,
  }),
  lesson({
    name: DEMO_LESSON_TYPES.kids,
    color: EVENT_COLORS.orange,
    durationMinutes: 90,
    capacity: 12,
    studentsPerInstructor: 4,
    level: 'beginner',
    priceCents: 3000,
    creditsPerAttendance: 1,
  }),
  lesson({
    name: DEMO_LESSON_TYPES.improver,
    color: EVENT_COLORS.green,
    durationMinutes: 120,
    capacity: 12,
    studentsPerInstructor: 4,
    level: 'intermediate',
    priceCents: 4500,
    creditsPerAttendance: 1,
  }),
  event({
    name: DEMO_EVENT_TYPES.trip,
    color: EVENT_COLORS.red,
    durationMinutes: 480,
    capacity: 8,
    studentsPerInstructor: 8,
    level: 'all',
    priceCents: 8000,
  }),
  event({
    name: DEMO_EVENT_TYPES.yoga,
    color: EVENT_COLORS.pink,
    durationMinutes: 60,
    capacity: 15,
    studentsPerInstructor: 15,
    level: 'all',
    priceCents: 1500,
  }),
  event({
    name: DEMO_EVENT_TYPES.video,
    color: EVENT_COLORS.indigo,
    durationMinutes: 60,
    capacity: 10,
    studentsPerInstructor: 10,
    level: 'all',
    priceCents: 2000,
  }),
];

/** Gives the demo school its lesson and event types (DOMAIN.md, Catalogue), in the seeding transaction. */
export async function seedDemoTypes(tx: Transaction, schoolId: string): Promise<void> {
  await tx.insert(eventTypes).values(DEMO_TYPES.map((type) => ({ ...type, applicationId: schoolId })));
}
