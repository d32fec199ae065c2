import { queryOptions } from '@tanstack/react-query';
import {
  customerDuplicatesSchema,
  customerImportCheckSchema,
  customerImportResultSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
  type CustomerImportRow,
} from '@lineup/contract/customers';
import { get, post } from '#web/lib/http.ts';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's customers; one with lessons or payments is deactivated instead of deleted. */
export const customerApi = resourceApi({
  path: '/api/v1/customers',
  key: 'customers',
  schemas: {
    item: customerSchema,
    page: customerPageSchema,
    input: customerInputSchema,
    list: customerListQuerySchema,
  },
  retire: DEACTIVATE,
});

/** Customers with the e-mail or phone being typed (not the one being changed): the form warns of them. */
export function customerDuplicatesQuery(schoolId: string, email: string, phone: string, exceptId: string | null) {
  return queryOptions({
    queryKey: [...customerApi.keys.all(schoolId), 'duplicates', { email, phone, exceptId }],
    queryFn: ({ signal }) =>
      get(`${customerApi.path}/duplicates`, {
        query: { email, phone, ...(exceptId ? { exceptId } : {}) },
        schema: customerDuplicatesSchema,
        signal,
      }),
    staleTime: 30_000,
  });
}

/** What an import of these rows would find; nothing is written. */
export const checkCustomerImport = (rows: CustomerImportRow[]) =>
  post(`${customerApi.path}/import/check`, { rows }, { schema: customerImportCheckSchema });

/** Imports every row or none. */
export const importCustomers = (rows: CustomerImportRow[]) =>
  post(`${customerApi.path}/import`, { rows }, { schema: customerImportResultSchema });
