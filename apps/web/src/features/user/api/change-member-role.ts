import type { SchoolRole } from '@lineup/contract/roles';
import { memberSchema } from '@lineup/contract/members';
import type { Member } from '#web/lib/api-types.ts';
import { patch } from '#web/lib/http.ts';

export function changeMemberRole(accountId: string, role: SchoolRole): Promise<Member> {
  return patch(`/api/v1/members/${encodeURIComponent(accountId)}`, { role }, { schema: memberSchema });
}
