import { meResponseSchema, type Me } from '@lineup/contract/me';
import { post } from '#web/lib/http.ts';

export function switchSchool(applicationId: string): Promise<Me> {
  return post('/api/v1/session/school', { applicationId }, { schema: meResponseSchema });
}
