import { randomUUID } from 'node:crypto';
import {
  addDays,
  isoWeekday,
  isSummer,
  monthOf,
  seasonOf,
  SLOTS,
  slotsIn,
  slotsReached,
  zonedClock,
} from './calendar.ts';
import type { CustomerPool } from './customer-pool.ts';
import type { Span } from './customers.ts';
import type { Random } from './random.ts';
import { cancelReason, KINDS, pickKind, type Kind, type PlaceName, type TypeFacts } from './schedule-kinds.ts';
import type { StaffPlan } from './staff.ts';

/** What the schedule books: the school's types, places, classroom, boards and vans, and its default pay. */
export interface ScheduleCatalogue {
  readonly types: Record<Kind, TypeFacts>;
  readonly places: Record<PlaceName, { readonly id: string; readonly capacity: number | null }>;
  readonly classroom: { readonly id: string; readonly capacity: number | null };
  readonly boards: readonly { readonly id: string; readonly usable: number }[];
  readonly vans: readonly { readonly id: string; readonly seats: number }[];
  readonly pay: { readonly lesson: number; readonly event: number };
}

export type Attendance = 'booked' | 'attended' | 'no_show' | 'cancelled';

export interface PlannedEvent {
  readonly id: string;
  readonly type: TypeFacts;
  readonly title: string;
  readonly placeId: string;
  readonly roomId: string | null;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly createdAt: string;
  readonly cancelled: string | null;
  /** Day number from the history's first day, and the day itself. */
  readonly day: number;
  readonly date: string;
}

export interface Schedule {
  readonly events: PlannedEvent[];
  readonly bookings: { event: PlannedEvent; customer: number; attendance: Attendance }[];
  readonly staff: { event: PlannedEvent; staff: number; role: 'instructor' | 'driver'; payCents: number }[];
  readonly equipment: { event: PlannedEvent; equipmentId: string; quantity: number }[];
  readonly transports: { event: PlannedEvent; transportId: string; driver: number }[];
}

/** What one day has left: a per-slot count for each instructor, place, board and van. */
class DayLoad {
  readonly staff: Uint8Array;
  readonly places = new Map<string, number[]>();
  readonly boards = new Map<string, number[]>();
  readonly vans = new Set<string>();
  room = [false, false, false, false];
  constructor(staffCount: number) {
    this.staff = new Uint8Array(staffCount * SLOTS.length);
  }
  used(map: Map<string, number[]>, id: string, slots: readonly number[]): number {
    const counts = map.get(id) ?? [0, 0, 0, 0];
    return Math.max(...slots.map((slot) => counts[slot]!));
  }
  add(map: Map<string, number[]>, id: string, slots: readonly number[], count: number) {
    const counts = map.get(id) ?? [0, 0, 0, 0];
    for (const slot of slots) counts[slot]! += count;
    map.set(id, counts);
  }
}

/** How many events day `day` of the span holds on average: the season, weekends, the school's growth. */
function weightOf(span: Span, day: number): number {
  const date = addDays(span.firstDay, day);
  const weekend = isoWeekday(date) >= 6 ? 1.3 : 1;
  const growth = 0.7 + 0.3 * Math.min(1, day / Math.max(1, span.today));
  // Fewer are booked the further ahead a day is.
  const ahead = day < span.today ? 1 : 1 - (0.6 * (day - span.today)) / Math.max(1, span.days - span.today);
  return seasonOf(monthOf(date)) * weekend * growth * ahead;
}

/**
 * Plans the school's lessons and events day by day. Every rule of the conflict engine holds by
 * construction: an event starts at one of the day's slots and ends within it (a trip reaches
 * several, and takes each); an instructor, a driver, a customer and a van is in one event per
 * slot; a place's students, a board line's units and the classroom are counted per slot and never
 * pass what is there; customers never pass the type's capacity nor instructors × students per
 * instructor. Cancelled events keep what they took, which only leaves more room.
 */
export function planSchedule(
  random: Random,
  span: Span,
  eventsBeforeToday: number,
  staff: readonly StaffPlan[],
  pool: CustomerPool,
  catalogue: ScheduleCatalogue,
  timeZone: string,
): Schedule {
  const at = zonedClock(timeZone);
  const schedule: Schedule = { events: [], bookings: [], staff: [], equipment: [], transports: [] };
  let past = 0;
  for (let day = 0; day < span.today; day += 1) past += weightOf(span, day);
  const perWeight = eventsBeforeToday / past;
  const nowIso = at(addDays(span.firstDay, span.today), 8 * 60);

  for (let day = 0; day < span.days; day += 1) {
    const date = addDays(span.firstDay, day);
    const month = monthOf(date);
    const weekday = isoWeekday(date);
    const summer = isSummer(month);
    const slots = slotsIn(month);
    const load = new DayLoad(staff.length);
    pool.startDay(day);
    const working = (member: StaffPlan) =>
      member.workdays.has(weekday) && (!member.seasonal || (month >= 5 && month <= 10));
    const instructors = staff.flatMap((member, index) => (member.teaches && working(member) ? [index] : []));
    const drivers = staff.flatMap((member, index) => (member.drives && working(member) ? [index] : []));
    const freeOf = (people: number[], need: number, taken: readonly number[]) => {
      const free: number[] = [];
      const start = people.length === 0 ? 0 : random.int(0, people.length - 1);
      for (let i = 0; i < people.length && free.length < need; i += 1) {
        const person = people[(start + i) % people.length]!;
        if (taken.every((slot) => load.staff[person * SLOTS.length + slot] === 0)) free.push(person);
      }
      return free;
    };

    const book = (
      kind: Kind,
      title: string,
      place: PlaceName,
      startMinute: number,
      crew: number[],
      driver: number | null,
      customers: number[],
      extra: { roomId?: string; boards?: { id: string; units: number }; vanId?: string },
    ) => {
      const type = catalogue.types[kind];
      const reached = slotsReached(startMinute, type.minutes);
      const cancelled = random.chance(0.015 + 0.08 * (1 - seasonOf(month))) ? cancelReason(random, month) : null;
      const lead = random.int(1, 30);
      const created = at(addDays(date, -lead), 10 * 60);
      const event: PlannedEvent = {
        id: randomUUID(),
        type,
        title,
        placeId: catalogue.places[place].id,
        roomId: extra.roomId ?? null,
        startsAt: at(date, startMinute),
        endsAt: at(date, startMinute + type.minutes),
        createdAt: created < nowIso ? created : nowIso,
        cancelled,
        day,
        date,
      };
      schedule.events.push(event);
      for (const person of [...crew, ...(driver === null ? [] : [driver])]) {
        for (const slot of reached) load.staff[person * SLOTS.length + slot] = 1;
        const member = staff[person]!.record;
        const own = type.kind === 'lesson' ? member.payPerLessonCents : member.payPerEventCents;
        const payCents = own ?? (type.kind === 'lesson' ? catalogue.pay.lesson : catalogue.pay.event);
        schedule.staff.push({ event, staff: person, role: person === driver ? 'driver' : 'instructor', payCents });
      }
      load.add(load.places, place, reached, customers.length);
      for (const customer of customers) {
        const roll = random.next();
        const attendance: Attendance =
          roll < 0.03 ? 'cancelled' : day >= span.today || cancelled ? 'booked' : roll < 0.09 ? 'no_show' : 'attended';
        schedule.bookings.push({ event, customer, attendance });
      }
      if (extra.boards) {
        load.add(load.boards, extra.boards.id, reached, extra.boards.units);
        schedule.equipment.push({ event, equipmentId: extra.boards.id, quantity: extra.boards.units });
      }
      if (extra.vanId && driver !== null) {
        for (const slot of reached) load.vans.add(`${extra.vanId}/${slot}`);
        schedule.transports.push({ event, transportId: extra.vanId, driver });
      }
      if (extra.roomId) for (const slot of reached) load.room[slot] = true;
    };

    const placeLeft = (place: PlaceName, reached: readonly number[]) => {
      const capacity = catalogue.places[place].capacity;
      return capacity === null ? Infinity : capacity - load.used(load.places, place, reached);
    };
    const freeVan = (reached: readonly number[], seatsFor: number) =>
      catalogue.vans.find(
        (van) => van.seats >= seatsFor && reached.every((slot) => !load.vans.has(`${van.id}/${slot}`)),
      );

    // A trip up the coast on summer Saturdays: a van, its driver and an instructor for the day.
    if (summer && weekday === 6) {
      const trip = catalogue.types.trip;
      const reached = slotsReached(SLOTS[0]!.start, trip.minutes);
      const [instructor] = freeOf(instructors, 1, reached);
      const [driver] = freeOf(drivers, 1, reached);
      const van = freeVan(reached, 4 + 2);
      if (instructor !== undefined && driver !== undefined && van) {
        const room = Math.min(van.seats - 2, trip.capacity ?? Infinity, placeLeft('ericeira', reached));
        const customers = room >= 1 ? pool.take(random, random.int(Math.min(4, room), room), reached, false) : [];
        if (customers.length > 0) {
          book('trip', 'Surf trip up the coast', 'ericeira', SLOTS[0]!.start, [instructor], driver, customers, {
            vanId: van.id,
          });
        }
      }
    }

    const expected = weightOf(span, day) * perWeight;
    const count = Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0);
    for (let n = 0; n < count; n += 1) {
      const kind = pickKind(random, month, weekday);
      const plan = KINDS[kind];
      const type = catalogue.types[kind];
      const options = plan.slots.filter((slot) => slot < slots);
      const first = options.length === 0 ? 0 : random.int(0, options.length - 1);
      for (let i = 0; i < options.length; i += 1) {
        const slot = options[(first + i) % options.length]!;
        const startMinute = SLOTS[slot]!.start + plan.offset;
        const reached = slotsReached(startMinute, type.minutes);
        if (plan.room && reached.some((one) => load.room[one])) continue;
        const crew = freeOf(instructors, plan.instructors(random, summer), reached);
        if (crew.length === 0) continue;
        const place = plan.places.find((one) => placeLeft(one, reached) >= 1);
        if (!place) continue;
        let size = Math.min(
          crew.length * plan.perInstructor(random, summer),
          crew.length * type.perInstructor,
          type.capacity ?? Infinity,
          placeLeft(place, reached),
          plan.room ? (catalogue.classroom.capacity ?? Infinity) - crew.length : Infinity,
        );
        // Morning runs to the beaches out of town go by van when one and a driver are free.
        let driver: number | null = null;
        let van: { id: string; seats: number } | undefined;
        if (slot === 0 && place !== 'carcavelos' && !plan.kids && random.chance(0.5)) {
          van = freeVan(reached, crew.length + 2);
          driver = van ? (freeOf(drivers, 1, reached)[0] ?? null) : null;
          if (van && driver !== null) size = Math.min(size, van.seats - crew.length - 1);
          else van = undefined;
        }
        const customers = pool.take(random, size, reached, plan.kids);
        if (customers.length === 0) break;
        const boards = plan.boards
          ? catalogue.boards.find((line) => line.usable - load.used(load.boards, line.id, reached) >= customers.length)
          : undefined;
        book(kind, plan.title(slot, weekday), place, startMinute, crew, van ? driver : null, customers, {
          ...(plan.room ? { roomId: catalogue.classroom.id } : {}),
          ...(boards ? { boards: { id: boards.id, units: customers.length } } : {}),
          ...(van ? { vanId: van.id } : {}),
        });
        break;
      }
    }
  }
  return schedule;
}
