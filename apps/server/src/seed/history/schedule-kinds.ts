import { isSummer } from './calendar.ts';
import type { Random } from './random.ts';

/** The kinds of lesson and event a busy school holds, each mapped to one of the demo catalogue's types. */
export type Kind = 'group' | 'private' | 'semi' | 'kids' | 'improver' | 'yoga' | 'video' | 'trip';

/** A lesson or event type as the schedule uses it. */
export interface TypeFacts {
  readonly id: string;
  readonly kind: 'lesson' | 'event';
  readonly minutes: number;
  readonly capacity: number | null;
  readonly perInstructor: number;
  readonly priceCents: number;
  readonly credits: number;
}

export type PlaceName = 'carcavelos' | 'caparica' | 'ericeira';

/** How a kind is planned: its places by preference, its slots, its instructors, its size, its title. */
export interface KindPlan {
  readonly places: readonly PlaceName[];
  /** Slots it may take (of those the day has), and minutes after the slot's start it begins. */
  readonly slots: readonly number[];
  readonly offset: number;
  readonly instructors: (random: Random, summer: boolean) => number;
  /** Customers per instructor, before the places' room and the type's capacity. */
  readonly perInstructor: (random: Random, summer: boolean) => number;
  readonly kids: boolean;
  readonly boards: boolean;
  readonly room: boolean;
  readonly title: (slot: number, weekday: number) => string;
}

const GROUP_TITLES = ['Morning group', 'Late-morning group', 'Afternoon group', 'Evening group'];
const ANY_SLOT = [0, 1, 2, 3];

export const KINDS: Record<Exclude<Kind, 'trip'>, KindPlan> = {
  group: {
    places: ['carcavelos', 'caparica', 'ericeira'],
    slots: ANY_SLOT,
    offset: 0,
    instructors: (random, summer) => (summer && random.chance(0.35) ? 2 : 1),
    perInstructor: (random, summer) => random.int(summer ? 4 : 3, 6),
    kids: false,
    boards: true,
    room: false,
    title: (slot) => GROUP_TITLES[slot] ?? 'Group lesson',
  },
  private: {
    places: ['ericeira', 'carcavelos', 'caparica'],
    slots: ANY_SLOT,
    offset: 0,
    instructors: () => 1,
    perInstructor: () => 1,
    kids: false,
    boards: false,
    room: false,
    title: () => 'Private lesson',
  },
  semi: {
    places: ['carcavelos', 'ericeira', 'caparica'],
    slots: ANY_SLOT,
    offset: 0,
    instructors: () => 1,
    perInstructor: (random) => random.int(2, 3),
    kids: false,
    boards: false,
    room: false,
    title: () => 'Semi-private lesson',
  },
  kids: {
    places: ['caparica', 'carcavelos'],
    slots: [0, 1],
    offset: 30,
    instructors: (random) => (random.chance(0.3) ? 2 : 1),
    perInstructor: (random) => random.int(3, 4),
    kids: true,
    boards: true,
    room: false,
    title: (_slot, weekday) => (weekday >= 6 ? 'Kids’ club' : 'Kids’ lesson'),
  },
  improver: {
    places: ['ericeira', 'carcavelos'],
    slots: ANY_SLOT,
    offset: 0,
    instructors: (random) => (random.chance(0.2) ? 2 : 1),
    perInstructor: (random) => random.int(2, 4),
    kids: false,
    boards: false,
    room: false,
    title: () => 'Improver coaching',
  },
  yoga: {
    places: ['carcavelos'],
    slots: [3],
    offset: 60,
    instructors: () => 1,
    perInstructor: (random) => random.int(5, 12),
    kids: false,
    boards: false,
    room: false,
    title: () => 'Sunset yoga',
  },
  video: {
    places: ['carcavelos'],
    slots: [1, 2],
    offset: 0,
    instructors: () => 1,
    perInstructor: (random) => random.int(3, 8),
    kids: false,
    boards: false,
    room: true,
    title: () => 'Video analysis',
  },
};

/** Which kind the next lesson of a day is: kids in the holidays and at weekends, yoga on summer evenings, video in winter. */
export function pickKind(random: Random, month: number, weekday: number): Exclude<Kind, 'trip'> {
  const summer = isSummer(month);
  const weekend = weekday >= 6;
  return random.weighted<Exclude<Kind, 'trip'>>([
    ['group', 36],
    ['private', 14],
    ['semi', 10],
    ['improver', 10],
    ['kids', summer ? 20 : weekend ? 14 : 4],
    ['yoga', summer ? 4 : 0],
    ['video', summer ? 1 : 4],
  ]);
}

/** Why a lesson was called off: winter storms and wind, summer flat days. */
export function cancelReason(random: Random, month: number): string {
  return isSummer(month)
    ? random.pick(['Flat sea: no waves forecast', 'Strong onshore wind', 'Too few bookings'])
    : random.pick([
        'Storm warning: red flag on the beach',
        'Strong onshore wind',
        'Swell too big for lessons',
        'Instructor ill',
      ]);
}
