import { z } from 'zod';
import { countryCode, COUNTRY_CODES } from './countries.ts';
import { ADDRESS_MAX, NAME_MAX, notes, optionalEmail, optionalPhone, recordName } from './fields.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';
import { text } from './text.ts';

/** Suppliers of a school (DOMAIN.md, Catalogue): who sells it boards, wetsuits, wax and T-shirts. */
export const TAX_ID_MAX = 32;

/** What a person gives to create or change a supplier; a change sends the whole supplier. */
export const supplierInputSchema = z.object({
  name: recordName(),
  contactPerson: text().trim().max(NAME_MAX),
  email: optionalEmail(),
  phone: optionalPhone(),
  taxId: text().trim().max(TAX_ID_MAX),
  address: text().trim().max(ADDRESS_MAX),
  country: countryCode(),
  notes: notes(),
  active: z.boolean(),
});
export type SupplierInput = z.infer<typeof supplierInputSchema>;

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  taxId: z.string(),
  address: z.string(),
  country: z.enum(COUNTRY_CODES),
  notes: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const SUPPLIER_SORTS = ['name', 'contactPerson', 'country', 'active', 'updatedAt'] as const;

export const supplierListQuerySchema = listQuery({
  sorts: SUPPLIER_SORTS,
  defaultSort: 'name',
  filters: { country: countryCode().optional(), active: booleanFilter().optional() },
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

export const supplierPageSchema = pageOf(supplierSchema);
