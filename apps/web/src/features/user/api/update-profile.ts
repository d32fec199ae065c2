import { meResponseSchema, type Me } from '@lineup/contract/auth';
import type { updateProfileSchema } from '@lineup/contract/schools';
import type { Infer } from '#web/features/schools/types.ts';
import { patch } from '#web/lib/http.ts';

export type ProfileChange = Infer<typeof updateProfileSchema>;

export function updateProfile(change: ProfileChange): Promise<Me> {
  return patch('/api/v1/me', change, { schema: meResponseSchema });
}
