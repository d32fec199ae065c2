import { platformKeys } from '#web/lib/query-keys.ts';

/** Every school of the platform, as the Master sees them. */
export const applicationKeys = platformKeys('applications');
