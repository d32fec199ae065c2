import { mySchoolSchema } from '@lineup/contract/schools';
import type { MySchool } from '#web/lib/api-types.ts';
import { post } from '#web/lib/http.ts';

/** Pending until a Master approves; the asker becomes its Owner. 409 while another request is pending. */
export function requestSchool(name: string): Promise<MySchool> {
  return post('/api/v1/schools', { name }, { schema: mySchoolSchema });
}
