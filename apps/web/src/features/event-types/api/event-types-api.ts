import { z } from 'zod';
import {
  eventTypeInputSchema,
  eventTypeListQuerySchema,
  eventTypePageSchema,
  eventTypeSchema,
  type EventTypeKind,
} from '@lineup/contract/event-types';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

/**
 * One list of the school's types: its kind is fixed in the list's query (so it is sent with every
 * page and export, never written in the address, and never cleared with the filters).
 */
function typesApi(kind: EventTypeKind) {
  return resourceApi({
    path: '/api/v1/event-types',
    // Both lists share the key: a change in one refreshes the other, as one type table backs both.
    key: 'eventTypes',
    schemas: {
      item: eventTypeSchema,
      page: eventTypePageSchema,
      input: eventTypeInputSchema,
      list: eventTypeListQuerySchema.extend({ kind: z.literal(kind).catch(kind) }),
    },
    retire: DEACTIVATE,
  });
}

/** Lesson types and event types: one resource on the server, one list for each kind. */
export const eventTypesApis = { lesson: typesApi('lesson'), event: typesApi('event') } as const;
export type EventTypesApi = (typeof eventTypesApis)[EventTypeKind];
