import { meResponseSchema, type Me, type updateProfileSchema } from '@lineup/contract/me';
import type { Infer } from '#web/lib/api-types.ts';
import { patch } from '#web/lib/http.ts';

export type ProfileChange = Infer<typeof updateProfileSchema>;

export function updateProfile(change: ProfileChange): Promise<Me> {
  return patch('/api/v1/me', change, { schema: meResponseSchema });
}
