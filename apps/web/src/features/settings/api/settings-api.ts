import { queryOptions } from '@tanstack/react-query';
import { settingsCountsSchema, settingsSchema, type SettingsInput } from '@lineup/contract/settings';
import { get, put } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

export const settingsKeys = schoolKeys('settings');

/** The school's profile and defaults. */
export const settingsQuery = (schoolId: string) =>
  queryOptions({
    queryKey: settingsKeys.detail(schoolId, 'current'),
    queryFn: ({ signal }) => get('/api/v1/settings', { schema: settingsSchema, signal }),
  });

/** How many of each catalogue record the school has; read afresh whenever the hub shows. */
export const settingsCountsQuery = (schoolId: string) =>
  queryOptions({
    queryKey: settingsKeys.detail(schoolId, 'counts'),
    queryFn: ({ signal }) => get('/api/v1/settings/counts', { schema: settingsCountsSchema, signal }),
    staleTime: 0,
  });

export const saveSettings = (input: SettingsInput) => put('/api/v1/settings', input, { schema: settingsSchema });
