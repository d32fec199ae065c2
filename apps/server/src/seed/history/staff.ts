import { randomUUID } from 'node:crypto';
import type { SpokenLanguage, StaffInput } from '@lineup/contract/staff';
import { addDays, clock, SLOTS } from './calendar.ts';
import { countryOf, phoneOf } from './countries.ts';
import { firstName, lastName, mailboxOf, type Language } from './names.ts';
import type { Random } from './random.ts';

/** A generated staff member: the record, and what the schedule needs to know of them. */
export interface StaffPlan {
  readonly id: string;
  readonly record: StaffInput;
  readonly teaches: boolean;
  readonly drives: boolean;
  /** ISO weekdays they work. */
  readonly workdays: ReadonlySet<number>;
  /** Holiday-season staff work from May to October only. */
  readonly seasonal: boolean;
}

const SPOKEN: Record<Language, SpokenLanguage> = {
  pt: 'pt',
  br: 'pt',
  es: 'es',
  fr: 'fr',
  de: 'de',
  en: 'en',
  ie: 'en',
  nl: 'nl',
  it: 'it',
  nordic: 'sv',
  pl: 'pl',
};

type Role = 'instructor' | 'driver' | 'reception' | 'other';

/** How a school of `count` staff is made up: mostly instructors, a few drivers, reception and a board repairer. */
export function staffRoles(count: number): Role[] {
  const drivers = Math.max(1, Math.round(count * 0.075));
  const reception = Math.max(1, Math.round(count * 0.075));
  const other = Math.round(count * 0.05);
  const instructors = Math.max(2, count - drivers - reception - other);
  return [
    ...Array<Role>(instructors).fill('instructor'),
    ...Array<Role>(drivers).fill('driver'),
    ...Array<Role>(reception).fill('reception'),
    ...Array<Role>(other).fill('other'),
  ];
}

const HOURS: Record<Role, [number, number]> = {
  // From the first slot's start to the last one's end: every lesson they teach is within their hours.
  instructor: [SLOTS[0]!.start, SLOTS[SLOTS.length - 1]!.start + SLOTS[SLOTS.length - 1]!.minutes],
  driver: [8 * 60, 19 * 60],
  reception: [9 * 60, 18 * 60],
  other: [9 * 60, 17 * 60],
};

const NOTES: Record<Role, readonly string[]> = {
  instructor: [
    'Beginners’ groups and kids.',
    'Improver coaching at the point.',
    'Private lessons; video analysis on request.',
    'Holiday season only.',
    '',
  ],
  driver: ['Drives the vans on the beach runs.', 'Van runs and the board trailer.'],
  reception: ['Bookings, payments and the shop.', 'Front desk at the surf house.'],
  other: ['Board repairs and the equipment store.', 'Photographer on the beach.'],
};

/** Certifications that hold through the whole history and beyond, as a school keeps them up to date. */
function certificationsOf(random: Random, role: Role, lastDay: string): StaffInput['certifications'] {
  const until = () => addDays(lastDay, random.int(45, 900));
  if (role === 'instructor') {
    return [
      { name: random.chance(0.6) ? 'ISA Level 1 Surf Instructor' : 'ISA Level 2 Surf Instructor', expiresOn: until() },
      { name: 'Nadador-Salvador (ISN)', expiresOn: until() },
      { name: 'First aid (INEM)', expiresOn: until() },
    ];
  }
  if (role === 'driver') {
    return [
      { name: 'Driving licence D1 (CAM)', expiresOn: until() },
      { name: 'First aid (INEM)', expiresOn: until() },
    ];
  }
  return random.chance(0.5) ? [{ name: 'First aid (INEM)', expiresOn: until() }] : [];
}

/** Five or six working days a week, the days off spread over the week. */
function workdaysOf(random: Random): Set<number> {
  const days = new Set([1, 2, 3, 4, 5, 6, 7]);
  const off = random.chance(0.5) ? 1 : 2;
  while (7 - days.size < off) days.delete(random.int(1, 7));
  return days;
}

/**
 * The school's staff: instructors with their pay (some on the school's default), weekly hours
 * that hold every slot of their working days, certifications valid beyond the history's last
 * day; drivers, reception and a board repairer. Names are unique in the school, as the staff
 * list requires.
 */
export function generateStaff(random: Random, count: number, lastDay: string): StaffPlan[] {
  const taken = new Set<string>();
  return staffRoles(count).map((role) => {
    const country = countryOf(random, random.chance(0.75));
    let name = '';
    for (let attempt = 0; name === '' || taken.has(name.toLowerCase()); attempt += 1) {
      name = `${firstName(random, country.language)} ${lastName(random, country.language)}`;
      if (attempt > 20) name = `${name} ${String.fromCharCode(65 + random.int(0, 25))}.`;
    }
    taken.add(name.toLowerCase());
    const workdays = workdaysOf(random);
    const [from, to] = HOURS[role];
    const spoken = new Set<SpokenLanguage>([SPOKEN[country.language], 'en', 'pt']);
    if (random.chance(0.4)) spoken.add(random.pick(['es', 'fr', 'de'] as const));
    const teaches = role === 'instructor';
    const record: StaffInput = {
      name,
      email: `${mailboxOf(name.split(' ')[0]!, name.split(' ').slice(1).join(' '))}@example.com`,
      phone: phoneOf(random, country),
      functions: [role],
      payPerLessonCents:
        role === 'reception' || role === 'other' || random.chance(0.15) ? null : random.int(20, 30) * 100,
      payPerEventCents:
        role === 'reception' || role === 'other' || random.chance(0.15) ? null : random.int(30, 45) * 100,
      languages: [...spoken],
      certifications: certificationsOf(random, role, lastDay),
      availability: [...workdays].sort().map((weekday) => ({ weekday, from: clock(from), to: clock(to) })),
      notes: random.pick(NOTES[role]),
      active: true,
    };
    return {
      id: randomUUID(),
      record,
      teaches,
      drives: role === 'driver',
      workdays,
      seasonal: teaches && random.chance(0.3),
    };
  });
}
