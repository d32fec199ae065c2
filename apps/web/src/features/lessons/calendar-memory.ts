import { getSession, subscribeSession } from '#web/lib/session.ts';

/** The calendar's views: a day, a week (the spec's default) and a month, and a list for a phone. */
export const CALENDAR_VIEWS = ['timeGridDay', 'timeGridWeek', 'dayGridMonth', 'listWeek'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarPlace {
  readonly view: CalendarView;
  /** A day inside the range on screen, `YYYY-MM-DD` on the school's clocks. */
  readonly day: string;
}

/**
 * Where the calendar was in this session (spec section 3: its view, start and end are kept in
 * memory, not stored): coming back to it shows the same days in the same view, and a new sign-in
 * starts again at this week.
 */
let remembered: CalendarPlace | null = null;
/**
 * The place whose tides and daylight the calendar draws, chosen in this session: undefined until
 * chosen (the calendar then follows its place filter), null when none was chosen.
 */
let conditionsPlace: string | null | undefined;
subscribeSession(() => {
  if (!getSession()) {
    remembered = null;
    conditionsPlace = undefined;
  }
});

export const rememberedCalendar = (): CalendarPlace | null => remembered;

export function rememberCalendar(place: CalendarPlace): void {
  remembered = place;
}

export const rememberedConditionsPlace = (): string | null | undefined => conditionsPlace;

export function rememberConditionsPlace(placeId: string | null): void {
  conditionsPlace = placeId;
}
