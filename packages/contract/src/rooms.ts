import { z } from 'zod';
import { notes, recordName } from './fields.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';

/** Rooms of a school (DOMAIN.md, Catalogue): a classroom, a changing room, a store, each at a place. */
export const ROOM_CAPACITY_MAX = 1000;

/** What a person gives to create or change a room; a change sends the whole room. */
export const roomInputSchema = z.object({
  name: recordName(),
  placeId: z.uuid(),
  /** People the room holds; empty when it does not matter (a store). */
  capacity: z.number().int().min(1).max(ROOM_CAPACITY_MAX).nullable(),
  notes: notes(),
  active: z.boolean(),
});
export type RoomInput = z.infer<typeof roomInputSchema>;

export const roomSchema = z.object({
  id: z.string(),
  name: z.string(),
  placeId: z.string(),
  /** The place's name, for lists and exports. */
  placeName: z.string(),
  capacity: z.number().int().nullable(),
  notes: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

export const ROOM_SORTS = ['name', 'place', 'capacity', 'active', 'updatedAt'] as const;

export const roomListQuerySchema = listQuery({
  sorts: ROOM_SORTS,
  defaultSort: 'name',
  filters: { placeId: z.uuid().optional(), active: booleanFilter().optional() },
});
export type RoomListQuery = z.infer<typeof roomListQuerySchema>;

export const roomPageSchema = pageOf(roomSchema);
