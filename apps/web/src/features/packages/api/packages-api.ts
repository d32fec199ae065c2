import {
  packageInputSchema,
  packageListQuerySchema,
  packagePageSchema,
  packageSchema,
} from '@lineup/contract/packages';
import { ARCHIVE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's lesson packages; one already sold is archived instead of deleted. */
export const packagesApi = resourceApi({
  path: '/api/v1/packages',
  key: 'packages',
  schemas: { item: packageSchema, page: packagePageSchema, input: packageInputSchema, list: packageListQuerySchema },
  retire: ARCHIVE,
});

/** The lesson types a package can pay for, as the event types list filters them (not event types). */
export const LESSON_TYPES = { kind: 'lesson' } as const;
