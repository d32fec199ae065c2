import { eq, sql } from 'drizzle-orm';
import type { EVENT_TYPE_SORTS } from '@lineup/contract/event-types';
import {
  eventTypeInputSchema,
  eventTypeListQuerySchema,
  eventTypePageSchema,
  eventTypeSchema,
  type EventType,
  type EventTypeListQuery,
} from '@lineup/contract/event-types';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { eventTypes } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';
import { checkTypeCapacity } from '#src/modules/events/catalogue-limits.ts';
import { refuseChangeOfKind } from './kind-fixed.ts';

const PATH = '/api/v1/event-types';

const eventTypeFields = {
  id: eventTypes.id,
  kind: eventTypes.kind,
  name: eventTypes.name,
  color: eventTypes.color,
  durationMinutes: eventTypes.durationMinutes,
  capacity: eventTypes.capacity,
  studentsPerInstructor: eventTypes.studentsPerInstructor,
  level: eventTypes.level,
  priceCents: eventTypes.priceCents,
  creditsPerAttendance: eventTypes.creditsPerAttendance,
  active: eventTypes.active,
  createdAt: eventTypes.createdAt,
  updatedAt: eventTypes.updatedAt,
};

/**
 * Lesson and event types, searched by name. Capacity sorts "no limit" last going up and first
 * going down, as the largest; levels sort from "all" to "advanced".
 */
export const eventTypeList: ListSource<(typeof EVENT_TYPE_SORTS)[number], typeof eventTypeFields> = {
  table: eventTypes,
  school: eventTypes.applicationId,
  id: eventTypes.id,
  fields: eventTypeFields,
  sorts: {
    name: sql`lower(${eventTypes.name})`,
    duration: eventTypes.durationMinutes,
    capacity: eventTypes.capacity,
    studentsPerInstructor: eventTypes.studentsPerInstructor,
    level: eventTypes.level,
    price: eventTypes.priceCents,
    credits: eventTypes.creditsPerAttendance,
    active: eventTypes.active,
    updatedAt: eventTypes.updatedAt,
  },
  search: [eventTypes.name],
};

const toEventType = (row: ListRow<typeof eventTypeFields>): EventType => withIsoTimes(row);

/**
 * The school's lesson types and event types, one resource with a `kind` (DOMAIN.md, Catalogue):
 * every member reads them, `manage_settings` changes them. Events and packages refer to a type,
 * so one in use is refused deletion and deactivating it is offered.
 */
export const eventTypeResource = defineResource({
  entity: 'eventType',
  path: PATH,
  tag: 'event-types',
  names: { one: 'EventType', many: 'EventTypes' },
  schemas: {
    query: eventTypeListQuerySchema,
    input: eventTypeInputSchema,
    item: eventTypeSchema,
    page: eventTypePageSchema,
  },
  list: eventTypeList,
  kept: true,
  filters: (query: EventTypeListQuery) => [
    query.kind ? eq(eventTypes.kind, query.kind) : undefined,
    query.level ? eq(eventTypes.level, query.level) : undefined,
    query.active === undefined ? undefined : eq(eventTypes.active, query.active),
  ],
  toItem: toEventType,
  prepare: async (tx, { call, schoolId, input, before }) => {
    refuseChangeOfKind(call, before, input);
    if (before && input.capacity !== before.capacity) {
      await checkTypeCapacity(tx, call, schoolId, before.id, input.capacity);
    }
  },
  inUseOffer: 'deactivate',
  csv: {
    header: [
      'catalogue.column.name',
      'eventType.column.kind',
      'eventType.column.color',
      'eventType.column.duration',
      'catalogue.column.capacity',
      'eventType.column.studentsPerInstructor',
      'eventType.column.level',
      'eventType.column.price',
      'eventType.column.credits',
      'catalogue.column.active',
      'catalogue.column.updatedAt',
    ],
    row: (type, { t, yesNo, date, money }) => [
      type.name,
      t(`eventType.kind.${type.kind}`),
      type.color,
      type.durationMinutes,
      type.capacity,
      type.studentsPerInstructor,
      t(`eventType.level.${type.level}`),
      money(type.priceCents),
      type.creditsPerAttendance,
      yesNo(type.active),
      date(type.updatedAt),
    ],
  },
});
