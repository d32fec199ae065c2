import { eq, sql } from 'drizzle-orm';
import type { SUPPLIER_SORTS } from '@lineup/contract/suppliers';
import {
  supplierInputSchema,
  supplierListQuerySchema,
  supplierPageSchema,
  supplierSchema,
  type Supplier,
  type SupplierListQuery,
} from '@lineup/contract/suppliers';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { suppliers } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';

const supplierFields = {
  id: suppliers.id,
  name: suppliers.name,
  contactPerson: suppliers.contactPerson,
  email: suppliers.email,
  phone: suppliers.phone,
  taxId: suppliers.taxId,
  address: suppliers.address,
  country: suppliers.country,
  notes: suppliers.notes,
  active: suppliers.active,
  createdAt: suppliers.createdAt,
  updatedAt: suppliers.updatedAt,
};

/** Suppliers; search by name, contact person, e-mail or tax id. */
export const supplierList: ListSource<(typeof SUPPLIER_SORTS)[number], typeof supplierFields> = {
  table: suppliers,
  school: suppliers.applicationId,
  id: suppliers.id,
  fields: supplierFields,
  sorts: {
    name: sql`lower(${suppliers.name})`,
    contactPerson: sql`lower(${suppliers.contactPerson})`,
    country: suppliers.country,
    active: suppliers.active,
    updatedAt: suppliers.updatedAt,
  },
  search: [suppliers.name, suppliers.contactPerson, suppliers.email, suppliers.taxId],
};

const toSupplier = (row: ListRow<typeof supplierFields>): Supplier => ({
  ...withIsoTimes(row),
  country: row.country as Supplier['country'],
});

/** The school's suppliers: every member reads them, `manage_settings` changes them. */
export const supplierResource = defineResource({
  entity: 'supplier',
  path: '/api/v1/suppliers',
  tag: 'suppliers',
  names: { one: 'Supplier', many: 'Suppliers' },
  schemas: {
    query: supplierListQuerySchema,
    input: supplierInputSchema,
    item: supplierSchema,
    page: supplierPageSchema,
  },
  list: supplierList,
  kept: true,
  filters: (query: SupplierListQuery) => [
    query.country ? eq(suppliers.country, query.country) : undefined,
    query.active === undefined ? undefined : eq(suppliers.active, query.active),
  ],
  toItem: toSupplier,
  inUseOffer: 'deactivate',
  csv: {
    header: [
      'catalogue.column.name',
      'supplier.column.contactPerson',
      'supplier.column.email',
      'supplier.column.phone',
      'supplier.column.taxId',
      'supplier.column.address',
      'supplier.column.country',
      'catalogue.column.notes',
      'catalogue.column.active',
      'catalogue.column.updatedAt',
    ],
    row: (supplier, { yesNo, date, country }) => [
      supplier.name,
      supplier.contactPerson,
      supplier.email,
      supplier.phone,
      supplier.taxId,
      supplier.address,
      country(supplier.country),
      supplier.notes,
      yesNo(supplier.active),
      date(supplier.updatedAt),
    ],
  },
});
