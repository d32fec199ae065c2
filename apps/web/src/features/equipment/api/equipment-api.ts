import {
  equipmentInputSchema,
  equipmentListQuerySchema,
  equipmentPageSchema,
  equipmentSchema,
} from '@lineup/contract/equipment';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's boards, wetsuits and accessories; equipment in use is deactivated instead of deleted. */
export const equipmentApi = resourceApi({
  path: '/api/v1/equipment',
  key: 'equipment',
  schemas: {
    item: equipmentSchema,
    page: equipmentPageSchema,
    // The input's rules between fields sit on the object; the kit copies a record's fields by its shape.
    input: equipmentInputSchema,
    list: equipmentListQuerySchema,
  },
  retire: DEACTIVATE,
});
