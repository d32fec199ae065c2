import { z } from 'zod';
import { CATALOGUE_STATUSES, salesFigures } from './catalogue-status.ts';
import { moneyCents, notes, recordName } from './fields.ts';
import { listQuery, pageOf } from './list.ts';

/** Services a school sells apart from lessons (DOMAIN.md, Catalogue): board rental, photos, insurance. */
export const serviceInputSchema = z.object({
  name: recordName(),
  priceCents: moneyCents(),
  description: notes(),
  status: z.enum(CATALOGUE_STATUSES),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  description: z.string(),
  status: z.enum(CATALOGUE_STATUSES),
  ...salesFigures,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** Columns a list of services sorts by. */
export const SERVICE_SORTS = ['name', 'price', 'status', 'updatedAt'] as const;

export const serviceListQuerySchema = listQuery({
  sorts: SERVICE_SORTS,
  defaultSort: 'name',
  filters: {
    /** Active or archived only; both when absent. */
    status: z.enum(CATALOGUE_STATUSES).optional(),
  },
});
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

export const servicePageSchema = pageOf(serviceSchema);
