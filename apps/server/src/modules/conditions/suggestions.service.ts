import { and, eq } from 'drizzle-orm';
import {
  CONDITIONS_LESSON_MAX_MINUTES,
  CONDITIONS_NOTICE,
  SUGGESTIONS_MAX,
  type Suggestions,
  type SuggestionsQuery,
} from '@lineup/contract/conditions';
import type { Transaction } from '#src/db/database.ts';
import { eventTypes, rooms } from '#src/db/schema/index.ts';
import { AppError } from '#src/http/app-error.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { validationSummary, validationText } from '#src/i18n/validation-messages.ts';
import { peakOccupancy } from '#src/modules/events/conflict-engine.ts';
import { findPlace, zoneOf } from './conditions.service.ts';
import { daylightOn } from './daylight.ts';
import { chooseOffers, lessonWindows, type Candidate } from './lesson-windows.ts';
import { placeStation, stationView, tidesAround } from './place-station.ts';
import { suitingStates } from './tide-states.ts';
import { dayAfter, dayBounds, localDay } from '#src/lib/zoned-day.ts';
import { clock } from '@lineup/contract/clock';

/** A lesson with no type given lasts this long. */
const DEFAULT_DURATION_MINUTES = 90;
/** Clash checks one request may make (each is a query): enough for a fortnight of full windows. */
const CHECKS_MAX = 200;

/** A 400 on a query parameter naming a record the school does not have (or a room elsewhere). */
const queryError = (call: CallContext, field: string, code: string) =>
  new AppError('validation_failed', validationSummary(call.language), [
    { path: `query.${field}`, message: validationText(call.language, { code, params: {} }), code },
  ]);

async function lessonType(tx: Transaction, call: CallContext, schoolId: string, id: string | undefined) {
  if (!id) return null;
  const [type] = await tx
    .select({ level: eventTypes.level, durationMinutes: eventTypes.durationMinutes, capacity: eventTypes.capacity })
    .from(eventTypes)
    .where(and(eq(eventTypes.applicationId, schoolId), eq(eventTypes.id, id), eq(eventTypes.active, true)));
  if (!type) throw queryError(call, 'eventTypeId', 'missing');
  return type;
}

async function placeRoom(tx: Transaction, call: CallContext, schoolId: string, placeId: string, id?: string) {
  if (!id) return null;
  const [room] = await tx
    .select({ placeId: rooms.placeId, capacity: rooms.capacity })
    .from(rooms)
    .where(and(eq(rooms.applicationId, schoolId), eq(rooms.id, id), eq(rooms.active, true)));
  if (!room) throw queryError(call, 'roomId', 'missing');
  if (room.placeId !== placeId) throw queryError(call, 'roomId', 'room_not_at_place');
  return room;
}

/**
 * The best times in the coming days for a lesson at a place (DOMAIN.md, Conditions: daylight ∩
 * the level's tide states ∩ no clash), at most SUGGESTIONS_MAX, one per window. A window's offer
 * is its roomiest start that clashes with nothing: the place, and the room when one is given, keep
 * room at their busiest moment for the lesson's capacity (the type's, else one student), as the
 * conflict engine counts them. Best first: an hour's margin either way (or as much as there is),
 * then the earliest. Nothing in the past is offered.
 */
export function suggestLessons(call: CallContext, placeId: string, query: SuggestionsQuery): Promise<Suggestions> {
  return withSchool(call, async (tx, schoolId) => {
    const place = await findPlace(tx, call, schoolId, placeId);
    const type = await lessonType(tx, call, schoolId, query.eventTypeId);
    const room = await placeRoom(tx, call, schoolId, placeId, query.roomId);
    const level = type?.level ?? 'all';
    const suits = suitingStates(place.tideStates, level);
    const station = placeStation(place);
    const answer = (items: Candidate[]): Suggestions => ({
      level,
      suits: suits === 'none' ? [] : suits,
      station: station ? stationView(station) : null,
      items: items.map((item) => ({
        startsAt: item.startsAt.toISOString(),
        endsAt: item.endsAt.toISOString(),
        durationMinutes: Math.round((item.endsAt.getTime() - item.startsAt.getTime()) / 60_000),
        tideStates: item.tideStates,
        marginMinutes: item.marginMinutes,
      })),
      notice: CONDITIONS_NOTICE,
    });
    const duration = query.durationMinutes ?? type?.durationMinutes ?? DEFAULT_DURATION_MINUTES;
    if (duration > CONDITIONS_LESSON_MAX_MINUTES) return answer([]);

    const timeZone = zoneOf(call);
    const first = query.from ?? localDay(clock.now(), timeZone);
    const days = Array.from({ length: query.days }, (_, i) => {
      const day = dayAfter(first, i);
      return { ...dayBounds(day, timeZone), daylight: daylightOn(day, timeZone, place.latitude, place.longitude) };
    });
    const range = { from: days[0]!.start, to: days.at(-1)!.end };
    const spans = station ? tidesAround(station.tides, range.from, range.to).spans : null;
    const windows = lessonWindows({ days, spans, suits, notBefore: clock.now() });

    const students = type?.capacity ?? 1;
    let checks = 0;
    /** The place (and room) full at the candidate's busiest moment; past the checks' budget, unverified counts as full. */
    const clashes = async (candidate: Candidate) => {
      if (place.capacity === null && room?.capacity == null) return false;
      checks += 1;
      if (checks > CHECKS_MAX) return true;
      const at = {
        placeId,
        roomId: room ? (query.roomId ?? null) : null,
        startsAt: candidate.startsAt.toISOString(),
        endsAt: candidate.endsAt.toISOString(),
      };
      if (place.capacity !== null && (await peakOccupancy(tx, schoolId, at, 'place')) + students > place.capacity) {
        return true;
      }
      return room?.capacity != null && (await peakOccupancy(tx, schoolId, at, 'room')) + students > room.capacity;
    };
    return answer(await chooseOffers(windows, duration, spans, clashes, SUGGESTIONS_MAX));
  });
}
