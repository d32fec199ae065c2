import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import {
  eventAttendanceSchema,
  SERIES_OCCURRENCES_MAX,
  SERIES_SPAN_MAX_DAYS,
  eventCancelSchema,
  eventCreateSchema,
  eventCustomerInputSchema,
  eventCustomerParamsSchema,
  eventEquipmentInputSchema,
  eventEquipmentParamsSchema,
  eventTransportInputSchema,
  eventTransportParamsSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventSchema,
  eventStreamSchema,
  eventStaffInputSchema,
  eventStaffParamsSchema,
  eventTimeSchema,
  eventUpdateSchema,
  type EventListQuery,
  type EventSummary,
} from '@lineup/contract/events';
import { csvFileSchema, idParamsSchema, noContentSchema } from '@lineup/contract/http';
import { sendCsv } from '#src/http/csv-reply.ts';
import { callContext, currentSchool } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { addCustomer, removeCustomer, setAttendance } from './event-bookings.service.ts';
import { cancelEvent, createEvent, deleteEvent, moveEvent, updateEvent } from './event-lifecycle.service.ts';
import { exportEvents, getEvent, listEvents } from './event-queries.service.ts';
import {
  addStaff,
  fitWetsuits,
  removeEquipment,
  removeStaff,
  removeTransport,
  setEquipment,
  setTransport,
} from './event-resources.service.ts';
import { registerScheduleFeed, streamSchedule } from './schedule-feed.ts';

const { read, write } = ENTITY_ACCESS.event;
const ENGINE =
  'Passes the conflict engine: a refusal is 409 with `reason` (`customer_double_booked`, `staff_double_booked`, `event_full`, `room_full`, `place_full`, `equipment_short`, `vehicle_double_booked`, `vehicle_seats`, `too_few_instructors`) and the numbers in `params`.';

const SCOPE =
  'For an occurrence of a repeating event, `scope` reaches this one (`one`, the default), this one and the later ones (`following`) or all of them (`all`); those begun or cancelled stay as they were. Every occurrence reached passes, or none changes; the activity log has one line with their number.';

const WARNINGS =
  'An instructor outside their weekly availability, or with a certification expired before the day, is refused with 409 `staff_unavailable` or `certification_expired` unless `override` is true; the activity log then records what was overridden.';

const CONDITIONS =
  "A lesson outside daylight at its place, or at a tide its place does not suit for the lesson's level, is refused with 409 `outside_daylight` or `outside_tide_window` unless `override` is true; the activity log then records what was overridden.";

/**
 * When a page of the list stops being true by the clock: the next start or end of a lesson on it
 * (its progress changes). A list filtered by progress gains rows the page does not show as the
 * clock moves: it is not kept.
 */
export function progressUntil(items: readonly EventSummary[], readAt: number, query: EventListQuery): number {
  if (query.progress !== undefined) return readAt;
  let until = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const next = item.progress === 'upcoming' ? item.startsAt : item.progress === 'in_progress' ? item.endsAt : null;
    if (next !== null) until = Math.min(until, Date.parse(next));
  }
  return until;
}

/** Lessons and events, their customers and staff: every write goes through the conflict engine. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'events' });
  const feed = await registerScheduleFeed(app);
  r.get(
    '/api/v1/events/stream',
    {
      id: 'streamEventChanges',
      summary: "The school's schedule as it changes, as server-sent events",
      description:
        '`ready` at once, then `change` with `{ "eventId" }` within moments of each write to a lesson or event of the school (refetch what you show), a comment every 25 seconds, and the end after five minutes: open it again.',
      access: read,
      response: eventStreamSchema,
      contentType: 'text/event-stream',
    },
    (request, reply) => streamSchedule(feed, currentSchool(callContext(request)), reply),
  );
  r.get(
    '/api/v1/events',
    {
      id: 'listEvents',
      summary: "List the school's lessons and events overlapping a range of days",
      description:
        "`from` and `to` are days in the school's time zone, both included. Progress (upcoming, in progress, completed) is derived from the clock.",
      access: read,
      query: eventListQuerySchema,
      response: eventPageSchema,
      kept: { until: (page, readAt, request) => progressUntil(page.items, readAt, request.query as EventListQuery) },
    },
    (request) => listEvents(callContext(request), request.query),
  );
  r.get(
    '/api/v1/events/export',
    {
      id: 'exportEvents',
      summary: "The school's lessons and events as CSV, filtered and sorted like the list",
      access: read,
      query: eventListQuerySchema,
      response: csvFileSchema,
      contentType: 'text/csv; charset=utf-8',
    },
    (request, reply) => sendCsv(reply, exportEvents(callContext(request), request.query)),
  );
  r.get(
    '/api/v1/events/:id',
    {
      id: 'getEvent',
      summary: 'Get one lesson or event with its customers and staff',
      access: read,
      params: idParamsSchema,
      response: eventSchema,
    },
    (request) => getEvent(callContext(request), request.params.id),
  );
  r.post(
    '/api/v1/events',
    {
      id: 'createEvent',
      summary: 'Create a lesson or event, once or repeating weekly',
      description: `With \`repeat\`, every occurrence is created in one go (weekly on the chosen days at the first one's time on the school's clocks, until a day or for a number of times; at most ${SERIES_OCCURRENCES_MAX} within ${SERIES_SPAN_MAX_DAYS} days) or none is. ${ENGINE} A refusal about one occurrence of several names it in \`params.occurrence\`. ${CONDITIONS}`,
      access: write,
      body: eventCreateSchema,
      response: eventSchema,
      status: 201,
    },
    (request) => createEvent(callContext(request), request.body),
  );
  r.put(
    '/api/v1/events/:id',
    {
      id: 'updateEvent',
      summary: 'Change a lesson or event (the whole of it), or the occurrences of its series',
      description: `${SCOPE} The others move by as much as this one moves on the school's clocks, each on its own day. ${ENGINE} A cancelled event is refused with \`event_cancelled\`. ${WARNINGS} When the time, place or type changes: ${CONDITIONS}`,
      access: write,
      params: idParamsSchema,
      body: eventUpdateSchema,
      response: eventSchema,
    },
    (request) => updateEvent(callContext(request), request.params.id, request.body),
  );
  r.delete(
    '/api/v1/events/:id',
    {
      id: 'deleteEvent',
      summary: 'Delete a lesson or event made by mistake',
      description:
        'Only one that has not begun and has no attendance recorded; anything else is refused with 409 `event_in_history` and is cancelled instead.',
      access: write,
      params: idParamsSchema,
      response: noContentSchema,
      status: 204,
    },
    async (request) => {
      await deleteEvent(callContext(request), request.params.id);
      return null;
    },
  );
  r.patch(
    '/api/v1/events/:id/time',
    {
      id: 'moveEvent',
      summary: 'Move or resize a lesson or event (a drag on the calendar)',
      description: `${ENGINE} ${WARNINGS} ${CONDITIONS}`,
      access: write,
      params: idParamsSchema,
      body: eventTimeSchema,
      response: eventSchema,
    },
    (request) => moveEvent(callContext(request), request.params.id, request.body),
  );
  r.post(
    '/api/v1/events/:id/cancel',
    {
      id: 'cancelEvent',
      summary: 'Cancel a lesson or event with a reason; it stays on record and frees its people',
      description: SCOPE,
      access: write,
      params: idParamsSchema,
      body: eventCancelSchema,
      response: eventSchema,
    },
    (request) => cancelEvent(callContext(request), request.params.id, request.body.reason, request.body.scope),
  );
  r.post(
    '/api/v1/events/:id/customers',
    {
      id: 'addEventCustomer',
      summary: 'Book a customer in a lesson or event',
      description: `${SCOPE} ${ENGINE}`,
      access: write,
      params: idParamsSchema,
      body: eventCustomerInputSchema,
      response: eventSchema,
    },
    (request) => addCustomer(callContext(request), request.params.id, request.body.customerId, request.body.scope),
  );
  r.delete(
    '/api/v1/events/:id/customers/:customerId',
    {
      id: 'removeEventCustomer',
      summary: 'Take a customer off a lesson or event (a booking made by mistake)',
      access: write,
      params: eventCustomerParamsSchema,
      response: eventSchema,
    },
    (request) => removeCustomer(callContext(request), request.params.id, request.params.customerId),
  );
  r.put(
    '/api/v1/events/:id/customers/:customerId/attendance',
    {
      id: 'setEventAttendance',
      summary: "Record a customer's attendance (booked, attended, no-show, cancelled)",
      description: `Any member may call it; those who manage customers and the event's instructors (through the staff record linked to their account) are let through, the others are refused with 422 \`not_event_instructor\`. Attending (and not coming, where the school counts it) uses the customer's credits for the lesson's type, or makes a charge at its price; any other attendance undoes exactly that. ${ENGINE}`,
      access: read,
      params: eventCustomerParamsSchema,
      body: eventAttendanceSchema,
      response: eventSchema,
    },
    (request) =>
      setAttendance(callContext(request), request.params.id, request.params.customerId, request.body.attendance),
  );
  r.post(
    '/api/v1/events/:id/staff',
    {
      id: 'addEventStaff',
      summary: 'Book a staff member in a lesson or event as instructor, assistant or driver',
      description: `The pay is fixed from the staff record (or the school's default) when booked. A role their record's functions lack is refused with 422 \`staff_function_missing\`. ${SCOPE} ${ENGINE} ${WARNINGS}`,
      access: write,
      params: idParamsSchema,
      body: eventStaffInputSchema,
      response: eventSchema,
    },
    (request) =>
      addStaff(callContext(request), request.params.id, request.body.staffId, request.body.role, request.body),
  );
  r.delete(
    '/api/v1/events/:id/staff/:staffId',
    {
      id: 'removeEventStaff',
      summary: 'Take a staff member off a lesson or event',
      description: ENGINE,
      access: write,
      params: eventStaffParamsSchema,
      response: eventSchema,
    },
    (request) => removeStaff(callContext(request), request.params.id, request.params.staffId),
  );
  r.put(
    '/api/v1/events/:id/equipment/:equipmentId',
    {
      id: 'setEventEquipment',
      summary: 'Book units of an item of equipment for a lesson or event, or change how many',
      description: `Never more than are usable (owned, less out of use and under open maintenance) at the busiest moment of the event's time. ${ENGINE}`,
      access: write,
      params: eventEquipmentParamsSchema,
      body: eventEquipmentInputSchema,
      response: eventSchema,
    },
    (request) =>
      setEquipment(callContext(request), request.params.id, request.params.equipmentId, request.body.quantity),
  );
  r.post(
    '/api/v1/events/:id/wetsuits',
    {
      id: 'fitEventWetsuits',
      summary: 'Book wetsuits to fit the customers of a lesson or event, from the sizes on their records',
      description: `For each size, as many units as customers of that size, of the school's wetsuit of that size (the one the event already takes, else the one with most units). All or nothing: 409 \`wetsuit_sizes_unknown\` when no customer has a size, \`wetsuit_size_missing\` with \`params.size\` when the school has no wetsuit of a size. ${ENGINE}`,
      access: write,
      params: idParamsSchema,
      response: eventSchema,
    },
    (request) => fitWetsuits(callContext(request), request.params.id),
  );
  r.delete(
    '/api/v1/events/:id/equipment/:equipmentId',
    {
      id: 'removeEventEquipment',
      summary: 'Take an item of equipment off a lesson or event',
      access: write,
      params: eventEquipmentParamsSchema,
      response: eventSchema,
    },
    (request) => removeEquipment(callContext(request), request.params.id, request.params.equipmentId),
  );
  r.post(
    '/api/v1/events/:id/transports',
    {
      id: 'setEventTransport',
      summary: 'Send a vehicle to a lesson or event, with its driver',
      description: `The driver is booked among the event's staff as driver. ${ENGINE}`,
      access: write,
      params: idParamsSchema,
      body: eventTransportInputSchema,
      response: eventSchema,
    },
    (request) => setTransport(callContext(request), request.params.id, request.body.transportId, request.body.driverId),
  );
  r.delete(
    '/api/v1/events/:id/transports/:transportId',
    {
      id: 'removeEventTransport',
      summary: 'Take a vehicle off a lesson or event',
      description: ENGINE,
      access: write,
      params: eventTransportParamsSchema,
      response: eventSchema,
    },
    (request) => removeTransport(callContext(request), request.params.id, request.params.transportId),
  );
};
