import { canRead, canWrite, type Entity } from '@lineup/contract/access';
import { useMe } from '#web/lib/me/get-me.ts';

/**
 * What the signed-in member may do with a kind of record, from the contract's access table and
 * the permissions `/api/v1/me` gives (the server decides; this only hides what it would refuse).
 * Nothing is writable until the profile is known.
 */
export function useAccess(entity: Entity): { readonly read: boolean; readonly write: boolean } {
  const permissions = useMe().data?.permissions ?? [];
  return { read: canRead(permissions, entity), write: canWrite(permissions, entity) };
}

/** The current school's id, which keys every school-owned query; null until the profile is read. */
export function useSchoolId(): string | null {
  return useMe().data?.school?.id ?? null;
}
