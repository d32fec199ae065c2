import { z } from 'zod';
import { EVENT_TYPE_KINDS } from './event-types.ts';
import { notes, recordName } from './fields.ts';
import { listQuery, pageOf } from './list.ts';
import { multiLineText } from './text.ts';

/** Lessons and events on the calendar (DOMAIN.md, Schedule). A lesson is an event of a lesson type. */
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Derived from the clock, never stored: before the start, until the end, after it. */
export const EVENT_PROGRESS = ['upcoming', 'in_progress', 'completed'] as const;
export type EventProgress = (typeof EVENT_PROGRESS)[number];

/** How a customer of an event stands: a cancelled booking stays for the record and takes no seat. */
export const ATTENDANCES = ['booked', 'attended', 'no_show', 'cancelled'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

export const EVENT_STAFF_ROLES = ['instructor', 'assistant', 'driver'] as const;
export type EventStaffRole = (typeof EVENT_STAFF_ROLES)[number];

/** Five minutes to a week: a lesson, a day's trip, a surf camp. */
export const EVENT_DURATION_MIN = 5;
export const EVENT_DURATION_MAX = 7 * 24 * 60;
export const EVENT_CAPACITY_MAX = 500;
export const CANCEL_REASON_MAX = 500;
/** The longest range one list or calendar call covers. */
export const EVENT_RANGE_MAX_DAYS = 366;

const instant = () => z.iso.datetime({ offset: true }).meta({ examples: ['2026-07-14T09:00:00+01:00'] });
const colour = () =>
  z
    .string()
    .regex(/^#[0-9a-f]{6}$/, 'must be a colour like #1e88e5')
    .meta({ examples: ['#1e88e5'] });

/** What a person gives to create or change an event; a change sends the whole event. */
export const eventInputSchema = z.object({
  eventTypeId: z.uuid(),
  title: recordName(),
  placeId: z.uuid(),
  roomId: z.uuid().nullable(),
  startsAt: instant(),
  durationMinutes: z
    .number()
    .int()
    .min(EVENT_DURATION_MIN)
    .max(EVENT_DURATION_MAX)
    .meta({ examples: [90] }),
  /** Null shows the type's colour. */
  color: colour().nullable(),
  /** Most customers; null takes the type's. */
  capacity: z.number().int().min(1).max(EVENT_CAPACITY_MAX).nullable(),
  comments: notes(),
  notes: notes(),
});
export type EventInput = z.infer<typeof eventInputSchema>;

/**
 * Goes ahead despite an instructor's warning (outside their availability, an expired
 * certification), which the activity log records; without it such a write is refused with the
 * warning's reason.
 */
const override = () => z.boolean().default(false);

/** Moving or resizing on the calendar: the start and the length, nothing else. */
export const eventTimeSchema = eventInputSchema
  .pick({ startsAt: true, durationMinutes: true })
  .extend({ override: override() });
export type EventTime = z.infer<typeof eventTimeSchema>;

export const eventCancelSchema = z.object({ reason: multiLineText().trim().min(1).max(CANCEL_REASON_MAX) });

export const eventCustomerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  attendance: z.enum(ATTENDANCES),
});
export type EventCustomer = z.infer<typeof eventCustomerSchema>;

export const eventStaffSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  role: z.enum(EVENT_STAFF_ROLES),
  /** Fixed from the staff record (or the school's default) when they were booked. */
  payCents: z.number().int(),
});
export type EventStaffMember = z.infer<typeof eventStaffSchema>;

export const eventEquipmentSchema = z.object({
  equipmentId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export type EventEquipment = z.infer<typeof eventEquipmentSchema>;

export const eventTransportSchema = z.object({
  transportId: z.string(),
  name: z.string(),
  seats: z.number().int(),
  /** One of the event's staff, booked as driver with the vehicle. */
  driverId: z.string().nullable(),
  driverName: z.string().nullable(),
});
export type EventTransport = z.infer<typeof eventTransportSchema>;

/** One event as lists and the calendar show it. */
export const eventSummarySchema = z.object({
  id: z.string(),
  eventTypeId: z.string(),
  eventTypeName: z.string(),
  kind: z.enum(EVENT_TYPE_KINDS),
  title: z.string(),
  placeId: z.string(),
  placeName: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  /** The event's own colour, or its type's. */
  color: z.string(),
  /** The event's own capacity, or its type's; null when neither sets one. */
  capacity: z.number().int().nullable(),
  status: z.enum(EVENT_STATUSES),
  cancelReason: z.string(),
  progress: z.enum(EVENT_PROGRESS),
  /** Customers whose booking is not cancelled. */
  customerCount: z.number().int(),
  /** The event's instructors by name, in alphabetical order. */
  instructorNames: z.array(z.string()),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** Everything about one event. */
export const eventSchema = eventSummarySchema.extend({
  ownColor: z.string().nullable(),
  ownCapacity: z.number().int().nullable(),
  comments: z.string(),
  notes: z.string(),
  customers: z.array(eventCustomerSchema),
  staff: z.array(eventStaffSchema),
  equipment: z.array(eventEquipmentSchema),
  transports: z.array(eventTransportSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const EVENT_SORTS = ['startsAt', 'title'] as const;

const day = () => z.iso.date();

/** The events that overlap a range of days in the school's time zone, `from` and `to` included. */
export const eventListQuerySchema = listQuery({
  sorts: EVENT_SORTS,
  defaultSort: 'startsAt',
  filters: {
    from: day().optional(),
    to: day().optional(),
    eventTypeId: z.uuid().optional(),
    placeId: z.uuid().optional(),
    staffId: z.uuid().optional(),
    progress: z.enum(EVENT_PROGRESS).optional(),
    status: z.enum(EVENT_STATUSES).optional(),
  },
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventPageSchema = pageOf(eventSummarySchema);

/** The schedule's changes as server-sent events (`GET /events/stream`). */
export const eventStreamSchema = z.string().describe('text/event-stream: `ready`, then `change` events of { eventId }');
/** What a `change` of the stream carries: which event to read again. */
export const eventStreamChangeSchema = z.object({ eventId: z.string() });

export const eventCustomerInputSchema = z.object({ customerId: z.uuid() });
export const eventAttendanceSchema = z.object({ attendance: z.enum(ATTENDANCES) });
export const eventStaffInputSchema = z.object({
  staffId: z.uuid(),
  role: z.enum(EVENT_STAFF_ROLES),
  override: override(),
});
export const eventCustomerParamsSchema = z.object({ id: z.uuid(), customerId: z.uuid() });
export const eventStaffParamsSchema = z.object({ id: z.uuid(), staffId: z.uuid() });
/** Units of one item an event takes; booking it again sets the number. */
export const eventEquipmentInputSchema = z.object({ quantity: z.number().int().min(1).max(EVENT_CAPACITY_MAX) });
export const eventEquipmentParamsSchema = z.object({ id: z.uuid(), equipmentId: z.uuid() });
export const eventTransportInputSchema = z.object({ transportId: z.uuid(), driverId: z.uuid().nullable() });
export const eventTransportParamsSchema = z.object({ id: z.uuid(), transportId: z.uuid() });
