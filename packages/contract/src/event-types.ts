import { z } from 'zod';
import { moneyCents, recordName } from './fields.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';
import { formattedText } from './text.ts';
import { SKILL_LEVELS } from './levels.ts';

/** Lesson and event types (DOMAIN.md, Catalogue): one table, told apart by kind. */
export const EVENT_TYPE_KINDS = ['lesson', 'event'] as const;
export type EventTypeKind = (typeof EVENT_TYPE_KINDS)[number];

/** Who a type is for: one level, or all. */
export const LEVELS = ['all', ...SKILL_LEVELS] as const;
export type Level = (typeof LEVELS)[number];

/** Students one instructor takes at once unless the type says otherwise (surf federations guide to 5–6). */
export const DEFAULT_STUDENTS_PER_INSTRUCTOR = 6;
export const STUDENTS_PER_INSTRUCTOR_MAX = 50;

/** A type's default length: whole steps of five minutes, from five minutes to a whole day. */
export const DURATION_STEP_MINUTES = 5;
export const DURATION_MIN_MINUTES = 5;
export const DURATION_MAX_MINUTES = 24 * 60;

/** Most people in one event of a type; no capacity means no limit of the type's own. */
export const EVENT_TYPE_CAPACITY_MAX = 500;

/** Credits one attendance of a lesson uses from a customer's package. Events use none. */
export const DEFAULT_CREDITS_PER_ATTENDANCE = 1;
export const CREDITS_PER_ATTENDANCE_MAX = 20;

/**
 * The calendar's palette: twelve colours far enough apart to tell types apart at a glance, each
 * dark enough for white text on it (contrast at least 4.9:1, WCAG AA). Keys name them in the UI.
 */
export const EVENT_COLORS = {
  blue: '#1d4ed8',
  cyan: '#0e7490',
  teal: '#0f766e',
  green: '#15803d',
  lime: '#4d7c0f',
  amber: '#a16207',
  orange: '#c2410c',
  red: '#b91c1c',
  pink: '#be185d',
  purple: '#7e22ce',
  indigo: '#4338ca',
  slate: '#475569',
} as const;
export type EventColorName = keyof typeof EVENT_COLORS;
export const EVENT_COLOR_NAMES = Object.keys(EVENT_COLORS) as EventColorName[];
export const DEFAULT_EVENT_COLOR = EVENT_COLORS.blue;

/** `#rrggbb`, lower case, as stored. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** The relative luminance of a `#rrggbb` colour (WCAG 2). */
export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** White or near-black, whichever reads better on a type's colour (a freely chosen one may be light). */
export function textColorOn(hex: string): '#ffffff' | '#111827' {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#111827') ? '#ffffff' : '#111827';
}

/** A colour as `#rrggbb`, required; upper case is accepted and stored in lower case. */
export const hexColor = () =>
  formattedText('color', /^#[0-9a-f]{6}$/i)
    .min(1)
    .toLowerCase()
    .meta({ examples: [DEFAULT_EVENT_COLOR] });

/**
 * What a person gives to create or change a type; a change sends the whole type. `kind` says
 * which list it is in and never changes once created (packages refer to lesson types by kind):
 * the server refuses a change of kind on `kind`. An event uses no credits: an event type with
 * credits is refused on `creditsPerAttendance` rather than silently stored without them.
 */
export const eventTypeInputSchema = z
  .object({
    kind: z.enum(EVENT_TYPE_KINDS),
    name: recordName(),
    color: hexColor(),
    durationMinutes: z
      .number()
      .int()
      .min(DURATION_MIN_MINUTES)
      .max(DURATION_MAX_MINUTES)
      .multipleOf(DURATION_STEP_MINUTES)
      .meta({ examples: [90] }),
    /** Empty means no limit of the type's own (the place's may still apply). */
    capacity: z.number().int().min(1).max(EVENT_TYPE_CAPACITY_MAX).nullable(),
    studentsPerInstructor: z.number().int().min(1).max(STUDENTS_PER_INSTRUCTOR_MAX),
    level: z.enum(LEVELS),
    /** Price per person, in the school's currency. */
    priceCents: moneyCents(),
    creditsPerAttendance: z.number().int().min(0).max(CREDITS_PER_ATTENDANCE_MAX),
    active: z.boolean(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'event' && input.creditsPerAttendance > 0) {
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: 0,
        inclusive: true,
        input: input.creditsPerAttendance,
        path: ['creditsPerAttendance'],
      });
    }
  });
export type EventTypeInput = z.infer<typeof eventTypeInputSchema>;

export const eventTypeSchema = z.object({
  id: z.string(),
  kind: z.enum(EVENT_TYPE_KINDS),
  name: z.string(),
  color: z.string(),
  durationMinutes: z.number().int(),
  capacity: z.number().int().nullable(),
  studentsPerInstructor: z.number().int(),
  level: z.enum(LEVELS),
  priceCents: z.number().int(),
  creditsPerAttendance: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventType = z.infer<typeof eventTypeSchema>;

/** Columns a list of types sorts by. */
export const EVENT_TYPE_SORTS = [
  'name',
  'duration',
  'capacity',
  'studentsPerInstructor',
  'level',
  'price',
  'credits',
  'active',
  'updatedAt',
] as const;

/** Lesson types and event types are two lists of one resource: `kind` picks one (both without it). */
export const eventTypeListQuerySchema = listQuery({
  sorts: EVENT_TYPE_SORTS,
  defaultSort: 'name',
  filters: {
    kind: z.enum(EVENT_TYPE_KINDS).optional(),
    level: z.enum(LEVELS).optional(),
    active: booleanFilter().optional(),
  },
});
export type EventTypeListQuery = z.infer<typeof eventTypeListQuerySchema>;

export const eventTypePageSchema = pageOf(eventTypeSchema);
