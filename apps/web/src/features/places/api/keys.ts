import { schoolKeys } from '#web/lib/query-keys.ts';

export const placeKeys = schoolKeys('places');
