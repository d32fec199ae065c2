import {
  supplierInputSchema,
  supplierListQuerySchema,
  supplierPageSchema,
  supplierSchema,
} from '@lineup/contract/suppliers';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's suppliers; one that equipment or shop items come from is deactivated instead of deleted. */
export const suppliersApi = resourceApi({
  path: '/api/v1/suppliers',
  key: 'suppliers',
  schemas: {
    item: supplierSchema,
    page: supplierPageSchema,
    input: supplierInputSchema,
    list: supplierListQuerySchema,
  },
  retire: DEACTIVATE,
});
