/** What the lessons feature lends other screens: a staff member's or a vehicle's week, and its texts. */
export { WeekOfEvents } from '#web/features/lessons/week-of-events/week-of-events.tsx';
export { weekLocales } from '#web/features/lessons/week-of-events/week-texts.ts';
