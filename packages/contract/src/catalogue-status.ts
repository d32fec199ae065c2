import { z } from 'zod';

/** Packages and services are archived, not deleted, once sold (spec section 4). */
export const CATALOGUE_STATUSES = ['active', 'archived'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/** What a package's or service's sales add up to: computed from the sales, never stored. */
export const salesFigures = {
  /** How many were sold (the sales' quantities). */
  soldCount: z.number().int().min(0),
  /** What those sales came to, in cents. */
  soldTotalCents: z.number().int(),
};
