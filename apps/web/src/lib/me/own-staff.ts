import { queryOptions } from '@tanstack/react-query';
import type { OwnStaffRecord } from '@lineup/contract/staff';
import { get } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

/**
 * The staff schemas come with the phone-number library (a third of the signed-in screens' code):
 * the answer is checked once they are here, loaded beside the request, not before the screen.
 */
async function fetchOwnStaff(signal: AbortSignal): Promise<OwnStaffRecord> {
  const [answer, { ownStaffRecordSchema }] = await Promise.all([
    get<unknown>('/api/v1/me/staff', { signal }),
    import('@lineup/contract/staff'),
  ]);
  return ownStaffRecordSchema.parse(answer);
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
