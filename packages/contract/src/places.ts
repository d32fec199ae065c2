import { z } from 'zod';
import { tideStationId, tideStatesSchema } from './conditions.ts';
import { countryCode, COUNTRY_CODES } from './countries.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';
import { multiLineText, text } from './text.ts';

/** Places of a school (DOMAIN.md, Catalogue): where lessons and events happen. */
export const PLACE_TYPES = ['beach', 'school', 'meeting_point', 'other'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export const PLACE_NAME_MAX = 120;
export const PLACE_ADDRESS_MAX = 300;
export const PLACE_NOTES_MAX = 2000;
/** Most students in the water at once; empty means no limit. */
export const PLACE_CAPACITY_MAX = 10_000;

/**
 * What a person gives to create or change a place; a change sends the whole place. The tide
 * settings may be left out, and then stay as they are (none on a new place): a client that does
 * not show them does not wipe them.
 */
export const placeInputSchema = z.object({
  name: text().trim().min(1).max(PLACE_NAME_MAX),
  type: z.enum(PLACE_TYPES),
  country: countryCode(),
  address: text().trim().max(PLACE_ADDRESS_MAX),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  capacity: z.number().int().min(1).max(PLACE_CAPACITY_MAX).nullable(),
  notes: multiLineText().trim().max(PLACE_NOTES_MAX),
  active: z.boolean(),
  /** The tide station the school chose; null takes the nearest (decision 013). */
  tideStationId: tideStationId().nullable().optional(),
  /** Per level, the tide states that suit the place. */
  tideStates: tideStatesSchema.optional(),
});
export type PlaceInput = z.infer<typeof placeInputSchema>;

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PLACE_TYPES),
  country: z.enum(COUNTRY_CODES),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  capacity: z.number().int().nullable(),
  notes: z.string(),
  active: z.boolean(),
  tideStationId: z.string().nullable(),
  tideStates: tideStatesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** Columns a list of places sorts by. */
export const PLACE_SORTS = ['name', 'type', 'country', 'capacity', 'active', 'updatedAt'] as const;

export const placeListQuerySchema = listQuery({
  sorts: PLACE_SORTS,
  defaultSort: 'name',
  filters: {
    type: z.enum(PLACE_TYPES).optional(),
    country: countryCode().optional(),
    active: booleanFilter().optional(),
  },
});
export type PlaceListQuery = z.infer<typeof placeListQuerySchema>;

export const placePageSchema = pageOf(placeSchema);
