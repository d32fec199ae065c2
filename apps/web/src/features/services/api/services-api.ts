import {
  serviceInputSchema,
  serviceListQuerySchema,
  servicePageSchema,
  serviceSchema,
} from '@lineup/contract/services';
import { ARCHIVE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The services the school sells; one already sold is archived instead of deleted. */
export const servicesApi = resourceApi({
  path: '/api/v1/services',
  key: 'services',
  schemas: { item: serviceSchema, page: servicePageSchema, input: serviceInputSchema, list: serviceListQuerySchema },
  retire: ARCHIVE,
});
