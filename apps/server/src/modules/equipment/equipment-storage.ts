import { and, eq } from 'drizzle-orm';
import { ROOM_NOT_AT_PLACE, type EquipmentInput } from '@lineup/contract/equipment';
import type { Transaction } from '#src/db/database.ts';
import { rooms } from '#src/db/schema/index.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { fieldError } from '#src/http/resource-kit.ts';

/**
 * Equipment kept in a room is kept at that room's place: a room of another place is refused on
 * the room's field. A room the school does not have is left to the references check, which
 * refuses it on the same field as missing.
 */
export async function checkStorageRoom(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  { storagePlaceId, storageRoomId }: Pick<EquipmentInput, 'storagePlaceId' | 'storageRoomId'>,
): Promise<void> {
  if (!storagePlaceId || !storageRoomId) return;
  const [room] = await tx
    .select({ placeId: rooms.placeId })
    .from(rooms)
    .where(and(eq(rooms.applicationId, schoolId), eq(rooms.id, storageRoomId)));
  if (room && room.placeId !== storagePlaceId) throw fieldError(call, 'storageRoomId', ROOM_NOT_AT_PLACE);
}
