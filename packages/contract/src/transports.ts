import { z } from 'zod';
import { notes, recordName } from './fields.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';
import { formattedText } from './text.ts';

/** The school's vehicles (DOMAIN.md, Catalogue: Transport): the vans that take students to the beach. */
export const PLATE_MAX = 16;
/** Seats, the driver's included: a car has 5, a minibus 9, a coach up to 60. */
export const TRANSPORT_SEATS_MIN = 1;
export const TRANSPORT_SEATS_MAX = 60;

/**
 * A licence plate as countries write them: letters and digits in groups joined by one space or
 * dash ("AA-12-BC", "M AB 1234", "AB-123-CD"). Any alphabet, since a plate is a plate in it.
 */
export const PLATE_PATTERN = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;

/**
 * A plate, or empty when the vehicle has none on record. Kept in capitals, so "aa-12-bc" and
 * "AA-12-BC" are the same plate, which names one vehicle of the school.
 */
export const plate = () =>
  formattedText('plate', PLATE_PATTERN)
    .toUpperCase()
    .max(PLATE_MAX)
    .meta({ examples: ['AA-12-BC'] });

/** What a person gives to create or change a vehicle; a change sends the whole vehicle. */
export const transportInputSchema = z.object({
  name: recordName(),
  plate: plate(),
  seats: z.number().int().min(TRANSPORT_SEATS_MIN).max(TRANSPORT_SEATS_MAX),
  /** Who usually drives it: one of the school's active staff with the driver function, or none. */
  defaultDriverId: z.uuid().nullable(),
  notes: notes(),
  active: z.boolean(),
  /**
   * Goes ahead although upcoming trips would carry more people than the seats left (a row taken
   * out): the activity log records it; without it such a change is refused with
   * `seats_below_bookings`, naming the lessons.
   */
  override: z.boolean().optional(),
});
export type TransportInput = z.infer<typeof transportInputSchema>;

export const transportSchema = z.object({
  id: z.string(),
  name: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  defaultDriverId: z.string().nullable(),
  /** The default driver's name, for lists and the vehicle's page; null without one. */
  defaultDriverName: z.string().nullable(),
  notes: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transport = z.infer<typeof transportSchema>;

export const TRANSPORT_SORTS = ['name', 'plate', 'seats', 'active', 'updatedAt'] as const;

export const transportListQuerySchema = listQuery({
  sorts: TRANSPORT_SORTS,
  defaultSort: 'name',
  filters: { active: booleanFilter().optional() },
});
export type TransportListQuery = z.infer<typeof transportListQuerySchema>;

export const transportPageSchema = pageOf(transportSchema);
