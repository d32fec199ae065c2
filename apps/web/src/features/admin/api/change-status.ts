import { adminApplicationSchema } from '@lineup/contract/admin';
import type { ApplicationStatus } from '@lineup/contract/schools';
import type { AdminApplication } from '#web/lib/api-types.ts';
import { post } from '#web/lib/http.ts';

/** Only the contract's STATUS_TRANSITIONS are allowed; the server refuses any other with 409. */
export function changeStatus(id: string, status: ApplicationStatus): Promise<AdminApplication> {
  return post(
    `/api/v1/admin/applications/${encodeURIComponent(id)}/status`,
    { status },
    { schema: adminApplicationSchema },
  );
}
