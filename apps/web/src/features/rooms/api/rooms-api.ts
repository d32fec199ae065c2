import { roomInputSchema, roomListQuerySchema, roomPageSchema, roomSchema } from '@lineup/contract/rooms';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's rooms; a room in use is deactivated instead of deleted. */
export const roomsApi = resourceApi({
  path: '/api/v1/rooms',
  key: 'rooms',
  schemas: { item: roomSchema, page: roomPageSchema, input: roomInputSchema, list: roomListQuerySchema },
  retire: DEACTIVATE,
});
