import { z } from 'zod';
import { schoolDay } from './days.ts';
import { EVENT_DURATION_MIN } from './events.ts';
import { LEVELS } from './event-types.ts';
import { text } from './text.ts';

/**
 * Conditions at a place (DOMAIN.md, Conditions): its tides, predicted offline from a harmonic
 * database, and its daylight, from its coordinates. Decision 013 defines the tide states.
 */

/**
 * The tide at an instant, by the third of the time between two high or low waters it falls in:
 * the first third belongs to the water it leaves, the last to the water it comes to, the middle
 * third is mid tide.
 */
export const TIDE_STATES = ['low', 'mid', 'high'] as const;
export type TideState = (typeof TIDE_STATES)[number];

/** The tide states that suit, each at most once; none listed means any. */
const tideStateList = () =>
  z
    .array(z.enum(TIDE_STATES))
    .max(TIDE_STATES.length)
    .refine((states) => new Set(states).size === states.length, 'list each tide state once')
    .meta({ examples: [['low', 'mid']] });

/**
 * Per level, the tide states a place suits: `all` is the place itself (where it works at all,
 * for every lesson), each skill level narrows it for that level's lessons.
 */
export const tideStatesSchema = z.object({
  all: tideStateList(),
  beginner: tideStateList(),
  intermediate: tideStateList(),
  advanced: tideStateList(),
});
export type TideStates = z.infer<typeof tideStatesSchema>;

/** A place's tide settings before the school sets any: every state suits every level. */
export const ANY_TIDE: TideStates = { all: [], beginner: [], intermediate: [], advanced: [] };

/** A station id of the tide database (`ticon/cascais-209-prt-uhslc_fd`, `noaa/9447130`). */
export const tideStationId = () =>
  text()
    .trim()
    .min(1)
    .max(120)
    .meta({ examples: ['ticon/cascais-209-prt-uhslc_fd'] });

/** The nearest station matched to a place automatically only within this distance. */
export const TIDE_STATION_MATCH_KM = 100;

export const tideStationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** From the place (or the point asked about), in kilometres; null when no point was given. */
  distanceKm: z.number().nullable(),
});
export type TideStation = z.infer<typeof tideStationSchema>;

/**
 * Stations to choose a place's station from: those nearest a point, closest first, or without a
 * point in the order of their names; `q` keeps those whose name holds it.
 */
export const TIDE_STATIONS_MAX = 50;
export const tideStationsQuerySchema = z
  .object({
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    q: text().trim().max(100).default(''),
    limit: z.coerce.number().int().min(1).max(TIDE_STATIONS_MAX).default(10),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: 'give both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type TideStationsQuery = z.infer<typeof tideStationsQuerySchema>;
export const tideStationListSchema = z.object({ items: z.array(tideStationSchema) });

const instant = () => z.string().meta({ examples: ['2026-07-14T08:05:28.822Z'] });

/** Shown wherever tides are: they are astronomical predictions only. */
export const CONDITIONS_NOTICE = 'astronomical_only' as const;

/** The place's station: the one the school chose, or the nearest within TIDE_STATION_MATCH_KM. */
export const placeStationSchema = tideStationSchema.extend({
  distanceKm: z.number(),
  chosen: z.boolean(),
  /** The heights are metres above this datum (`LAT`, `MLLW`…); null when the station gives none. */
  datum: z.string().nullable(),
  /** The credit the station's data licence asks to be shown with its predictions. */
  attribution: z.string(),
});

export const tideExtremeSchema = z.object({
  at: instant(),
  heightM: z.number(),
  kind: z.enum(['high', 'low']),
});
export type TideExtreme = z.infer<typeof tideExtremeSchema>;

export const tideStateSpanSchema = z.object({ from: instant(), to: instant(), state: z.enum(TIDE_STATES) });
export type TideStateSpan = z.infer<typeof tideStateSpanSchema>;

/** Sun times of a day at a place; null where the sun does not reach that height (polar days and nights). */
export const daylightSchema = z.object({
  /** Civil dawn and dusk: the sun 6° below the horizon. */
  dawn: instant().nullable(),
  sunrise: instant().nullable(),
  sunset: instant().nullable(),
  dusk: instant().nullable(),
  /** `day` when the sun never sets that day, `night` when it never rises. */
  polar: z.enum(['day', 'night']).nullable(),
});
export type Daylight = z.infer<typeof daylightSchema>;

/** Swell and wind from the configured marine forecast, at the hour nearest noon or now. */
export const marineForecastSchema = z.object({
  at: instant(),
  swellHeightM: z.number().nullable(),
  swellPeriodS: z.number().nullable(),
  swellDirectionDeg: z.number().nullable(),
  windSpeedKmh: z.number().nullable(),
  windDirectionDeg: z.number().nullable(),
});
export type MarineForecast = z.infer<typeof marineForecastSchema>;

export const conditionsQuerySchema = z.object({
  /** A day on the school's clocks; today when absent. */
  day: schoolDay().optional(),
});

export const conditionsSchema = z.object({
  placeId: z.string(),
  day: z.string(),
  /** The school's time zone, whose day this is. */
  timeZone: z.string(),
  station: placeStationSchema.nullable(),
  /** Null without a station. */
  tides: z
    .object({
      /** The day's high and low waters. */
      extremes: z.array(tideExtremeSchema),
      /** The height every 15 minutes from the day's start to its end (23 or 25 hours when the clocks change). */
      curve: z.array(z.object({ at: instant(), heightM: z.number() })),
      /** The day cut into its tide states. */
      states: z.array(tideStateSpanSchema),
    })
    .nullable(),
  daylight: daylightSchema,
  /** Null unless a marine forecast is configured and answered. */
  forecast: marineForecastSchema.nullable(),
  notice: z.literal(CONDITIONS_NOTICE),
});
export type Conditions = z.infer<typeof conditionsSchema>;

/** How far ahead suggestions look, and how many they give. */
export const SUGGESTION_DAYS_MAX = 14;
export const SUGGESTIONS_MAX = 10;
/** Lessons longer than this are camps or courses, planned by the day: neither judged nor suggested. */
export const CONDITIONS_LESSON_MAX_MINUTES = 12 * 60;

export const suggestionsQuerySchema = z.object({
  /** The lesson's type: its level picks the tide states, its duration and capacity the rest. */
  eventTypeId: z.uuid().optional(),
  /** A room at the place the lesson would also use. */
  roomId: z.uuid().optional(),
  /** The first day looked at, on the school's clocks; today when absent. */
  from: schoolDay().optional(),
  days: z.coerce.number().int().min(1).max(SUGGESTION_DAYS_MAX).default(7),
  /** The type's duration when absent. */
  durationMinutes: z.coerce.number().int().min(EVENT_DURATION_MIN).max(CONDITIONS_LESSON_MAX_MINUTES).optional(),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const suggestionSchema = z.object({
  startsAt: instant(),
  endsAt: instant(),
  durationMinutes: z.number().int(),
  /** The tide states the lesson spans, in order. */
  tideStates: z.array(z.enum(TIDE_STATES)),
  /** Minutes the lesson could move either way and still be in its window (daylight and tide). */
  marginMinutes: z.number().int(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({
  level: z.enum(LEVELS),
  /** The tide states that suit this level at this place; empty is any. */
  suits: z.array(z.enum(TIDE_STATES)),
  /** Null when the place has no station: then daylight and clashes alone decide. */
  station: placeStationSchema.nullable(),
  /** Best first: an hour's margin or more either way, then the earliest. */
  items: z.array(suggestionSchema),
  notice: z.literal(CONDITIONS_NOTICE),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
