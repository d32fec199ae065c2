import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@lineup/contract/constants';
import {
  eventCreateSchema,
  eventUpdateSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventSchema,
  type Attendance,
  type Event,
  type EventListQuery,
  type EventStaffRole,
  type EventSummary,
  type SeriesScope,
} from '@lineup/contract/events';
import { del, get, patch, post, put } from '#web/lib/http.ts';
import { resourceApi } from '#web/lib/resource/resource-api.ts';

/**
 * What the lesson form sends: the event's facts, how a new one repeats, and for an occurrence of a
 * series which occurrences a change reaches and whether to go ahead despite a warning. Creating
 * reads the first two, changing the others.
 */
const lessonInputSchema = eventCreateSchema.extend({
  scope: eventUpdateSchema.shape.scope,
  override: eventUpdateSchema.shape.override,
});

/**
 * The school's lessons and events: the list gives summaries, a record page the whole event. A
 * change sends the event's own colour and capacity (null: the type's), never the type's.
 */
export const lessonApi = resourceApi({
  path: '/api/v1/events',
  key: 'events',
  schemas: { item: eventSchema, page: eventPageSchema, input: lessonInputSchema, list: eventListQuerySchema },
  nameOf: (event) => event.title,
  inputOf: (event) => ({
    eventTypeId: event.eventTypeId,
    title: event.title,
    placeId: event.placeId,
    roomId: event.roomId,
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    color: event.ownColor,
    capacity: event.ownCapacity,
    comments: event.comments,
    notes: event.notes,
    repeat: null,
    scope: 'one',
    override: false,
  }),
});

/** The address of one lesson's page. */
export const lessonPath = (id: string) => `/lesson/${encodeURIComponent(id)}`;

const on = (eventId: string, ...rest: string[]) =>
  [lessonApi.path, eventId, ...rest].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
const answer = { schema: eventSchema };

/** Every change to one event's people and things; each answers the event as it now is. */
export const eventChanges = {
  /** A drag or a resize on the calendar: the start and the length, through the conflict engine. */
  move: (eventId: string, startsAt: string, durationMinutes: number, override = false) =>
    patch(on(eventId, 'time'), { startsAt, durationMinutes, override }, answer),
  cancel: (eventId: string, reason: string, scope: SeriesScope) =>
    post(on(eventId, 'cancel'), { reason, scope }, answer),
  addCustomer: (eventId: string, customerId: string, scope: SeriesScope) =>
    post(on(eventId, 'customers'), { customerId, scope }, answer),
  removeCustomer: (eventId: string, customerId: string) => del(on(eventId, 'customers', customerId), answer),
  setAttendance: (eventId: string, customerId: string, attendance: Attendance) =>
    put(on(eventId, 'customers', customerId, 'attendance'), { attendance }, answer),
  /** `override` goes ahead despite the instructor's warning (availability, certification). */
  addStaff: (eventId: string, staffId: string, role: EventStaffRole, scope: SeriesScope, override: boolean) =>
    post(on(eventId, 'staff'), { staffId, role, scope, override }, answer),
  removeStaff: (eventId: string, staffId: string) => del(on(eventId, 'staff', staffId), answer),
  setEquipment: (eventId: string, equipmentId: string, quantity: number) =>
    put(on(eventId, 'equipment', equipmentId), { quantity }, answer),
  removeEquipment: (eventId: string, equipmentId: string) => del(on(eventId, 'equipment', equipmentId), answer),
  /** Wetsuits for the customers, from the sizes on their records. */
  fitWetsuits: (eventId: string) => post(on(eventId, 'wetsuits'), {}, answer),
  setTransport: (eventId: string, transportId: string, driverId: string | null) =>
    post(on(eventId, 'transports'), { transportId, driverId }, answer),
  removeTransport: (eventId: string, transportId: string) => del(on(eventId, 'transports', transportId), answer),
} as const;

/**
 * One change to an event: the answer shows at once on its page, and every list and calendar of
 * the school's events is asked again (head-counts, the people's other lists).
 */
export function useEventChange<Args extends unknown[]>(schoolId: string, change: (...args: Args) => Promise<Event>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => change(...args),
    onSuccess: async (event) => {
      queryClient.setQueryData(lessonApi.keys.detail(schoolId, event.id), event);
      await queryClient.invalidateQueries({ queryKey: lessonApi.keys.all(schoolId) });
    },
  });
}

const LARGEST_PAGE = Math.max(...PAGE_SIZES);

/** What the calendar shows: the days on screen, and its filters. */
export type CalendarRange = Pick<EventListQuery, 'from' | 'to' | 'eventTypeId' | 'placeId' | 'staffId'>;

/** Every event overlapping the days on screen (a month is a few hundred), a page of the largest size at a time. */
export function calendarQuery(schoolId: string, range: CalendarRange) {
  return queryOptions({
    queryKey: [...lessonApi.keys.lists(schoolId), 'calendar', range] as const,
    queryFn: async ({ signal }) => {
      const events: EventSummary[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await get(lessonApi.path, {
          query: { ...range, page, pageSize: LARGEST_PAGE, sort: 'startsAt' },
          schema: eventPageSchema,
          signal,
        });
        events.push(...answer.items);
        if (events.length >= answer.total || answer.items.length === 0) return events;
      }
    },
    placeholderData: keepPreviousData,
  });
}
