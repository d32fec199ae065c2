import { sql } from 'drizzle-orm';
import { CONDITIONS_LESSON_MAX_MINUTES, type TideState, type TideStates } from '@lineup/contract/conditions';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import type { Level } from '@lineup/contract/event-types';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { refusal } from '#src/i18n/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { daylightOn, inDaylight } from './daylight.ts';
import { placeStation, tidesAround } from './place-station.ts';
import { statesDuring, statesSuit, suitingStates } from './tide-states.ts';
import { localDay } from '#src/lib/zoned-day.ts';

/** What the conditions say against a lesson: asked before, and logged when overridden. */
export type ConditionsWarning = 'outside_daylight' | 'outside_tide_window';

interface LessonFacts {
  starts_at: Date | string;
  ends_at: Date | string;
  level: Level;
  place_name: string;
  latitude: number;
  longitude: number;
  tide_station_id: string | null;
  tide_states: TideStates;
}

/** A lesson of the school as the conditions judge it; none for an event that is not a lesson, or is cancelled. */
async function lessonFacts(tx: Transaction, schoolId: string, eventId: string): Promise<LessonFacts | undefined> {
  const [row] = rowsOf<LessonFacts>(
    await tx.execute(sql`
      select e.starts_at, e.ends_at, t.level, p.name as place_name, p.latitude, p.longitude,
        p.tide_station_id, p.tide_states
      from events e
      join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
      join places p on p.application_id = e.application_id and p.id = e.place_id
      where e.application_id = ${schoolId} and e.id = ${eventId} and t.kind = 'lesson' and e.status = 'scheduled'`),
  );
  return row;
}

/** A list of tide states in words: "low or mid". */
function stateWords(call: CallContext, states: readonly TideState[] | 'none'): string {
  if (states === 'none' || states.length === 0) return translate(call.language, 'conditions.tide.none');
  const words = states.map((state) => translate(call.language, `conditions.tide.${state}`));
  const last = words.pop()!;
  return words.length > 0 ? `${words.join(', ')} ${translate(call.language, 'conditions.or')} ${last}` : last;
}

/**
 * Whether a lesson, where and when it now stands, is outside daylight at its place (sunrise to
 * sunset of its day on the school's clocks), or at a tide state the place does not suit for its
 * level at any moment of it (decision 013); the first found, with its words' parameters. A place
 * without tide settings, or without a station, says nothing of tides; events that are not lessons,
 * and lessons longer than CONDITIONS_LESSON_MAX_MINUTES (camps, courses), are not judged.
 */
export async function conditionsWarning(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  eventId: string,
): Promise<{ warning: ConditionsWarning; params: Record<string, string> } | null> {
  const lesson = await lessonFacts(tx, schoolId, eventId);
  if (!lesson) return null;
  const from = new Date(lesson.starts_at);
  const to = new Date(lesson.ends_at);
  if (to.getTime() - from.getTime() > CONDITIONS_LESSON_MAX_MINUTES * 60_000) return null;
  const timeZone = call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;
  const day = localDay(from, timeZone);
  const daylight = daylightOn(day, timeZone, lesson.latitude, lesson.longitude);
  if (!inDaylight(daylight, from, to)) {
    const clock = new Intl.DateTimeFormat(call.language, { timeStyle: 'short', timeZone });
    const dayWords = new Intl.DateTimeFormat(call.language, { dateStyle: 'medium', timeZone });
    return {
      warning: 'outside_daylight',
      params: {
        place: lesson.place_name,
        day: dayWords.format(from),
        sunrise: daylight.sunrise ? clock.format(daylight.sunrise) : '—',
        sunset: daylight.sunset ? clock.format(daylight.sunset) : '—',
      },
    };
  }
  const suits = suitingStates(lesson.tide_states, lesson.level);
  if (suits !== 'none' && suits.length === 0) return null;
  const station = placeStation({
    latitude: lesson.latitude,
    longitude: lesson.longitude,
    tideStationId: lesson.tide_station_id,
  });
  if (!station) return null;
  const found = statesDuring(tidesAround(station.tides, from, to).spans, from, to);
  if (!found || statesSuit(found, suits)) return null;
  return {
    warning: 'outside_tide_window',
    params: {
      place: lesson.place_name,
      level: translate(call.language, `conditions.level.${lesson.level}`),
      suits: stateWords(call, suits),
      found: stateWords(call, found),
    },
  };
}

/** Refuses with the conditions' warning unless the caller chose to go ahead; answers what was overridden. */
export async function heedConditionsWarning(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  eventId: string,
  override: boolean,
): Promise<ConditionsWarning | null> {
  const found = await conditionsWarning(tx, call, schoolId, eventId);
  if (!found) return null;
  if (!override) throw refusal(call.language, found.warning, found.params);
  return found.warning;
}
