import { queryOptions } from '@tanstack/react-query';
import { ownStaffRecordSchema, type OwnStaffRecord } from '@lineup/contract/me';
import { get } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

async function fetchOwnStaff(signal: AbortSignal): Promise<OwnStaffRecord> {
  return ownStaffRecordSchema.parse(await get<unknown>('/api/v1/me/staff', { signal }));
}

/**
 * The signed-in member's own staff record in the current school, if one is linked to their
 * account (their profile links to it; their lessons come first and their attendance is theirs to
 * record). Under the staff's keys: linking or unlinking a record there refreshes it.
 */
export function ownStaffQuery(schoolId: string) {
  return queryOptions({
    queryKey: [...schoolKeys('staff').all(schoolId), 'own'] as const,
    queryFn: ({ signal }) => fetchOwnStaff(signal),
  });
}
