import { eq, sql } from 'drizzle-orm';
import type { CUSTOMER_SORTS } from '@lineup/contract/customers';
import {
  customerInputSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
  type Customer,
  type CustomerListQuery,
} from '@lineup/contract/customers';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { customers } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';

const customerFields = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  country: customers.country,
  documentId: customers.documentId,
  address: customers.address,
  birthDate: customers.birthDate,
  level: customers.level,
  wetsuitSize: customers.wetsuitSize,
  guardianName: customers.guardianName,
  guardianPhone: customers.guardianPhone,
  emergencyName: customers.emergencyName,
  emergencyPhone: customers.emergencyPhone,
  waiverAcceptedOn: customers.waiverAcceptedOn,
  waiverAcceptedBy: customers.waiverAcceptedBy,
  notes: customers.notes,
  active: customers.active,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

/** The school's customers; search by name, e-mail, phone or document id. */
export const customerList: ListSource<(typeof CUSTOMER_SORTS)[number], typeof customerFields> = {
  table: customers,
  school: customers.applicationId,
  id: customers.id,
  fields: customerFields,
  sorts: {
    name: sql`lower(${customers.name})`,
    email: sql`lower(${customers.email})`,
    country: customers.country,
    level: sql`array_position(array['beginner', 'intermediate', 'advanced'], ${customers.level})`,
    birthDate: customers.birthDate,
    active: customers.active,
    createdAt: customers.createdAt,
    updatedAt: customers.updatedAt,
  },
  search: [customers.name, customers.email, customers.phone, customers.documentId],
  announcedAs: 'customers',
};

const toCustomer = (row: ListRow<typeof customerFields>): Customer => withIsoTimes(row) as Customer;

/**
 * The school's customers (the spec's students): `view_students` reads them, `manage_students`
 * changes them. Once lessons, sales and payments name a customer, deleting them is refused and
 * deactivating them is offered instead.
 */
export const customerResource = defineResource({
  entity: 'customer',
  path: '/api/v1/customers',
  tag: 'customers',
  names: { one: 'Customer', many: 'Customers' },
  schemas: {
    query: customerListQuerySchema,
    input: customerInputSchema,
    item: customerSchema,
    page: customerPageSchema,
  },
  list: customerList,
  kept: true,
  filters: (query: CustomerListQuery) => [
    query.country === undefined ? undefined : eq(customers.country, query.country),
    query.level === undefined ? undefined : eq(customers.level, query.level),
    query.active === undefined ? undefined : eq(customers.active, query.active),
  ],
  toItem: toCustomer,
  inUseOffer: 'deactivate',
  csv: {
    header: [
      'catalogue.column.name',
      'customer.column.email',
      'customer.column.phone',
      'customer.column.country',
      'customer.column.documentId',
      'customer.column.address',
      'customer.column.birthDate',
      'customer.column.level',
      'customer.column.wetsuitSize',
      'customer.column.guardian',
      'customer.column.emergency',
      'customer.column.waiver',
      'catalogue.column.notes',
      'catalogue.column.active',
    ],
    row: (customer, { yesNo, country, t }) => [
      customer.name,
      customer.email,
      customer.phone,
      customer.country ? country(customer.country) : '',
      customer.documentId,
      customer.address,
      customer.birthDate ?? '',
      customer.level ? t(`customer.level.${customer.level as 'beginner' | 'intermediate' | 'advanced'}`) : '',
      customer.wetsuitSize ?? '',
      [customer.guardianName, customer.guardianPhone].filter(Boolean).join(' '),
      [customer.emergencyName, customer.emergencyPhone].filter(Boolean).join(' '),
      customer.waiverAcceptedOn ? `${customer.waiverAcceptedOn} ${customer.waiverAcceptedBy}` : '',
      customer.notes,
      yesNo(customer.active),
    ],
  },
});
