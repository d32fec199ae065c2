import { z } from 'zod';
import { CATALOGUE_STATUSES, salesFigures } from './catalogue-status.ts';
import { moneyCents, notes, recordName } from './fields.ts';
import { listQuery, pageOf } from './list.ts';

/** Lesson packages of a school (DOMAIN.md, Catalogue): credits for a lesson type, or any lesson. */
export const PACKAGE_CREDITS_MAX = 1000;
/** Ten years: the longest a package's credits can last after the sale. */
export const PACKAGE_VALIDITY_MAX_DAYS = 3650;

/** What a person gives to create or change a package; a change sends the whole package. */
export const packageInputSchema = z.object({
  name: recordName(),
  /** The lesson type (an event type of kind `lesson`) the credits pay for; null pays for any lesson. */
  lessonTypeId: z.uuid().nullable(),
  credits: z.number().int().min(1).max(PACKAGE_CREDITS_MAX),
  priceCents: moneyCents(),
  /** Days the credits last after the sale; null never expires. */
  validityDays: z.number().int().min(1).max(PACKAGE_VALIDITY_MAX_DAYS).nullable(),
  description: notes(),
  status: z.enum(CATALOGUE_STATUSES),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

export const packageSchema = z.object({
  id: z.string(),
  name: z.string(),
  lessonTypeId: z.string().nullable(),
  /** The lesson type's name, for lists and exports; null for any lesson. */
  lessonTypeName: z.string().nullable(),
  credits: z.number().int(),
  priceCents: z.number().int(),
  validityDays: z.number().int().nullable(),
  description: z.string(),
  status: z.enum(CATALOGUE_STATUSES),
  ...salesFigures,
  /** Credits of this package's sales used by attendances. */
  creditsConsumed: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

/** Columns a list of packages sorts by. */
export const PACKAGE_SORTS = ['name', 'price', 'credits', 'validity', 'lessonType', 'status', 'updatedAt'] as const;

export const packageListQuerySchema = listQuery({
  sorts: PACKAGE_SORTS,
  defaultSort: 'name',
  filters: {
    /** Active or archived only; both when absent. */
    status: z.enum(CATALOGUE_STATUSES).optional(),
    /** Only the packages for this lesson type. */
    lessonTypeId: z.uuid().optional(),
  },
});
export type PackageListQuery = z.infer<typeof packageListQuerySchema>;

export const packagePageSchema = pageOf(packageSchema);
