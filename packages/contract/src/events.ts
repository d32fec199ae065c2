import { z } from 'zod';
import { schoolDay, schoolInstant } from './days.ts';
import { WETSUIT_SIZES } from './equipment.ts';
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

const instant = schoolInstant;
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
 * Goes ahead despite a warning: an instructor's (outside their availability, an expired
 * certification) or the conditions' (a lesson outside daylight or its place's tide window), which
 * the activity log records; without it such a write is refused with the warning's reason.
 */
const override = () => z.boolean().default(false);

/**
 * Which occurrences of a repeating event a change or a cancellation reaches: this one, this one
 * and the later ones, or all of them. Those that have begun or are cancelled are history and
 * stay as they were; the one chosen is always reached.
 */
export const SERIES_SCOPES = ['one', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
const scope = () => z.enum(SERIES_SCOPES).default('one');

/** The most occurrences one repeating event makes, and how far ahead its last may be. */
export const SERIES_OCCURRENCES_MAX = 200;
export const SERIES_SPAN_MAX_DAYS = 366;

/**
 * Weekly on chosen days, at the first one's time on the school's clocks (also across a change of
 * the clocks), until a day or for a number of times in all. The first occurrence is the event's
 * own start; the others fall on the chosen days after it.
 */
export const eventRepeatSchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .meta({ examples: [[2, 4]] }),
    /** The last day (on the school's clocks) an occurrence may fall on. */
    until: schoolDay().nullable().default(null),
    /** How many occurrences in all, the first included. */
    times: z.number().int().min(2).max(SERIES_OCCURRENCES_MAX).nullable().default(null),
  })
  .refine((value) => (value.until === null) !== (value.times === null), {
    message: 'give either until or times',
    path: ['until'],
  });
export type EventRepeat = z.infer<typeof eventRepeatSchema>;

/** Creating an event: its facts, and how it repeats when it does. */
export const eventCreateSchema = eventInputSchema.extend({
  repeat: eventRepeatSchema.nullable().default(null),
  override: override(),
});
export type EventCreate = z.infer<typeof eventCreateSchema>;

/**
 * Changing an event: its facts (the whole of it), and for a repeating one which occurrences take
 * them. Reached occurrences keep their own days: they move by as much as this one moves on the
 * school's clocks, and take its length and other facts.
 */
export const eventUpdateSchema = eventInputSchema.extend({ scope: scope(), override: override() });
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

/** Moving or resizing on the calendar: the start and the length, nothing else. */
export const eventTimeSchema = eventInputSchema
  .pick({ startsAt: true, durationMinutes: true })
  .extend({ override: override() });
export type EventTime = z.infer<typeof eventTimeSchema>;

export const eventCancelSchema = z.object({
  reason: multiLineText().trim().min(1).max(CANCEL_REASON_MAX),
  scope: scope(),
});

export const eventCustomerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  attendance: z.enum(ATTENDANCES),
  /** From their record, when known: what wetsuit to hand them. */
  wetsuitSize: z.enum(WETSUIT_SIZES).nullable(),
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
  /** Shared by the occurrences of a repeating event; null for one on its own. */
  seriesId: z.string().nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** Where an occurrence stands in its series. */
export const eventSeriesSchema = z.object({
  /** 1 for the first occurrence. */
  position: z.number().int(),
  total: z.number().int(),
  /** The days of the week its occurrences fall on (ISO, Monday 1), in order. */
  weekdays: z.array(z.number().int()),
  firstStartsAt: z.string(),
  lastStartsAt: z.string(),
  /** Occurrences a change or cancellation of this one with scope `following` or `all` would reach, this one included. */
  following: z.number().int(),
  all: z.number().int(),
});
export type EventSeries = z.infer<typeof eventSeriesSchema>;

/** Everything about one event. */
export const eventSchema = eventSummarySchema.extend({
  series: eventSeriesSchema.nullable(),
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

const day = schoolDay;

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
    /** The events a vehicle is booked on. */
    transportId: z.uuid().optional(),
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

export const eventCustomerInputSchema = z.object({ customerId: z.uuid(), scope: scope() });
export const eventAttendanceSchema = z.object({ attendance: z.enum(ATTENDANCES) });
export const eventStaffInputSchema = z.object({
  staffId: z.uuid(),
  role: z.enum(EVENT_STAFF_ROLES),
  override: override(),
  scope: scope(),
});
export const eventCustomerParamsSchema = z.object({ id: z.uuid(), customerId: z.uuid() });
export const eventStaffParamsSchema = z.object({ id: z.uuid(), staffId: z.uuid() });
/** Units of one item an event takes; booking it again sets the number. */
export const eventEquipmentInputSchema = z.object({ quantity: z.number().int().min(1).max(EVENT_CAPACITY_MAX) });
export const eventEquipmentParamsSchema = z.object({ id: z.uuid(), equipmentId: z.uuid() });
export const eventTransportInputSchema = z.object({ transportId: z.uuid(), driverId: z.uuid().nullable() });
export const eventTransportParamsSchema = z.object({ id: z.uuid(), transportId: z.uuid() });
