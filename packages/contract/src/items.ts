import { z } from 'zod';
import { moneyCents, recordName } from './fields.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';
import { text } from './text.ts';

/** Shop items of a school (DOMAIN.md, Catalogue): wax, leashes, T-shirts; a sale takes stock. */
export const SKU_MAX = 40;
export const ITEM_STOCK_MAX = 1_000_000;

/** What a person gives to create or change an item; a change sends the whole item. */
export const itemInputSchema = z.object({
  name: recordName(),
  /** The stock-keeping code on the label; unique in the school when given. */
  sku: text().trim().max(SKU_MAX),
  priceCents: moneyCents(),
  /** Units on the shelf; never below zero. */
  stock: z.number().int().min(0).max(ITEM_STOCK_MAX),
  supplierId: z.uuid().nullable(),
  active: z.boolean(),
});
export type ItemInput = z.infer<typeof itemInputSchema>;

export const itemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  supplierId: z.string().nullable(),
  /** The supplier's name, for lists and exports; null without one. */
  supplierName: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

export const ITEM_SORTS = ['name', 'sku', 'price', 'stock', 'supplier', 'active', 'updatedAt'] as const;

export const itemListQuerySchema = listQuery({
  sorts: ITEM_SORTS,
  defaultSort: 'name',
  filters: {
    supplierId: z.uuid().optional(),
    active: booleanFilter().optional(),
    /** Only items with no stock left. */
    outOfStock: booleanFilter().optional(),
  },
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

export const itemPageSchema = pageOf(itemSchema);
